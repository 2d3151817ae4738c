import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  QUICK_ORDER_MSG,
  type Language,
  type ShareLink,
  type ShareLinkCreate,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { publicBaseUrl, type Config } from '../../config.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { SessionAccount } from '../../plugins/access.js';
import { findVisibleOrder } from '../orders/orders.service.js';
import { invoiceOfOrder } from '../invoices/invoices.service.js';
import { assertPair } from '../ledger/ledger.service.js';
import { languageOfAccount } from '../../sms/in-language.js';

/**
 * Links to documents that anyone holding them may open until they expire, for forwarding on WhatsApp (a shop's
 * accountant, a partner). The token names the document and its end time and carries an HMAC-SHA256 of both under a
 * server key: a changed letter is not a link (404), a link past its time is gone (410), and nothing in it is secret
 * beyond what the document shows. The key is SHARE_LINK_SECRET, or one made once and kept in the database so every
 * process and every restart agree on it.
 *
 * A link made by an account whose language is not English also carries that language (signed with the rest), so the
 * document opens in the words its sender reads; an English link is written as links always were, and a link without
 * a language is English.
 */

export type SharedDocument =
  { kind: 'invoice'; orderId: number } | { kind: 'statement'; sellerId: number; retailerId: number };
/** A document a token names, with the language of the account that made the link. */
export type SharedLink = SharedDocument & { language: Language };

const keys = new WeakMap<object, Promise<Buffer>>();

async function signingKey(db: Kysely<Database>, config: Config): Promise<Buffer> {
  if (config.SHARE_LINK_SECRET) return Buffer.from(config.SHARE_LINK_SECRET, 'utf8');
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insertInto('server_secrets')
        .values({ name: 'share_link', value: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await db
        .selectFrom('server_secrets')
        .select('value')
        .where('name', '=', 'share_link')
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const payloadOf = (doc: SharedDocument, expires: number, language: Language) =>
  (doc.kind === 'invoice' ? `i.${doc.orderId}.${expires}` : `s.${doc.sellerId}.${doc.retailerId}.${expires}`) +
  (language === DEFAULT_LANGUAGE ? '' : `.${language}`);

const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A token for a document, good until `expires` (seconds since 1970), to open in `language`. */
export async function signDocument(
  db: Kysely<Database>,
  config: Config,
  doc: SharedDocument,
  expires: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string> {
  const payload = payloadOf(doc, expires, language);
  return `${payload}.${mac(await signingKey(db, config), payload)}`;
}

const TOKEN = /^(?:i\.(\d{1,10})|s\.(\d{1,10})\.(\d{1,10}))\.(\d{1,12})(?:\.([a-z]{2}))?\.([A-Za-z0-9_-]{43})$/;

/** The document a token names: 404 for anything not signed by this server, 410 once its time has passed. */
export async function verifyDocument(
  db: Kysely<Database>,
  config: Config,
  token: string,
  now = Date.now(),
): Promise<SharedLink> {
  const m = TOKEN.exec(token);
  if (!m) throw notFound();
  const signature = Buffer.from(m[6], 'base64url');
  const payload = token.slice(0, token.length - m[6].length - 1);
  const expected = Buffer.from(mac(await signingKey(db, config), payload), 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) throw notFound();
  if (Number(m[4]) * 1000 <= now) throw new AppError(410, 'link_expired', QUICK_ORDER_MSG.linkExpired);
  // Signed here, so only a language the server wrote; anything else (or none) reads as English.
  const language = isLanguage(m[5]) ? m[5] : DEFAULT_LANGUAGE;
  return m[1]
    ? { kind: 'invoice', orderId: Number(m[1]), language }
    : { kind: 'statement', sellerId: Number(m[2]), retailerId: Number(m[3]), language };
}

/**
 * A signed link for a document the caller may read: an order's invoice (its seller, its retailer; 404 until it is
 * invoiced), or the statement of the caller's ledger with `party_id` (the other side; 404 when they have none).
 * The link carries the caller's account language.
 */
export async function createShareLink(
  db: Kysely<Database>,
  config: Config,
  account: SessionAccount,
  body: ShareLinkCreate,
  now = Date.now(),
): Promise<ShareLink> {
  let doc: SharedDocument;
  if (body.kind === 'invoice') {
    const order = await findVisibleOrder(db, account, body.order_id);
    if (!(await invoiceOfOrder(db, order.id))) throw notFound();
    doc = { kind: 'invoice', orderId: order.id };
  } else {
    // The admin is no side of a ledger; of a seller's staff only the accountant reads statements.
    if (
      account.type === 'admin' ||
      (account.role !== null && account.role !== 'owner' && account.role !== 'accountant')
    )
      throw forbidden();
    const sellerId = account.type === 'seller' ? account.id : body.party_id;
    const retailerId = account.type === 'seller' ? body.party_id : account.id;
    await assertPair(db, sellerId, retailerId);
    doc = { kind: 'statement', sellerId, retailerId };
  }
  const hours = config.SHARE_LINK_TTL_HOURS;
  const expires = Math.floor(now / 1000 + hours * 3600);
  const token = await signDocument(db, config, doc, expires, await languageOfAccount(db, account.id));
  return {
    url: `${publicBaseUrl(config)}/api/shared/${token}`,
    expires_at: new Date(expires * 1000).toISOString(),
    hours,
  };
}
