/*
 * The price list file's fixed points, without zod: the upload screen reads them before any check runs, so its first
 * load does not carry the schemas (schemas/price-list.ts checks the calls with them).
 */

export const PRICE_LIST_MAX_BYTES = 10 * 1024 * 1024;
/** The columns of the exported file, in order; the import reads the same names (and a few usual variants). */
export const PRICE_LIST_COLUMNS = ['Product Code', 'Product Name', 'Manufacturer', 'Offer', 'Bonus', 'T.P'] as const;
/** The export adds what a unit costs a buyer after the offer (lineNet of T.P and offer): to read, the import skips it. */
export const PRICE_LIST_EXPORT_COLUMNS = [...PRICE_LIST_COLUMNS, 'Net'] as const;

export const PRICE_ROW_STATUSES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type PriceRowStatus = (typeof PRICE_ROW_STATUSES)[number];
