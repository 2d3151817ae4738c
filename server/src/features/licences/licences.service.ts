import { sql, type Kysely } from 'kysely';
import {
  formatDate,
  LICENCE_DOCUMENT_MAX_BYTES,
  LICENCE_MSG,
  LICENCE_QUEUE_MAX,
  licenceToday,
  type Licence,
  type LicenceDocumentType,
  type Paged,
  type licenceReviewSchema,
  type licenceUpdateSchema,
  type RetailerLicence,
} from '@dawalink/shared';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { fixedQuery } from '../../db/sql.js';
import { AppError, errorWithValues, notFound } from '../../lib/errors.js';
import type { SessionAccount } from '../../plugins/access.js';
import type { SmsSender } from '../../sms/sms.js';
import { sendInLanguage } from '../../sms/in-language.js';
import { readLicence, readLicences } from '../../identity/licence-read.service.js';
import { sniffLicenceDocument } from './licence-document.js';

type Db = Kysely<Database>;
type LicenceInput = z.output<typeof licenceUpdateSchema>;
type ReviewInput = z.output<typeof licenceReviewSchema>;

/** The retailer itself; anyone else is told there is nothing (404). */
function assertSelf(caller: SessionAccount, retailerId: number) {
  if (caller.type !== 'retailer' || caller.id !== retailerId) throw notFound();
}

/**
 * Who may see a retailer's licence and its document: the retailer, the admin, and a seller the retailer has
 * ordered from (any order, whatever its status). Anyone else gets 404, so a licence's existence does not leak.
 */
async function assertMayView(db: Db, caller: SessionAccount, retailerId: number) {
  if (caller.type === 'admin' || (caller.type === 'retailer' && caller.id === retailerId)) return;
  if (caller.type === 'seller') {
    const traded = await db
      .selectFrom('orders')
      .select('id')
      .where('wholeseller_id', '=', caller.id)
      .where('retailer_id', '=', retailerId)
      .limit(1)
      .executeTakeFirst();
    if (traded) return;
  }
  throw notFound();
}

/**
 * Records or changes the retailer's licence. A change of any field makes it pending again (and forgets an earlier
 * review); sending the same details again leaves its status as it is.
 */
export async function recordLicence(
  db: Db,
  caller: SessionAccount,
  retailerId: number,
  input: LicenceInput,
): Promise<Licence> {
  assertSelf(caller, retailerId);
  await sql`
    INSERT INTO retailer_licences (retailer_id, number, type, province, expires)
    VALUES (${retailerId}, ${input.number}, ${input.type}, ${input.province}, ${input.expires}::date)
    ON CONFLICT (retailer_id) DO UPDATE SET
      number = EXCLUDED.number, type = EXCLUDED.type, province = EXCLUDED.province, expires = EXCLUDED.expires,
      status = CASE WHEN (retailer_licences.number, retailer_licences.type, retailer_licences.province, retailer_licences.expires)
                         IS DISTINCT FROM (EXCLUDED.number, EXCLUDED.type, EXCLUDED.province, EXCLUDED.expires)
                    THEN 'pending' ELSE retailer_licences.status END,
      reason = CASE WHEN (retailer_licences.number, retailer_licences.type, retailer_licences.province, retailer_licences.expires)
                         IS DISTINCT FROM (EXCLUDED.number, EXCLUDED.type, EXCLUDED.province, EXCLUDED.expires)
                    THEN NULL ELSE retailer_licences.reason END,
      updated_at = now()`.execute(db);
  return (await readLicence(db, retailerId))!;
}

/**
 * Stores the licence's photo or PDF (replacing an earlier one) and makes the licence pending again: the admin
 * verifies what the document shows. The kind is told by the file's first bytes, never by its name or declared
 * type; the checks run before anything is written.
 */
export async function uploadLicenceDocument(
  db: Db,
  caller: SessionAccount,
  retailerId: number,
  body: unknown,
): Promise<Licence> {
  assertSelf(caller, retailerId);
  if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(400, 'file_empty', LICENCE_MSG.fileEmpty);
  if (body.length > LICENCE_DOCUMENT_MAX_BYTES) throw documentTooLarge();
  const contentType = sniffLicenceDocument(body);
  if (!contentType) throw new AppError(415, 'unsupported_file', LICENCE_MSG.fileType);
  await db.transaction().execute(async (trx) => {
    const licence = await trx
      .selectFrom('retailer_licences')
      .select('retailer_id')
      .where('retailer_id', '=', retailerId)
      .forUpdate()
      .executeTakeFirst();
    if (!licence) throw new AppError(409, 'licence_missing', LICENCE_MSG.saveDetailsFirst);
    await trx
      .insertInto('licence_documents')
      .values({ retailer_id: retailerId, content_type: contentType, size: body.length, content: body })
      .onConflict((oc) =>
        oc
          .column('retailer_id')
          .doUpdateSet({ content_type: contentType, size: body.length, content: body, uploaded_at: new Date() }),
      )
      .execute();
    await trx
      .updateTable('retailer_licences')
      .set({ status: 'pending', reason: null, updated_at: new Date() })
      .where('retailer_id', '=', retailerId)
      .execute();
  });
  return (await readLicence(db, retailerId))!;
}

