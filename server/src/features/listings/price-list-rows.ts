import { MAX_BONUS, MAX_PRICE, MSG_BEYOND, roundToPaisa, sameMoney, type PriceListPreviewRow } from '@dawalink/shared';
import { errorWithValues } from '../../lib/errors.js';
import { parseStockCells, STOCK_HEADER_ALIASES, type StockCells } from '../stock/stock-import.js';
import type { Cell, ReadFile } from './price-list-file.js';

/*
 * A price list's rows, from the file's cells to what applying it would change: pure functions (no database), so the
 * service (price-list.service.ts) only loads the products and listings they compare with and stores the preview.
 */

export type Field =
  | 'code'
  | 'name'
  | 'manufacturer'
  | 'offer'
  | 'bonus'
  | 'price'
  | (typeof STOCK_HEADER_ALIASES)[keyof typeof STOCK_HEADER_ALIASES];

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
  ...STOCK_HEADER_ALIASES,
};
const normaliseHeader = (h: Cell) =>
  String(h ?? '')
    .toLowerCase()
    .replace(/%/g, 'percent')
    .replace(/[^a-z0-9]/g, '');

/** Finds the header row (a title row above it is allowed) and which column holds what. */
function mapColumns(file: ReadFile): { headerIndex: number; columns: Partial<Record<Field, number>>; names: string[] } {
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
  const found = (file.rows[0]?.cells ?? [])
    .map((c) => String(c ?? '').trim())
    .filter(Boolean)
    .slice(0, 10);
  throw errorWithValues(400, 'price_list_columns', {
    found: found.map((f) => (f.length > 40 ? f.slice(0, 40) + '…' : f)).join(', '),
  });
}

/**
 * A cell as text. Our export writes a quote before a text starting with = + - @ (so that a spreadsheet does not run
 * it as a formula); reading it back drops that quote so that a file round-trips unchanged.
 */
function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell).trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** A price as a number: `1250`, `1,250.50`, `Rs. 1,250/-`. Anything else (a formula's text, "abc") is null. */
function parsePrice(cell: Cell | undefined): number | null | 'empty' {
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
function parseOffer(cell: Cell | undefined): number | null {
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
function parseBonus(cell: Cell | undefined): string | null {
  const text = cellText(cell);
  if (text === '' || text === '0' || text.toLowerCase() === 'none') return '';
  return text.length > MAX_BONUS ? null : text;
}

export interface CatalogueProduct {
  id: number;
  product_code: string;
  product_name: string;
  manufacturer: string;
  is_disabled: boolean;
}
export interface CurrentListing {
  product_id: number;
  offer: number;
  bonus: string;
  total_price: number;
  availability?: string;
}
export interface ApplyRow {
  product_id: number;
  offer: number;
  bonus: string;
  total_price: number;
  /** Absent: the listing keeps its availability (a new one is in stock). */
  availability?: string | null;
  batch?: { batch_no: string; expiry: string; quantity: number } | null;
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

/** A data row as read: its line in the file and each column's parsed value (undefined: the column is absent). */
export interface ParsedRow {
  line: number;
  code: string;
  name: string;
  manufacturer: string;
  price: number | null | 'empty';
  offer: number | null | undefined;
  bonus: string | null | undefined;
  stock: StockCells;
}

/** The file's columns and its data rows, each cell parsed. */
export function parseRows(file: ReadFile): {
  columns: Partial<Record<Field, number>>;
  names: string[];
  parsed: ParsedRow[];
} {
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
    stock: parseStockCells(at(cells, 'availability'), at(cells, 'batch'), at(cells, 'expiry'), at(cells, 'stock_qty')),
  }));
  return { columns, names, parsed };
}

/**
 * Each row matched to its catalogue product (among `candidates`, the products the file names) and judged: refused
 * with its reason, or new. The same product twice refuses the later rows.
 */
export function judgeRows(parsed: ParsedRow[], candidates: CatalogueProduct[]): PriceListPreviewRow[] {
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
      availability: p.stock.availability ?? null,
      batch: p.stock.batch ?? null,
    };
    const match = matchProduct(p.code, p.name, p.manufacturer, byCode, byName);
    if ('reason' in match) return { ...base, reason: match.reason };
    const named = {
      ...base,
      product_id: match.id,
      product_code: match.product_code,
      product_name: match.product_name,
      manufacturer: match.manufacturer,
    };
    if (match.is_disabled) return { ...named, reason: MSG_BEYOND.reasonDisabledProduct };
    if (p.price === 'empty') return { ...named, reason: MSG_BEYOND.reasonPriceMissing };
    if (p.price === null) return { ...named, reason: MSG_BEYOND.reasonBadPrice };
    if (p.offer === null) return { ...named, reason: MSG_BEYOND.reasonBadOffer };
    if (p.bonus === null) return { ...named, reason: MSG_BEYOND.reasonBadBonus };
    if (p.stock.reason) return { ...named, reason: p.stock.reason };
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
  return rows;
}

/**
 * Marks each accepted row new, changed or unchanged against the seller's `current` listings, fills the columns the
 * file left out from them, and answers the rows applying would write.
 */
export function compareWithListings(
  rows: PriceListPreviewRow[],
  current: Map<number, CurrentListing>,
  columns: Partial<Record<Field, number>>,
): ApplyRow[] {
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
      const same =
        sameMoney(existing.offer, offer) &&
        existing.bonus === bonus &&
        sameMoney(existing.total_price, row.total_price!) &&
        (row.availability == null || row.availability === existing.availability) &&
        !row.batch;
      row.status = same ? 'unchanged' : 'changed';
    }
    if (row.status !== 'unchanged') {
      apply.push({
        product_id: row.product_id!,
        offer,
        bonus,
        total_price: row.total_price!,
        availability: row.availability ?? existing?.availability ?? 'in_stock',
        batch: row.batch ?? null,
      });
    }
  }
  return apply;
}
