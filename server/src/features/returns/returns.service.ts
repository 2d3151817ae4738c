import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import {
  lineNetPaisa,
  MONEY_MSG,
  RETURN_NEXT,
  type Return,
  type ReturnStatus,
  type returnCreateSchema,
  type returnUpdateSchema,
  type Catalogue,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { isoUtc } from '../../db/sql.js';
import type { SessionAccount } from '../../plugins/access.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { postEntry, rupeesOf } from '../ledger/ledger-posting.service.js';

type Db = Kysely<Database> | Transaction<Database>;
type ReturnCreate = z.output<typeof returnCreateSchema>;
type ReturnUpdate = z.output<typeof returnUpdateSchema>;

/** Who to text about a step, and what (written in the recipient's language when sent). */
export interface ReturnText {
  phone: string;
  write: (texts: Catalogue) => string;
}

/**
 * A retailer's return request against an invoiced order. The invoice row is locked, so two requests of the same
 * lines at once cannot together return more than was supplied: each line is at most what was supplied less what
 * other returns (not rejected) already hold.
 */
export async function createReturn(
  db: Kysely<Database>,
  retailerId: number,
  input: ReturnCreate,
): Promise<{ id: number; text: ReturnText }> {
  return db.transaction().execute(async (trx) => {
    // Shared lock: a cancellation of the order waits for this request, or this request sees it cancelled.
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'wholeseller_id', 'store', 'status'])
      .where('id', '=', input.order_id)
      .where('retailer_id', '=', retailerId)
      .forShare()
      .executeTakeFirst();
    if (!order) throw notFound();
    // A cancelled order's debit is reversed: there is nothing left to credit back.
    if (order.status === 'Cancel') throw new AppError(409, 'order_cancelled', MONEY_MSG.returnOrderCancelled);
    const { rows: invoices } = await sql<{
      id: number;
    }>`SELECT id FROM invoices WHERE order_id = ${order.id} FOR UPDATE`.execute(trx);
    const invoice = invoices[0];
    if (!invoice) throw new AppError(409, 'not_invoiced', MONEY_MSG.returnNotInvoiced);
    const { rows: lines } = await sql<{ id: number; listing_id: number | null; supplied: number; held: number }>`
      SELECT il.id, il.listing_id, il.supplied,
        coalesce((SELECT sum(coalesce(rl.approved_quantity, rl.quantity)) FROM return_lines rl JOIN returns r ON r.id = rl.return_id
                  WHERE rl.invoice_line_id = il.id AND r.status <> 'Rejected'), 0)::int AS held
      FROM invoice_lines il WHERE il.invoice_id = ${invoice.id}`.execute(trx);
    const wanted = new Map<number, { quantity: number; reason: string; note: string }>();
    for (const l of input.lines) {
      const line = lines.find((x) => x.listing_id === l.listing_id);
      if (!line) throw badRequest(MONEY_MSG.lineNotInOrder);
      const prev = wanted.get(line.id);
      wanted.set(line.id, {
        quantity: (prev?.quantity ?? 0) + l.quantity,
        reason: prev?.reason ?? l.reason,
        note: prev?.note || l.note,
      });
    }
    for (const [lineId, w] of wanted) {
      const line = lines.find((x) => x.id === lineId)!;
      if (w.quantity > line.supplied - line.held) throw badRequest(MONEY_MSG.returnQuantityTooMany);
    }
    const { rows } = await sql<{ id: number }>`
      INSERT INTO returns (order_id, invoice_id, wholeseller_id, retailer_id, status, note)
      VALUES (${order.id}, ${invoice.id}, ${order.wholeseller_id}, ${retailerId}, 'Requested', ${input.note}) RETURNING id`.execute(
      trx,
    );
    const id = rows[0].id;
    for (const [lineId, w] of wanted) {
      await sql`INSERT INTO return_lines (return_id, invoice_line_id, quantity, reason, note)
                VALUES (${id}, ${lineId}, ${w.quantity}, ${w.reason}, ${w.note})`.execute(trx);
    }
    await sql`INSERT INTO return_history (return_id, from_status, to_status, changed_by) VALUES (${id}, NULL, 'Requested', ${retailerId})`.execute(
      trx,
    );
    const seller = await trx
      .selectFrom('accounts')
      .select('phone')
      .where('id', '=', order.wholeseller_id)
      .executeTakeFirst();
    return {
      id,
      text: { phone: seller?.phone ?? '', write: (t) => t.MONEY_MSG.returnRequestedSms(id, order.store, order.id) },
    };
  });
}

