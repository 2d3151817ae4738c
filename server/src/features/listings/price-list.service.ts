import Papa from 'papaparse';
import { sql, type Kysely } from 'kysely';
import {
  lineNet,
  MAX_BONUS,
  MAX_PRICE,
  roundToPaisa,
  sameMoney,
  MSG_BEYOND,
  PRICE_LIST_EXPORT_COLUMNS,
  type PriceListCounts,
  type PriceListPreview,
  type PriceListPreviewRow,
  type PriceListApplyResult,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { sellerListings } from './listings.service.js';
import { randomToken } from '../../lib/crypto.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { Cell, ReadFile } from './price-list-file.js';


/** A preview stays applicable for an hour. */
const IMPORT_TTL_MS = 60 * 60 * 1000;

type Field = 'code' | 'name' | 'manufacturer' | 'offer' | 'bonus' | 'price';

/** Header names as people write them, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<string, Field> = {
  productcode: 'code',
  code: 'code',
  itemcode: 'code',
  productname: 'name',
  name: 'name',
  product: 'name',
  item: 'name',
  itemname: 'name',
  manufacturer: 'manufacturer',
  company: 'manufacturer',
  offer: 'offer',
  offerpercent: 'offer',
  discount: 'offer',
  bonus: 'bonus',
  tp: 'price',
  totalprice: 'price',
  tradeprice: 'price',
  price: 'price',
};
const normaliseHeader = (h: Cell) => String(h ?? '').toLowerCase().replace(/%/g, 'percent').replace(/[^a-z0-9]/g, '');

/** Finds the header row (a title row above it is allowed) and which column holds what. */
export function mapColumns(file: ReadFile): { headerIndex: number; columns: Partial<Record<Field, number>>; names: string[] } {
  for (let i = 0; i < Math.min(file.rows.length, 10); i++) {
    const columns: Partial<Record<Field, number>> = {};
    file.rows[i].cells.forEach((cell, c) => {
      const field = HEADER_ALIASES[normaliseHeader(cell)];
      if (field && columns[field] === undefined) columns[field] = c;
    });
    if (columns.price !== undefined && (columns.code !== undefined || columns.name !== undefined)) {
      return { headerIndex: i, columns, names: file.rows[i].cells.map((c) => String(c ?? '').trim()).filter(Boolean) };
    }
  }
  const found = (file.rows[0]?.cells ?? []).map((c) => String(c ?? '').trim()).filter(Boolean).slice(0, 10);
  throw badRequest(MSG_BEYOND.missingColumns(found.map((f) => (f.length > 40 ? f.slice(0, 40) + '…' : f)).join(', ')));
}

/**
 * A cell as text. Our export writes a quote before a text starting with = + - @ (so that a spreadsheet does not run
 * it as a formula); reading it back drops that quote so that a file round-trips unchanged.
 */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell).trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** A price as a number: `1250`, `1,250.50`, `Rs. 1,250/-`. Anything else (a formula's text, "abc") is null. */
export function parsePrice(cell: Cell | undefined): number | null | 'empty' {
  if (cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '')) return 'empty';
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const cleaned = cell
      .trim()
      .replace(/^rs\.?\s*/i, '')
      .replace(/\s*\/-$/, '')
      .replace(/(\d),(?=\d{3}\b)/g, '$1');
    if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
    value = Number(cleaned);
  }
  if (!Number.isFinite(value) || value < 0 || value > MAX_PRICE) return null;
  return roundToPaisa(value);
}

/** An offer percentage: `10`, `7.5`, `10%`; empty is 0. */
export function parseOffer(cell: Cell | undefined): number | null {
  if (cell === null || cell === undefined) return 0;
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const cleaned = cell.trim().replace(/\s*%$/, '');
    if (cleaned === '') return 0;
    if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
    value = Number(cleaned);
  }
  if (!Number.isFinite(value) || value < 0 || value > 100) return null;
  return roundToPaisa(value);
}

/** Bonus as stored: "None", "0" and empty are no bonus. */
export function parseBonus(cell: Cell | undefined): string | null {
  const text = cellText(cell);
  if (text === '' || text === '0' || text.toLowerCase() === 'none') return '';
  return text.length > MAX_BONUS ? null : text;
}

interface CatalogueProduct {
  id: number;
  product_code: string;
  product_name: string;
  manufacturer: string;
  is_disabled: boolean;
}
interface CurrentListing {
  product_id: number;
  offer: number;
  bonus: string;
  total_price: number;
}
interface ApplyRow {
  product_id: number;
  offer: number;
  bonus: string;
  total_price: number;
}