export const documentTooLarge = () =>
  errorWithValues(413, 'payload_too_large', { max_mb: LICENCE_DOCUMENT_MAX_BYTES / (1024 * 1024) });

/** A retailer's licence as the retailer, the admin or a seller they ordered from sees it. */
export async function viewRetailerLicence(
  db: Db,
  caller: SessionAccount,
  retailerId: number,
): Promise<RetailerLicence> {
  await assertMayView(db, caller, retailerId);
  const retailer = await db
    .selectFrom('retailers')
    .innerJoin('accounts', 'accounts.id', 'retailers.id')
    .select(['retailers.id', 'retailers.full_name', 'retailers.store', 'accounts.phone'])
    .where('retailers.id', '=', retailerId)
    .executeTakeFirst();
  if (!retailer) throw notFound();
  return {
    retailer_id: retailer.id,
    full_name: retailer.full_name,
    store: retailer.store,
    phone: retailer.phone,
    licence: await readLicence(db, retailerId),
  };
}

export interface LicenceDocument {
  contentType: LicenceDocumentType;
  content: Buffer;
}

export async function readLicenceDocument(
  db: Db,
  caller: SessionAccount,
  retailerId: number,
): Promise<LicenceDocument> {
  await assertMayView(db, caller, retailerId);
  const row = await db
    .selectFrom('licence_documents')
    .select(['content_type', 'content'])
    .where('retailer_id', '=', retailerId)
    .executeTakeFirst();
  if (!row) throw notFound(LICENCE_MSG.noLicence);
  return { contentType: row.content_type as LicenceDocumentType, content: Buffer.from(row.content) };
}

type QueueStatus = 'all' | 'pending' | 'verified' | 'rejected';
type QueueRow = RetailerLicence & { licence: Licence };

/** The queue's rows of one status (or all), without order or bounds: the list and its count share it. */
function queueMatches(db: Db, status: QueueStatus) {
  let q = db
    .selectFrom('retailer_licences as l')
    .innerJoin('retailers as r', 'r.id', 'l.retailer_id')
    .innerJoin('accounts as a', 'a.id', 'l.retailer_id');
  if (status !== 'all') q = q.where('l.status', '=', status);
  return q;
}

/** Rows offset..offset+limit-1 of the queue, in its order, each with its licence. */
async function queueRows(db: Db, status: QueueStatus, offset: number, limit: number): Promise<QueueRow[]> {
  const rows = await queueMatches(db, status)
    .select(['l.retailer_id', 'r.full_name', 'r.store', 'a.phone'])
    .orderBy(sql`CASE l.status WHEN 'pending' THEN 0 WHEN 'rejected' THEN 1 ELSE 2 END`)
    .orderBy('l.updated_at')
    .orderBy('l.retailer_id')
    .offset(offset)
    .limit(limit)
    .execute();
  const licences = await readLicences(
    db,
    rows.map((r) => r.retailer_id),
  );
  return rows.map((r) => ({ ...r, licence: licences.get(r.retailer_id)! }));
}

/** The spec's answer: the admin's queue, pending licences first (oldest change first), then rejected, then verified. */
export function licenceQueue(db: Db, status: QueueStatus): Promise<QueueRow[]> {
  return queueRows(db, status, 0, LICENCE_QUEUE_MAX);
}

/** One page of the queue and the count of every licence in it (past the last page `rows` is empty). */
export async function licenceQueuePage(
  db: Db,
  status: QueueStatus,
  page: { offset: number; limit: number },
): Promise<Paged<QueueRow>> {
  const counted = await queueMatches(db, status)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (page.offset >= total) return { total, rows: [] };
  return { total, rows: await queueRows(db, status, page.offset, page.limit) };
}

/** The admin verifies or rejects (with a reason) the licence as it stands; the retailer is told by SMS. */
export async function reviewLicence(
  db: Db,
  sms: SmsSender,
  adminId: number,
  retailerId: number,
  input: ReviewInput,
): Promise<Licence> {
  const row = await db
    .updateTable('retailer_licences')
    .set({
      status: input.status,
      reason: input.status === 'rejected' ? input.reason : null,
      reviewed_by: adminId,
      reviewed_at: new Date(),
    })
    .where('retailer_id', '=', retailerId)
    .returning('retailer_id')
    .executeTakeFirst();
  if (!row) throw notFound(LICENCE_MSG.noLicence);
  const account = await db.selectFrom('accounts').select('phone').where('id', '=', retailerId).executeTakeFirst();
  if (account) {
    // A courtesy: the decision stands even when the text fails.
    await sendInLanguage({ db, sms }, account.phone, (t) =>
      t.LICENCE_ORDER_MSG.reviewSms(input.status === 'verified', input.reason),
    ).catch((error: unknown) => {
      console.error(`licence review SMS to retailer ${retailerId} failed: ${String(error)}`);
    });
  }
  return (await readLicence(db, retailerId))!;
}