/**
 * The seller moves a return on: Requested -> Approved (in full, or per line in part) or Rejected (with a reason);
 * Approved -> Received; Received -> Credited, which posts a credit note worth the approved quantities at the net
 * price each line was charged (its T.P less its offer), to the paisa, in the same transaction.
 */
export async function updateReturn(
  db: Kysely<Database>,
  account: SessionAccount,
  id: number,
  input: ReturnUpdate,
): Promise<{ text: ReturnText }> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: number;
      status: ReturnStatus;
      wholeseller_id: number;
      retailer_id: number;
      invoice_no: string;
      seller: string;
    }>`
      SELECT r.id, r.status, r.wholeseller_id, r.retailer_id, i.invoice_no, w.busniess_name AS seller
      FROM returns r JOIN invoices i ON i.id = r.invoice_id JOIN wholesalers w ON w.id = r.wholeseller_id
      WHERE r.id = ${id} FOR UPDATE OF r`.execute(trx);
    const ret = rows[0];
    if (!ret || ret.wholeseller_id !== account.id) throw notFound();
    const to = input.status as ReturnStatus;
    if (!RETURN_NEXT[ret.status].includes(to)) throw new AppError(409, 'return_status', MONEY_MSG.returnStatusInvalid);
    const { rows: lines } = await sql<{
      id: number;
      listing_id: number | null;
      quantity: number;
      approved_quantity: number | null;
      price: number;
      offer: number;
    }>`
      SELECT rl.id, il.listing_id, rl.quantity, rl.approved_quantity, il.price, il.offer
      FROM return_lines rl JOIN invoice_lines il ON il.id = rl.invoice_line_id WHERE rl.return_id = ${id} ORDER BY rl.id`.execute(
      trx,
    );
    let rejectReason: string | null = null;
    if (to === 'Approved') {
      for (const given of input.lines ?? []) {
        if (!lines.some((l) => l.listing_id === given.listing_id)) throw badRequest(MONEY_MSG.lineNotInOrder);
      }
      for (const line of lines) {
        const given = input.lines?.find((g) => g.listing_id === line.listing_id);
        const approved = given ? given.quantity : line.quantity;
        if (approved > line.quantity) throw badRequest(MONEY_MSG.returnApprovedTooMany);
        await sql`UPDATE return_lines SET approved_quantity = ${approved} WHERE id = ${line.id}`.execute(trx);
      }
    } else if (to === 'Rejected') {
      rejectReason = input.reason?.trim() || null;
      if (!rejectReason) throw badRequest(MONEY_MSG.rejectReasonRequired);
    }
    let creditEntry: number | null = null;
    if (to === 'Credited') {
      const credit = lines.reduce(
        (sum, l) => sum + lineNetPaisa(Number(l.price), l.approved_quantity ?? 0, Number(l.offer)),
        0,
      );
      if (credit > 0) {
        const posted = await postEntry(trx, {
          sellerId: ret.wholeseller_id,
          retailerId: ret.retailer_id,
          kind: 'credit_note',
          amountPaisa: -credit,
          reference: `Return ${id} (${ret.invoice_no})`,
          returnId: id,
          createdBy: account.id,
        });
        creditEntry = posted.id;
      }
    }
    await sql`UPDATE returns SET status = ${to}, updated_at = now(),
                reject_reason = coalesce(${rejectReason}, reject_reason), credit_entry_id = coalesce(${creditEntry}::bigint, credit_entry_id)
              WHERE id = ${id}`.execute(trx);
    await sql`INSERT INTO return_history (return_id, from_status, to_status, changed_by, note)
              VALUES (${id}, ${ret.status}, ${to}, ${account.id}, ${input.note?.trim() || rejectReason || null})`.execute(
      trx,
    );
    const retailer = await trx
      .selectFrom('accounts')
      .select('phone')
      .where('id', '=', ret.retailer_id)
      .executeTakeFirst();
    return {
      text: {
        phone: retailer?.phone ?? '',
        write: (t) => t.MONEY_MSG.returnStatusSms(id, t.MONEY_UI[`status${to}`], ret.seller),
      },
    };
  });
}