const lower = (s: string) => s.toLowerCase();

/** Picks the one product a row means, or says why it cannot. */
function matchProduct(
  code: string,
  name: string,
  manufacturer: string,
  byCode: Map<string, CatalogueProduct[]>,
  byName: Map<string, CatalogueProduct[]>,
): CatalogueProduct | { reason: string } {
  // Several products share a 4-character code, and a name may exist under two manufacturers: narrow by the
  // other columns, then prefer the one product that is still sold.
  const narrow = (list: CatalogueProduct[]) => {
    let out = list;
    if (manufacturer) {
      const m = out.filter((p) => lower(p.manufacturer) === lower(manufacturer));
      if (m.length) out = m;
    }
    if (out.length > 1) {
      const enabled = out.filter((p) => !p.is_disabled);
      if (enabled.length === 1) out = enabled;
    }
    return out;
  };
  if (code) {
    let list = byCode.get(code) ?? [];
    if (list.length > 1 && name) {
      const n = list.filter((p) => lower(p.product_name) === lower(name));
      if (n.length) list = n;
    }
    list = narrow(list);
    if (list.length === 1) return list[0];
    if (list.length > 1 && !name) return { reason: MSG_BEYOND.reasonAmbiguousCode };
  }
  if (name) {
    const list = narrow(byName.get(lower(name)) ?? []);
    if (list.length === 1) return list[0];
    if (list.length > 1) return { reason: MSG_BEYOND.reasonAmbiguousName };
  }
  if (!code && !name) return { reason: MSG_BEYOND.reasonNoProduct };
  return { reason: MSG_BEYOND.reasonUnknownProduct };
}

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

async function loadListings(db: Kysely<Database>, sellerId: number, productIds: number[]): Promise<Map<number, CurrentListing>> {
  if (!productIds.length) return new Map();
  const result = await sql<CurrentListing>`
    SELECT product_id, offer, bonus, total_price FROM listings
    WHERE wholeseller_id = ${sellerId}
      AND product_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))::int)`.execute(db);
  return new Map(result.rows.map((r) => [r.product_id, { ...r, offer: Number(r.offer), total_price: Number(r.total_price) }]));
}

/**
 * Compares every row of the file with the catalogue and the seller's list, stores what applying would change, and
 * answers the preview. Nothing in the listings changes here.
 */