/**
 * The licence rules of an order, before anything is written:
 * - a seller with `require_licence` takes orders only from a retailer whose licence is verified and not expired
 *   (403 `licence_required`, saying what is missing);
 * - a retailer whose licence is a medical store's cannot order Schedule G or controlled products (403
 *   `licence_restricted`, naming them).
 */
interface OrderLicenceRow {
  require_licence: boolean | null;
  type: string | null;
  status: string | null;
  reason: string | null;
  expires: string | null;
}
const orderLicenceQuery = fixedQuery<OrderLicenceRow>();

export async function checkOrderLicence(
  db: Db,
  order: { sellerId: number; sellerName: string; retailerId: number; productIds: number[] },
): Promise<void> {
  const rows = await orderLicenceQuery(
    db,
    () => sql<OrderLicenceRow>`
    SELECT (SELECT require_licence FROM seller_settings WHERE wholeseller_id = ${order.sellerId}) AS require_licence,
           l.type, l.status, l.reason, to_char(l.expires, 'YYYY-MM-DD') AS expires
    FROM (SELECT 1) one LEFT JOIN retailer_licences l ON l.retailer_id = ${order.retailerId}`,
    [order.sellerId, order.retailerId],
  );
  const row = rows[0];
  if (row?.require_licence) {
    const seller = order.sellerName;
    // The answer says what is missing (`licence`: none, expired, rejected, pending) with the values its text names.
    const refuse = (values: Record<string, string>) => errorWithValues(403, 'licence_required', { seller, ...values });
    if (!row.status) throw refuse({ licence: 'none' });
    if (row.expires! < licenceToday())
      throw refuse({ licence: 'expired', expires: formatDate(`${row.expires}T12:00:00Z`, 'UTC') });
    if (row.status === 'rejected') throw refuse({ licence: 'rejected', reason: row.reason ?? '' });
    if (row.status !== 'verified') throw refuse({ licence: 'pending' });
  }
  if (row?.type === 'medical_store' && order.productIds.length > 0) {
    const restricted = await db
      .selectFrom('products')
      .select('product_name')
      .where('id', 'in', order.productIds)
      .where((eb) => eb.or([eb('schedule_g', '=', true), eb('controlled', '=', true)]))
      .orderBy('product_name')
      .execute();
    if (restricted.length > 0)
      throw errorWithValues(403, 'licence_restricted', { products: restricted.map((p) => p.product_name) });
  }
}

/** Texts go out between 09:00 and 21:00 in Pakistan, never at night. */
const FIRST_HOUR = 9;
const LAST_HOUR = 21;
export const LICENCE_REMINDER_INTERVAL_MS = 15 * 60_000;

const karachiHour = (now: Date) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', hour: '2-digit', hourCycle: 'h23' }).format(now));

/**
 * Texts each retailer whose licence (pending or verified) expires within 30 days, once per expiry date, only in
 * the day. The licence row is claimed (its `expiry_sms_for` set to the date) before the text is sent, so several
 * processes running this at once send it once; a renewed licence (a new date) gets its own text. Answers how many
 * were sent.
 */
export async function sendLicenceExpiryReminders(deps: { db: Db; sms: SmsSender }, now = new Date()): Promise<number> {
  const hour = karachiHour(now);
  if (hour < FIRST_HOUR || hour >= LAST_HOUR) return 0;
  const today = licenceToday(now);
  const { rows } = await sql<{ retailer_id: number; phone: string; expires: string }>`
    UPDATE retailer_licences l SET expiry_sms_for = l.expires
    FROM accounts a
    WHERE a.id = l.retailer_id AND NOT a.is_disabled AND l.status <> 'rejected'
      AND l.expires >= ${today}::date AND l.expires <= ${today}::date + 30
      AND l.expiry_sms_for IS DISTINCT FROM l.expires
    RETURNING l.retailer_id, a.phone, to_char(l.expires, 'YYYY-MM-DD') AS expires`.execute(deps.db);
  let sent = 0;
  for (const r of rows) {
    try {
      await sendInLanguage(deps, r.phone, (t) =>
        t.LICENCE_ORDER_MSG.expirySms(formatDate(`${r.expires}T12:00:00Z`, 'UTC')),
      );
      sent++;
    } catch (error) {
      console.error(`licence expiry reminder to retailer ${r.retailer_id} failed: ${String(error)}`);
    }
  }
  return sent;
}

/** Runs the expiry reminders now and then while the server runs; the timer never keeps the process alive. */
export function startLicenceReminders(deps: { db: Db; sms: SmsSender }): () => void {
  const run = () =>
    void sendLicenceExpiryReminders(deps).catch((error) => console.error(`licence reminders failed: ${String(error)}`));
  const timer = setInterval(run, LICENCE_REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