const summaryColumns = sql`r.id, r.order_id, i.invoice_no, r.wholeseller_id, r.retailer_id, w.busniess_name AS seller_name, o.store,
  r.status, r.note, r.reject_reason, ${isoUtc(sql.ref('r.created_at'))} AS created_at,
  (SELECT -e.amount_paisa FROM ledger_entries e WHERE e.id = r.credit_entry_id) AS credit_paisa`;
const summaryFrom = sql`returns r JOIN invoices i ON i.id = r.invoice_id JOIN wholesalers w ON w.id = r.wholeseller_id JOIN orders o ON o.id = r.order_id`;

type SummaryRow = Omit<Return, 'lines' | 'timeline' | 'credit_amount'> & { credit_paisa: number | null };
const summaryOf = ({ credit_paisa, ...r }: SummaryRow) => ({
  ...r,
  credit_amount: credit_paisa === null ? null : rupeesOf(credit_paisa),
});

/** One return, for its seller, its retailer and the admin (404 to anyone else), with its lines and timeline. */
export async function findReturn(db: Db, account: SessionAccount, id: number): Promise<Return> {
  const { rows } = await sql<SummaryRow>`SELECT ${summaryColumns} FROM ${summaryFrom} WHERE r.id = ${id}`.execute(db);
  const r = rows[0];
  if (!r) throw notFound();
  if (
    account.type === 'seller'
      ? r.wholeseller_id !== account.id
      : account.type === 'retailer'
        ? r.retailer_id !== account.id
        : false
  )
    throw notFound();
  const [lines, timeline] = await Promise.all([
    sql<Return['lines'][number]>`
      SELECT coalesce(il.listing_id, 0) AS listing_id, il.product_name, rl.quantity, rl.approved_quantity, rl.reason, rl.note,
             il.price::float8 AS unit_price, il.offer::float8 AS offer
      FROM return_lines rl JOIN invoice_lines il ON il.id = rl.invoice_line_id WHERE rl.return_id = ${id} ORDER BY rl.id`.execute(
      db,
    ),
    sql<Return['timeline'][number]>`
      SELECT h.from_status, h.to_status, coalesce(a.type, 'seller') AS changed_by_type, ${isoUtc(sql.ref('h.changed_at'))} AS changed_at, h.note
      FROM return_history h LEFT JOIN accounts a ON a.id = h.changed_by WHERE h.return_id = ${id} ORDER BY h.id`.execute(
      db,
    ),
  ]);
  return { ...summaryOf(r), lines: lines.rows, timeline: timeline.rows };
}

/** The returns of a seller or a retailer (the admin: all), newest first, optionally of one status. */
export async function listReturns(
  db: Db,
  account: SessionAccount,
  query: { status?: ReturnStatus; offset?: number; limit?: number },
) {
  const owner =
    account.type === 'seller'
      ? sql`r.wholeseller_id = ${account.id}`
      : account.type === 'retailer'
        ? sql`r.retailer_id = ${account.id}`
        : sql`TRUE`;
  const { rows } = await sql<SummaryRow>`
    SELECT ${summaryColumns} FROM ${summaryFrom}
    WHERE ${owner} ${query.status ? sql`AND r.status = ${query.status}` : sql``}
    ORDER BY r.id DESC OFFSET ${query.offset ?? 0} LIMIT ${query.limit ?? 50}`.execute(db);
  return rows.map(summaryOf);
}
