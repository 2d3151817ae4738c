import { formatNumber } from './number-format.js';
import { PRICE_LIST_MAX_UNPACKED } from './constants.js';

/** Texts of the features beyond the spec (price list import/export, live orders, dashboard). */
export const MSG_BEYOND = {
  // price list import
  fileTooLarge: 'The file is larger than 10 MB. Split it into smaller files',
  fileEmpty: 'The file is empty',
  fileUnpacksTooLarge: `The spreadsheet holds more than ${PRICE_LIST_MAX_UNPACKED / 1024 / 1024} MB of data once unpacked. Split it into smaller files`,
  importBusy: 'Other price lists are being read right now. Please try again in a few seconds',
  fileUnreadable: 'This file is not a CSV or Excel (.xlsx) file',
  fileControlCharacter: (row: number, column: string) =>
    `Row ${row}, column ${column} holds a character a price list cannot have (such as a NUL). Correct the cell and upload again`,
  oldExcelFormat: 'Old Excel files (.xls) are not supported. Save the file as .xlsx or CSV and try again',
  fileTooManyRows: (max: number) => `The file has more than ${formatNumber(max)} rows. Split it into smaller files`,
  missingColumns: (found: string) =>
    `The file needs the columns "Product Code" or "Product Name", and "T.P". Columns found: ${found || 'none'}`,
  fileNotText: 'The file could not be read as text. Save it as CSV (UTF-8) and try again',
  importExpired: 'This preview has expired. Upload the file again',
  importHasRefusedRows: 'Some rows are refused. Fix them, or choose to skip them',
  importNothingToApply: 'Nothing to change: every row is unchanged or refused',
  catalogueChanged: 'The catalogue changed since the preview. Upload the file again',
  priceListApplied: (inserted: number, updated: number) => `Price list updated: ${inserted} new, ${updated} changed`,

  // refusal reasons of one row
  reasonUnknownProduct: 'Unknown product',
  reasonAmbiguousCode: 'Product code matches several products; add the Product Name',
  reasonAmbiguousName: 'Product name matches several products; add the Product Code or Manufacturer',
  reasonDisabledProduct: 'Product is disabled in the catalogue',
  reasonNoProduct: 'Product Code or Product Name is required',
  reasonPriceMissing: 'T.P is required',
  reasonBadPrice: 'T.P is not a valid price',
  reasonBadOffer: 'Offer must be a number between 0 and 100',
  reasonBadBonus: 'Bonus is longer than 50 characters',
  reasonDuplicate: (row: number) => `Duplicate row (same product as row ${row})`,

  // live orders
  /** With the phone when known: two retailers of one seller may share a store name. */
  newOrderFrom: (store: string, phone?: string | null) => `New order from ${store}${phone ? ` (${phone})` : ''}`,
  /** The tab title while new orders wait to be seen. */
  unseenOrdersTitle: (count: number, title: string) => `(${count}) ${title}`,
  newOrderSoundLabel: 'Play a sound when a new order arrives',
  timeZoneLabel: 'Time zone (days on the dashboard and dates on orders)',
  newOrderSms: (id: number, store: string, total: string) => `DawaLink: new order #${id} from ${store}, ${total}.`,

  // dashboard
  badTimeZone: 'Unknown time zone',
} as const;
