import { sql, type Kysely, type Transaction } from 'kysely';
import { addMonths, monthOf, STOCK_MSG, type Batch, type LineBatch } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { AppError, errorWithValues, isUniqueViolation, notFound } from '../../lib/errors.js';

type Db = Kysely<Database> | Transaction<Database>;

const batchExists = () => new AppError(409, 'batch_exists', STOCK_MSG.batchExists);

const batchColumns = sql`id, listing_id, batch_no, to_char(expiry, 'YYYY-MM') AS expiry, quantity`;

/** The caller's listing, or 404 (another seller's listing is not found, as its batches are not). */
async function assertOwnListing(db: Db, sellerId: number, listingId: number): Promise<void> {
  const row = await db
    .selectFrom('listings')
    .select('id')
    .where('id', '=', listingId)
    .where('wholeseller_id', '=', sellerId)
    .executeTakeFirst();
  if (!row) throw notFound();
}

/** A listing's batches, earliest expiry first (the order shipping takes them in). */
export async function listBatches(db: Db, sellerId: number, listingId: number): Promise<Batch[]> {
  await assertOwnListing(db, sellerId, listingId);
  const { rows } = await sql<Batch>`
    SELECT ${batchColumns} FROM listing_batches
    WHERE listing_id = ${listingId} AND wholeseller_id = ${sellerId} ORDER BY expiry, id`.execute(db);
  return rows;
}

export interface BatchValues {
  batch_no: string;
  /** "YYYY-MM". */
  expiry: string;
  quantity: number;
}

export async function addBatch(db: Db, sellerId: number, listingId: number, values: BatchValues): Promise<Batch> {
  await assertOwnListing(db, sellerId, listingId);
  try {
    const { rows } = await sql<Batch>`
      INSERT INTO listing_batches (wholeseller_id, listing_id, batch_no, expiry, quantity)
      VALUES (${sellerId}, ${listingId}, ${values.batch_no}, ${`${values.expiry}-01`}::date, ${values.quantity})
      RETURNING ${batchColumns}`.execute(db);
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw batchExists();
    throw error;
  }
}

/** Changes the given fields of one of the caller's batches; another seller's batch answers 404. */
export async function updateBatch(
  db: Db,
  sellerId: number,
  batchId: number,
  changes: Partial<BatchValues>,
): Promise<Batch> {
  try {
    const { rows } = await sql<Batch>`
      UPDATE listing_batches SET
        batch_no = COALESCE(${changes.batch_no ?? null}::text, batch_no),
        expiry = COALESCE(${changes.expiry ? `${changes.expiry}-01` : null}::date, expiry),
        quantity = COALESCE(${changes.quantity ?? null}::int, quantity),
        updated_at = now()
      WHERE id = ${batchId} AND wholeseller_id = ${sellerId}
      RETURNING ${batchColumns}`.execute(db);
    if (!rows[0]) throw notFound();
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw batchExists();
    throw error;
  }
}

