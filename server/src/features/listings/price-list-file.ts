import Papa from 'papaparse';
import { MSG_BEYOND, PRICE_LIST_MAX_ROWS, PRICE_LIST_MAX_UNPACKED } from '@dawalink/shared';
import { AppError, badRequest, errorWithValues } from '../../lib/errors.js';
import { readFirstSheet, XlsxError } from './price-list-xlsx.js';

/** A cell as read from either format: text, a number, or nothing. */
export type Cell = string | number | null;

export interface ReadFile {
  format: 'csv' | 'xlsx';
  encoding: string;
  /** Every row of the first sheet, with its 1-based line/row number in the file; empty rows left out. */
  rows: Array<{ line: number; cells: Cell[] }>;
}

const XLSX_MAX_ENTRIES = 2000;
/** Columns of a sheet that are read; a price list has about six, and nothing past these is ever looked at. */
const XLSX_MAX_COLUMNS = 256;
/** A CSV whose first 64 KB are more than this share of control characters is a binary file, not a damaged list. */
const BINARY_SHARE = 0.01;
/**
 * Characters no price list has and the database cannot take (NUL), or that only a damaged file holds: the other
 * C0 controls (tab, line feed and carriage return are text), DEL, the non-characters U+FFFE/U+FFFF, and a lone
 * half of a surrogate pair (from `&#xD800;` in an .xlsx), which PostgreSQL refuses in JSON.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|\p{Cs}/u;

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/**
 * Files parsed at once in this process, and how many more may wait for a turn: a parse holds a few times the
 * file's unpacked size in memory, so this bounds an import burst to a known amount instead of one per request.
 * More than that answers 503 with Retry-After.
 */
export const PARSE_SLOTS = 2;
export const PARSE_WAITING = 4;
let parsing = 0;
const waiting: Array<() => void> = [];

async function withParseSlot<T>(work: () => Promise<T>): Promise<T> {
  if (parsing >= PARSE_SLOTS) {
    if (waiting.length >= PARSE_WAITING) throw new AppError(503, 'busy', MSG_BEYOND.importBusy, { 'retry-after': '5' });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    parsing++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (the count stays), or is given back.
    const next = waiting.shift();
    if (next) next();
    else parsing--;
  }
}

/** Reads a CSV or .xlsx file into rows of cells. The format is told by the bytes, never by the file name. */
export function readPriceListFile(buf: Buffer): Promise<ReadFile> {
  return withParseSlot(async () => readAnyFile(buf));
}

function readAnyFile(buf: Buffer): ReadFile {
  if (buf.length === 0) throw badRequest(MSG_BEYOND.fileEmpty);
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return readXlsx(buf);
  // OLE2 compound file: the old binary .xls format.
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0])) throw badRequest(MSG_BEYOND.oldExcelFormat);
  return readCsv(buf);
}

/**
 * Text as Excel and other tools save it: UTF-8 (with or without BOM), UTF-16 with a BOM ("Unicode text"), or,
 * when the bytes are not valid UTF-8, the Windows code page Excel uses for "CSV" in this region (windows-1252).
 */
export function decodeText(buf: Buffer): { text: string; encoding: string } {
  if (startsWith(buf, [0xef, 0xbb, 0xbf]))
    return { text: new TextDecoder('utf-8').decode(buf.subarray(3)), encoding: 'utf-8' };
  if (startsWith(buf, [0xff, 0xfe]))
    return { text: new TextDecoder('utf-16le').decode(buf.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(buf, [0xfe, 0xff]))
    return { text: new TextDecoder('utf-16be').decode(buf.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buf), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(buf), encoding: 'windows-1252' };
  }
}

/** Signatures of files people upload by mistake: PNG, JPEG, GIF, PDF, gzip. */
const BINARY_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x1f, 0x8b],
];

function readCsv(buf: Buffer): ReadFile {
  if (BINARY_SIGNATURES.some((signature) => startsWith(buf, signature))) throw badRequest(MSG_BEYOND.fileUnreadable);
  const { text, encoding } = decodeText(buf);
  // Many control bytes mean a binary file (a zip that lost its header, a database file): say so clearly. A few in
  // text are refused below with the row and column where they are.
  const head = text.slice(0, 64 * 1024);
  // eslint-disable-next-line no-control-regex -- counting control bytes is the point
  const controls = head.match(/[\u0000-\u0008\u000e-\u001f]/g)?.length ?? 0;
  if (controls > Math.max(1, head.length * BINARY_SHARE)) throw badRequest(MSG_BEYOND.fileUnreadable);
  // Papaparse guesses the delimiter (comma, semicolon, tab) as spreadsheets in other locales write it; the guess
  // is made without empty lines (they confuse it), the parse keeps them so that row numbers are the file's lines.
  const guessed = Papa.parse<string[]>(head, {
    skipEmptyLines: 'greedy',
    preview: 50,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  // Rows are counted while they are read: the parse stops at the first row past the cap.
  const rows: ReadFile['rows'] = [];
  let line = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: guessed.meta.delimiter || ',',
    step: (result, parser) => {
      line++;
      const cells = result.data;
      if (!Array.isArray(cells) || cells.every((c) => String(c ?? '').trim() === '')) return;
      rows.push({ line, cells: cells.map((c) => String(c ?? '')) });
      if (rows.length > PRICE_LIST_MAX_ROWS + 1) parser.abort();
    },
  });
  checkRowCount(rows.length);
  checkCells(rows);
  return { format: 'csv', encoding, rows };
}

function readXlsx(buf: Buffer): ReadFile {
  let rows: ReadFile['rows'];
  try {
    // One header row on top of the data rows; formula cells come back as the value saved with them.
    rows = readFirstSheet(buf, {
      maxUnpacked: PRICE_LIST_MAX_UNPACKED,
      maxRows: PRICE_LIST_MAX_ROWS + 1,
      maxColumns: XLSX_MAX_COLUMNS,
      maxEntries: XLSX_MAX_ENTRIES,
    });
  } catch (error) {
    if (error instanceof XlsxError && error.reason === 'too_large')
      throw new AppError(413, 'payload_too_large', MSG_BEYOND.fileUnpacksTooLarge);
    if (error instanceof XlsxError && error.reason === 'too_many_rows')
      throw errorWithValues(400, 'price_list_rows', { max: PRICE_LIST_MAX_ROWS });
    // Whatever else a damaged or hostile file makes the reader trip on is the same answer: not readable.
    throw badRequest(MSG_BEYOND.fileUnreadable);
  }
  checkCells(rows);
  return { format: 'xlsx', encoding: 'xlsx', rows };
}

/** Spreadsheet column letters of a 0-based index: 0 -> A, 26 -> AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A control character (NUL and the like) anywhere in the file: 400 naming where it is, nothing imported. */
function checkCells(rows: ReadFile['rows']) {
  for (const row of rows) {
    row.cells.forEach((cell, index) => {
      if (typeof cell === 'string' && CONTROL_CHARACTER.test(cell)) {
        throw errorWithValues(400, 'price_list_cell', { row: row.line, column: columnName(index) });
      }
    });
  }
}

function checkRowCount(n: number) {
  // One header row on top of the data rows.
  if (n > PRICE_LIST_MAX_ROWS + 1) throw errorWithValues(400, 'price_list_rows', { max: PRICE_LIST_MAX_ROWS });
}