export async function previewPriceList(db: Kysely<Database>, sellerId: number, file: ReadFile): Promise<PriceListPreview> {
  const { headerIndex, columns, names } = mapColumns(file);
  const dataRows = file.rows.slice(headerIndex + 1);
  const at = (cells: Cell[], field: Field) => (columns[field] === undefined ? undefined : cells[columns[field]!]);

  const parsed = dataRows.map(({ line, cells }) => ({
    line,
    code: cellText(at(cells, 'code')),
    name: cellText(at(cells, 'name')),
    manufacturer: cellText(at(cells, 'manufacturer')),
    price: parsePrice(at(cells, 'price')),
    offer: columns.offer === undefined ? undefined : parseOffer(at(cells, 'offer')),
    bonus: columns.bonus === undefined ? undefined : parseBonus(at(cells, 'bonus')),
  }));

  const codes = [...new Set(parsed.map((p) => p.code).filter(Boolean))];
  const lowerNames = [...new Set(parsed.map((p) => lower(p.name)).filter(Boolean))];
  const candidates = await loadCandidates(db, codes, lowerNames);
  const byCode = new Map<string, CatalogueProduct[]>();
  const byName = new Map<string, CatalogueProduct[]>();
  for (const p of candidates) {
    byCode.set(p.product_code, [...(byCode.get(p.product_code) ?? []), p]);
    byName.set(lower(p.product_name), [...(byName.get(lower(p.product_name)) ?? []), p]);
  }

  const rows: PriceListPreviewRow[] = parsed.map((p) => {
    const base: PriceListPreviewRow = {
      row: p.line,
      status: 'refused',
      reason: null,
      product_id: null,
      product_code: p.code.slice(0, 100),
      product_name: p.name.slice(0, 200),
      manufacturer: p.manufacturer.slice(0, 100),
      offer: typeof p.offer === 'number' ? p.offer : null,
      bonus: typeof p.bonus === 'string' ? p.bonus : '',
      total_price: typeof p.price === 'number' ? p.price : null,
      old_offer: null,
      old_bonus: null,
      old_total_price: null,
    };
    const match = matchProduct(p.code, p.name, p.manufacturer, byCode, byName);
    if ('reason' in match) return { ...base, reason: match.reason };
    const named = { ...base, product_id: match.id, product_code: match.product_code, product_name: match.product_name, manufacturer: match.manufacturer };
    if (match.is_disabled) return { ...named, reason: MSG_BEYOND.reasonDisabledProduct };
    if (p.price === 'empty') return { ...named, reason: MSG_BEYOND.reasonPriceMissing };
    if (p.price === null) return { ...named, reason: MSG_BEYOND.reasonBadPrice };
    if (p.offer === null) return { ...named, reason: MSG_BEYOND.reasonBadOffer };
    if (p.bonus === null) return { ...named, reason: MSG_BEYOND.reasonBadBonus };
    return { ...named, status: 'new' };
  });

  // The same product twice: the first row counts, later ones are refused (and the first too when they disagree,
  // since then nobody can tell which price is meant).
  const firstRow = new Map<number, PriceListPreviewRow>();
  for (const row of rows) {
    if (row.status === 'refused' || row.product_id === null) continue;
    const first = firstRow.get(row.product_id);
    if (!first) {
      firstRow.set(row.product_id, row);
      continue;
    }
    row.status = 'refused';
    row.reason = MSG_BEYOND.reasonDuplicate(first.row);
    const agrees = first.total_price === row.total_price && first.offer === row.offer && first.bonus === row.bonus;
    if (!agrees && first.status !== 'refused') {
      first.status = 'refused';
      first.reason = MSG_BEYOND.reasonDuplicate(row.row);
    }
  }

  const matchedIds = rows.filter((r) => r.status !== 'refused').map((r) => r.product_id!);
  const current = await loadListings(db, sellerId, matchedIds);
  const apply: ApplyRow[] = [];
  for (const row of rows) {
    if (row.status === 'refused') continue;
    const existing = current.get(row.product_id!);
    // A column left out of the file keeps the seller's value (or the default for a new listing).
    const offer = row.offer ?? existing?.offer ?? 0;
    const bonus = columns.bonus === undefined ? (existing?.bonus ?? '') : row.bonus;
    row.offer = offer;
    row.bonus = bonus;
    if (existing) {
      row.old_offer = existing.offer;
      row.old_bonus = existing.bonus;
      row.old_total_price = existing.total_price;
      const same = sameMoney(existing.offer, offer) && existing.bonus === bonus && sameMoney(existing.total_price, row.total_price!);
      row.status = same ? 'unchanged' : 'changed';
    }
    if (row.status !== 'unchanged') apply.push({ product_id: row.product_id!, offer, bonus, total_price: row.total_price! });
  }

  const counts: PriceListCounts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.status]++;

  const importId = randomToken(24);
  const expiresAt = new Date(Date.now() + IMPORT_TTL_MS);
    // Sweep old previews here: no scheduler needed, and the table stays small.
  await db.deleteFrom('price_list_imports').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('price_list_imports')
    .values({ id: importId, wholeseller_id: sellerId, rows: JSON.stringify({ apply, refused: counts.refused, unchanged: counts.unchanged }), expires_at: expiresAt })
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
    const result: PriceListApplyResult = { inserted: 0, updated: 0, unchanged: stored.unchanged, skipped: stored.refused };
    if (!stored.apply.length) return result;

    const payload = JSON.stringify(stored.apply);
    const gone = await sql<{ n: number }>`
      SELECT count(*)::int AS n
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(product_id int)
      LEFT JOIN products p ON p.id = x.product_id AND NOT p.is_disabled
      WHERE p.id IS NULL`.execute(trx);
    if ((gone.rows[0]?.n ?? 0) > 0) throw new AppError(409, 'conflict', MSG_BEYOND.catalogueChanged);

    const upserted = await sql<{ inserted: boolean }>`
      INSERT INTO listings (wholeseller_id, product_id, offer, bonus, total_price)
      SELECT ${sellerId}, x.product_id, x.offer, x.bonus, x.total_price
      FROM jsonb_to_recordset(${payload}::jsonb) AS x(product_id int, offer numeric, bonus text, total_price numeric)
      ON CONFLICT (wholeseller_id, product_id) DO UPDATE
        SET offer = EXCLUDED.offer, bonus = EXCLUDED.bonus, total_price = EXCLUDED.total_price, updated_at = now()
        WHERE (listings.offer, listings.bonus, listings.total_price)
              IS DISTINCT FROM (EXCLUDED.offer, EXCLUDED.bonus, EXCLUDED.total_price)
      RETURNING (xmax = 0) AS inserted`.execute(trx);
    for (const row of upserted.rows) {
      if (row.inserted) result.inserted++;
      else result.updated++;
    }
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
