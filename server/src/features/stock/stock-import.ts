import type { Transaction } from 'kysely';
import { batchCreateSchema, parseAvailability, STOCK_MSG, type Availability } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { upsertImportedBatches } from './stock.service.js';

/** A price list's stock columns, by header as people write them (compared without case, spaces or punctuation). */
export const STOCK_HEADER_ALIASES = {
  availability: 'availability',
  stock: 'availability',
  stockstatus: 'availability',
  instock: 'availability',
  batch: 'batch',
  batchno: 'batch',
  batchnumber: 'batch',
  lot: 'batch',
  lotno: 'batch',
  expiry: 'expiry',
  exp: 'expiry',
  expirydate: 'expiry',
  expirymonth: 'expiry',
  expdate: 'expiry',
  qty: 'stock_qty',
  quantity: 'stock_qty',
  stockqty: 'stock_qty',
  batchqty: 'stock_qty',
} as const;

type Cell = string | number | boolean | Date | null | undefined;

export interface StockCells {
  availability?: Availability;
  batch?: { batch_no: string; expiry: string; quantity: number };
  /** Why the row's stock columns cannot be taken, or undefined. */
  reason?: string;
}

const blank = (c: Cell) => c === null || c === undefined || String(c).trim() === '';

/**
 * A row's stock cells: an availability word or number, and a batch when any of batch, expiry, quantity is filled
 * (then all three must be, with the same limits as a batch entered by hand: no past expiry, no negative quantity).
 */
export function parseStockCells(availability: Cell, batch: Cell, expiry: Cell, quantity: Cell): StockCells {
  const out: StockCells = {};
  if (!blank(availability)) {
    const a = parseAvailability(availability);
    if (a === null) return { reason: STOCK_MSG.availabilityInvalid };
    out.availability = a;
  }
  if (blank(batch) && blank(expiry) && blank(quantity)) return out;
  const parsed = batchCreateSchema.safeParse({
    batch_no: blank(batch) ? '' : String(batch),
    // A spreadsheet's date cell arrives as its serial number (days since 30 December 1899).
    expiry:
      typeof expiry === 'number' && expiry > 20_000
        ? new Date(Date.UTC(1899, 11, 30) + expiry * 86_400_000)
        : expiry instanceof Date
          ? expiry
          : String(expiry ?? ''),
    quantity:
      typeof quantity === 'number'
        ? quantity
        : String(quantity ?? '').trim() === ''
          ? undefined
          : String(quantity).trim(),
  });
  if (!parsed.success) return { reason: parsed.error.issues[0]?.message ?? STOCK_MSG.batchNoRequired };
  out.batch = parsed.data;
  return out;
}

/** After a price list's listings are written: the batches its rows carry, on the listings of those products. */
export async function applyImportedBatches(
  trx: Transaction<Database>,
  sellerId: number,
  rows: Array<{ product_id: number; batch?: { batch_no: string; expiry: string; quantity: number } | null }>,
): Promise<void> {
  const withBatch = rows.filter((r) => r.batch);
  if (withBatch.length === 0) return;
  const listings = await trx
    .selectFrom('listings')
    .select(['id', 'product_id'])
    .where('wholeseller_id', '=', sellerId)
    .where(
      'product_id',
      'in',
      withBatch.map((r) => r.product_id),
    )
    .execute();
  const byProduct = new Map(listings.map((l) => [l.product_id, l.id]));
  await upsertImportedBatches(
    trx,
    sellerId,
    withBatch
      .filter((r) => byProduct.has(r.product_id))
      .map((r) => ({ listing_id: byProduct.get(r.product_id)!, ...r.batch! })),
  );
}