export async function deleteBatch(db: Db, sellerId: number, batchId: number): Promise<void> {
  const result = await db
    .deleteFrom('listing_batches')
    .where('id', '=', batchId)
    .where('wholeseller_id', '=', sellerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/**
 * Adds or replaces batches from a price-list import inside its transaction: a batch number the listing already has
 * takes the file's expiry and quantity, a new one is added.
 */
export async function upsertImportedBatches(
  trx: Transaction<Database>,
  sellerId: number,
  batches: Array<{ listing_id: number; batch_no: string; expiry: string; quantity: number }>,
): Promise<void> {
  if (batches.length === 0) return;
  await sql`
    INSERT INTO listing_batches (wholeseller_id, listing_id, batch_no, expiry, quantity)
    SELECT ${sellerId}, b.listing_id, b.batch_no, (b.expiry || '-01')::date, b.quantity
    FROM unnest(${batches.map((b) => b.listing_id)}::int[], ${batches.map((b) => b.batch_no)}::text[],
                ${batches.map((b) => b.expiry)}::text[], ${batches.map((b) => b.quantity)}::int[])
      AS b(listing_id, batch_no, expiry, quantity)
    JOIN listings l ON l.id = b.listing_id AND l.wholeseller_id = ${sellerId}
    ON CONFLICT (listing_id, batch_no) DO UPDATE SET expiry = EXCLUDED.expiry, quantity = EXCLUDED.quantity, updated_at = now()`.execute(
    trx,
  );
}

export interface LineAllocation {
  supplied: number;
  /** Why the line is short, or null when it is filled. */
  note: string | null;
}

/**
 * Takes an order's stock out of the seller's batches when it ships (inside the invoice's transaction, which runs once
 * per order): per line, batches earliest expiry first (then oldest entry), never one whose expiry month is before
 * the current month plus the seller's minimum shelf life (so never an expired one). A line that cannot be filled is
 * supplied with what there is. What went out is recorded per order line in order_batches.
 *
 * Every batch of the order's listings is locked in id order in one statement before anything is read, so two orders
 * shipping at once from the same batches queue instead of both taking the same stock (or deadlocking).
 * Only for a seller who tracks batches (the caller knows, from the settings it read with the order).
 */
export async function allocateOrderBatches(
  trx: Transaction<Database>,
  sellerId: number,
  orderId: number,
  lines: Array<{ listing_id: number; quantity: number }>,
  now: Date,
  minShelfLifeMonths: number,
): Promise<Map<number, LineAllocation>> {
  const firstSellable = addMonths(monthOf(now), minShelfLifeMonths);
  const listingIds = [...new Set(lines.map((l) => l.listing_id))];
  const { rows: batches } = listingIds.length
    ? await sql<{ id: number; listing_id: number; batch_no: string; expiry: string; quantity: number }>`
        SELECT id, listing_id, batch_no, to_char(expiry, 'YYYY-MM') AS expiry, quantity FROM listing_batches
        WHERE wholeseller_id = ${sellerId} AND listing_id = ANY(${listingIds}::int[])
        ORDER BY id FOR UPDATE`.execute(trx)
    : { rows: [] };
  const usable = batches
    .filter((b) => b.quantity > 0 && b.expiry >= firstSellable)
    .sort((a, b) => (a.expiry < b.expiry ? -1 : a.expiry > b.expiry ? 1 : a.id - b.id));

  const result = new Map<number, LineAllocation>();
  const taken: Array<{ batch: (typeof batches)[number]; quantity: number }> = [];
  for (const line of lines) {
    let remaining = line.quantity;
    for (const batch of usable) {
      if (remaining === 0) break;
      if (batch.listing_id !== line.listing_id || batch.quantity === 0) continue;
      const take = Math.min(batch.quantity, remaining);
      batch.quantity -= take;
      remaining -= take;
      taken.push({ batch, quantity: take });
    }
    const supplied = line.quantity - remaining;
    result.set(line.listing_id, {
      supplied,
      note: remaining > 0 ? STOCK_MSG.suppliedShort(supplied, line.quantity) : null,
    });
  }
  if (taken.length > 0) {
    await sql`
      UPDATE listing_batches b SET quantity = b.quantity - t.quantity, updated_at = now()
      FROM (SELECT id, sum(quantity)::int AS quantity FROM unnest(${taken.map((t) => t.batch.id)}::int[], ${taken.map((t) => t.quantity)}::int[])
            AS x(id, quantity) GROUP BY id) t
      WHERE b.id = t.id`.execute(trx);
    await sql`
      INSERT INTO order_batches (order_id, listing_id, batch_id, batch_no, expiry, quantity)
      SELECT ${orderId}, x.listing_id, x.batch_id, x.batch_no, (x.expiry || '-01')::date, x.quantity
      FROM unnest(${taken.map((t) => t.batch.listing_id)}::int[], ${taken.map((t) => t.batch.id)}::int[],
                  ${taken.map((t) => t.batch.batch_no)}::text[], ${taken.map((t) => t.batch.expiry)}::text[],
                  ${taken.map((t) => t.quantity)}::int[]) WITH ORDINALITY AS x(listing_id, batch_id, batch_no, expiry, quantity, n)
      ORDER BY x.n`.execute(trx);
  }
  return result;
}

/** What each line of an order shipped from which batch, by listing id, earliest expiry first. */
export async function batchesOfOrder(db: Db, orderId: number): Promise<Map<number, LineBatch[]>> {
  const { rows } = await sql<LineBatch & { listing_id: number }>`
    SELECT listing_id, batch_no, to_char(expiry, 'YYYY-MM') AS expiry, quantity FROM order_batches
    WHERE order_id = ${orderId} ORDER BY expiry, id`.execute(db);
  const byListing = new Map<number, LineBatch[]>();
  for (const { listing_id, ...batch } of rows) {
    const list = byListing.get(listing_id) ?? [];
    list.push(batch);
    byListing.set(listing_id, list);
  }
  return byListing;
}

/** Why each line of an invoice was supplied short by the batches (null when it was not), by listing id. */
export async function shortNotesOfInvoice(db: Db, invoiceId: number): Promise<Map<number, string>> {
  const { rows } = await sql<{ listing_id: number; stock_note: string }>`
    SELECT listing_id, stock_note FROM invoice_lines WHERE invoice_id = ${invoiceId} AND stock_note IS NOT NULL AND listing_id IS NOT NULL`.execute(
    db,
  );
  return new Map(rows.map((r) => [r.listing_id, r.stock_note]));
}

/**
 * Refuses an order holding an out-of-stock listing (400, naming the products), before anything is written.
 * `listings` are the order's listing rows as the order reads them.
 */
export function assertInStock(listings: Array<{ product_name: string; availability: string }>): void {
  const out = listings.filter((l) => l.availability === 'out_of_stock').map((l) => l.product_name);
  if (out.length > 0) throw errorWithValues(400, 'out_of_stock', { products: out });
}
