import { RETURN_STATUSES, SELLER_ROLES, type Catalogue, type ReturnStatus, type SellerRole } from '@dawalink/shared';
import { moneyPaths } from '../../lib/money-paths';
import type { AuditRecord } from './team-api';

/** The words a sentence is made of, in the page's language (passed in, so the mapping stays a pure function). */
export interface ActivityTexts {
  team: Catalogue['TEAM_UI'];
  money: Catalogue['MONEY_UI'];
  /** An amount in rupees as the page writes money (formatMoney). */
  money$: (rupees: number) => string;
}

/** One row of the Activity list as people read it: a sentence, and where the thing acted on can be opened. */
export interface ActivityLine {
  text: string;
  link?: { to: string; label: string };
}

/** The route audit's detail is JSON of the request's kept fields; the team's own records are plain text. */
function fieldsOf(detail: string): Record<string, unknown> {
  if (!detail.startsWith('{')) return {};
  try {
    const parsed: unknown = JSON.parse(detail);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const amountOf = (value: unknown, texts: ActivityTexts) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? texts.money$(n) : '';
};

const roleName = (role: string | undefined, texts: ActivityTexts) =>
  role && (SELLER_ROLES as readonly string[]).includes(role) ? texts.team.role[role as SellerRole] : '';

/**
 * The sentence of one record of who did what. The team's records keep English text written by the server
 * ("Ali (03001234567) as clerk", "Ali is now booker"): read for the name and role, never shown as they are, so the
 * Urdu page reads Urdu. Anything not understood falls back to the action's plain sentence, never to its code.
 */
export function describeAction(
  row: Pick<AuditRecord, 'action' | 'object_id' | 'object_name' | 'detail'>,
  texts: ActivityTexts,
): ActivityLine {
  const T = texts.team;
  const did = T.did;
  const fields = fieldsOf(row.detail);
  const name = row.object_name ?? '';
  const id = row.object_id === null ? '' : String(row.object_id);
  const statement =
    row.object_id === null ? undefined : { to: moneyPaths.sellerStatement(row.object_id), label: T.viewStatement };
  switch (row.action) {
    case 'team.add': {
      const m = /^(.+) \([^()]*\) as (\w+)$/.exec(row.detail);
      return { text: did.teamAdd(m?.[1] ?? '', roleName(m?.[2], texts)) };
    }
    case 'team.role': {
      const m = /^(.+) is now (\w+)$/.exec(row.detail);
      return { text: did.teamRole(m?.[1] ?? '', roleName(m?.[2], texts)) };
    }
    case 'team.remove':
      return { text: did.teamRemove(/^(.+) \([^()]*\)$/.exec(row.detail)?.[1] ?? '') };
    case 'retailer.register':
      return { text: did.retailerRegister(name || (/^(.+) \([^()]*\)$/.exec(row.detail)?.[1] ?? '')) };
    case 'payment':
      return { text: did.payment(amountOf(fields.amount, texts), name), link: statement };
    case 'adjustment':
      return { text: did.adjustment(amountOf(fields.amount, texts), name), link: statement };
    case 'opening':
      return { text: did.opening(amountOf(fields.amount, texts), name), link: statement };
    case 'terms':
      return { text: did.terms(name), link: statement };
    case 'reversal':
      return { text: did.reversal };
    case 'listing.update':
    case 'listing.price':
      return fields.total_price !== undefined
        ? { text: did.listingPrice(name, amountOf(fields.total_price, texts)) }
        : { text: did.listingUpdate(name) };
    case 'listing.add':
      return { text: did.listingAdd };
    case 'listing.remove':
      return { text: did.listingRemove(name) };
    case 'price_list.apply':
      return { text: did.priceListApply };
    case 'invoice':
      return {
        text: did.invoice(id),
        link: row.object_id === null ? undefined : { to: moneyPaths.invoice(row.object_id), label: T.viewInvoice },
      };
    case 'return': {
      const status = (RETURN_STATUSES as readonly string[]).includes(String(fields.status))
        ? texts.money[`status${fields.status as ReturnStatus}`]
        : '';
      return {
        text: did.returnMoved(id, status),
        link: row.object_id === null ? undefined : { to: moneyPaths.returnDetail(row.object_id), label: T.viewReturn },
      };
    }
    default:
      return { text: did.other };
  }
}
