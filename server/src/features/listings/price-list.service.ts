import Papa from 'papaparse';
import { sql, type Kysely } from 'kysely';
import {
  lineNet,
  MSG_BEYOND,
  PRICE_LIST_EXPORT_COLUMNS,
  type PriceListCounts,
  type PriceListPreview,
  type PriceListApplyResult,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { sellerListings } from './listings.service.js';
import { randomToken } from '../../lib/crypto.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { ReadFile } from './price-list-file.js';
import { applyImportedBatches } from '../stock/stock-import.js';
import {
  compareWithListings,
  judgeRows,
  parseRows,
  type ApplyRow,
  type CatalogueProduct,
  type CurrentListing,
} from './price-list-rows.js';

/** A preview stays applicable for an hour. */
const IMPORT_TTL_MS = 60 * 60 * 1000;

/** Reads the products the file names, in one query (codes exact, names without case). */
async function loadCandidates(db: Kysely<Database>, codes: string[], names: string[]): Promise<CatalogueProduct[]> {
  if (!codes.length && !names.length) return [];
  // JSON arrays as parameters: one form both PostgreSQL and PGlite take for thousands of values.
  const result = await sql<CatalogueProduct>`
    SELECT id, product_code, product_name, manufacturer, is_disabled FROM products
    WHERE product_code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))
       OR lower(product_name) IN (SELECT jsonb_array_elements_text(${JSON.stringify(names)}::jsonb))`.execute(db);
  return result.rows;
}

async function loadListings(
  db: Kysely<Database>,
  sellerId: number,
  productIds: number[],
): Promise<Map<number, CurrentListing>> {
  if (!productIds.length) return new Map();
  const result = await sql<CurrentListing>`
    SELECT product_id, offer, bonus, total_price, availability FROM listings
    WHERE wholeseller_id = ${sellerId}
      AND product_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))::int)`.execute(db);
  return new Map(
    result.rows.map((r) => [r.product_id, { ...r, offer: Number(r.offer), total_price: Number(r.total_price) }]),
  );
}

/**
 * Compares every row of the file with the catalogue and the seller's list, stores what applying would change, and
 * answers the preview. Nothing in the listings changes here.
 */
export async function previewPriceList(
  db: Kysely<Database>,
  sellerId: number,
  file: ReadFile,
): Promise<PriceListPreview> {
  const { columns, names, parsed } = parseRows(file);
  const codes = [...new Set(parsed.map((p) => p.code).filter(Boolean))];
  const lowerNames = [...new Set(parsed.map((p) => p.name.toLowerCase()).filter(Boolean))];
  const rows = judgeRows(parsed, await loadCandidates(db, codes, lowerNames));
  const matchedIds = rows.filter((r) => r.status !== 'refused').map((r) => r.product_id!);
  const apply = compareWithListings(rows, await loadListings(db, sellerId, matchedIds), columns);

  const counts: PriceListCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.status]++;

  const importId = randomToken(24);
  const expiresAt = new Date(Date.now() + IMPORT_TTL_MS);
  // Sweep old previews here: no scheduler needed, and the table stays small.
  await db.deleteFrom('price_list_imports').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('price_list_imports')
    .values({
      id: importId,
      wholeseller_id: sellerId,
      rows: JSON.stringify({ apply, refused: counts.refused, unchanged: counts.unchanged }),
      expires_at: expiresAt,
    })
    .execute();

  return {
    import_id: importId,
    format: file.format,
    encoding: file.encoding,
    columns: names,
    counts,
    rows,
    expires_at: expiresAt.toISOString(),
  };
}

/**
 * Applies a preview in one transaction, all or nothing: a preview with refused rows changes nothing unless the
 * seller chose to skip them, and a product disabled since the preview cancels the whole import. One set-based
 * upsert, so 5,000 rows take one statement.
 */
export async function applyPriceList(
  db: Kysely<Database>,
  sellerId: number,
  importId: string,
  skipRefused: boolean,
): Promise<PriceListApplyResult> {
  return db.transaction().execute(async (trx) => {
    // Claiming the preview by deleting it makes it single use, even with two clicks or two app instances.
    const claimed = await trx
      .deleteFrom('price_list_imports')
      .where('id', '=', importId)
      .where('wholeseller_id', '=', sellerId)
      .where('expires_at', '>', new Date())
      .returning('rows')
      .executeTakeFirst();
    if (!claimed) throw notFound(MSG_BEYOND.importExpired);
    const stored = (typeof claimed.rows === 'string' ? JSON.parse(claimed.rows) : claimed.rows) as {
      apply: ApplyRow[];
      refused: number;
      unchanged: number;
    };
    if (stored.refused > 0 && !skipRefused) throw badRequest(MSG_BEYOND.importHasRefusedRows);
    const result: PriceListApplyResult = {
      inserted: 0,
      updated: 0,
      unchanged: stored.unchanged,
      skipped: stored.refused,
    };
    if (!stored.apply.length) return result;

    const payload = JSON.stringify(stored.apply);
    const gone = await sql<{ n: number }>`
      SELECT count(*)::int AS n
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(product_id int)
      LEFT JOIN products p ON p.id = x.product_id AND NOT p.is_disabled
      WHERE p.id IS NULL`.execute(trx);
    if ((gone.rows[0]?.n ?? 0) > 0) throw new AppError(409, 'conflict', MSG_BEYOND.catalogueChanged);

    const upserted = await sql<{ inserted: boolean }>`
      INSERT INTO listings (wholeseller_id, product_id, offer, bonus, total_price, availability)
      SELECT ${sellerId}, x.product_id, x.offer, x.bonus, x.total_price, COALESCE(x.availability, 'in_stock')
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(product_id int, offer numeric, bonus text, total_price numeric, availability text)
      ON CONFLICT (wholeseller_id, product_id) DO UPDATE
        SET offer = EXCLUDED.offer, bonus = EXCLUDED.bonus, total_price = EXCLUDED.total_price,
            availability = EXCLUDED.availability,
            updated_at = now()
        WHERE (listings.offer, listings.bonus, listings.total_price, listings.availability)
              IS DISTINCT FROM (EXCLUDED.offer, EXCLUDED.bonus, EXCLUDED.total_price, EXCLUDED.availability)
      RETURNING (xmax = 0) AS inserted`.execute(trx);
    for (const row of upserted.rows) {
      if (row.inserted) result.inserted++;
      else result.updated++;
    }
    await applyImportedBatches(trx, sellerId, stored.apply);
    // Rows someone else already set to the same values since the preview are unchanged now.
    result.unchanged += stored.apply.length - upserted.rows.length;
    return result;
  });
}

/** The seller's current list as CSV, in the columns the import reads; safe to open in a spreadsheet. */
export async function exportPriceList(db: Kysely<Database>, sellerId: number): Promise<string> {
  const rows = await sellerListings(db, sellerId);
  const data = rows.map((r) => [
    r.product_code,
    r.product_name,
    r.manufacturer,
    Number(r.offer),
    r.bonus || 'None',
    Number(r.total_price).toFixed(2),
    lineNet(Number(r.total_price), 1, Number(r.offer)).toFixed(2),
  ]);
  // escapeFormulae puts a quote before = + - @ (and tab, CR) so that a spreadsheet shows the text, never runs it.
  const csv = Papa.unparse({ fields: [...PRICE_LIST_EXPORT_COLUMNS], data }, { escapeFormulae: true, newline: '\r\n' });
  // The BOM makes Excel read the file as UTF-8.
  return '\uFEFF' + csv + '\r\n';
}
