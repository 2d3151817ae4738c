import Papa from 'papaparse';
import { Unzip, UnzipInflate } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { MSG_BEYOND, PRICE_LIST_MAX_ROWS, PRICE_LIST_MAX_UNPACKED } from '@dawalink/shared';
import { AppError, badRequest } from '../../plugins/errors.js';

/** A cell as read from either format: text, a number, or nothing. */
export type Cell = string | number | null;

export interface ReadFile {
  format: 'csv' | 'xlsx';
  encoding: string;
  /** Every row of the first sheet, with its 1-based line/row number in the file; empty rows left out. */
  rows: Array<{ line: number; cells: Cell[] }>;
}

const XLSX_MAX_ENTRIES = 2000;
/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1,032 times, so ~4 MB per step. */
const INFLATE_STEP = 4 * 1024;
/** A CSV whose first 64 KB are more than this share of control characters is a binary file, not a damaged list. */
const BINARY_SHARE = 0.01;
/** Control characters no price list has (tab, line feed and carriage return are text). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/;

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/**
 * Files parsed at once in this process, and how many more may wait for a turn: a parse holds up to a few times the
 * file's unpacked size in memory, so this bounds an import burst to a known amount instead of one per request.
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
  return withParseSlot(() => readAnyFile(buf));
}

async function readAnyFile(buf: Buffer): Promise<ReadFile> {
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
  if (startsWith(buf, [0xef, 0xbb, 0xbf])) return { text: new TextDecoder('utf-8').decode(buf.subarray(3)), encoding: 'utf-8' };
  if (startsWith(buf, [0xff, 0xfe])) return { text: new TextDecoder('utf-16le').decode(buf.subarray(2)), encoding: 'utf-16le' };
  if (startsWith(buf, [0xfe, 0xff])) return { text: new TextDecoder('utf-16be').decode(buf.subarray(2)), encoding: 'utf-16be' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(buf), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(buf), encoding: 'windows-1252' };
  }
}

function readCsv(buf: Buffer): ReadFile {
  const { text, encoding } = decodeText(buf);
  // Many control bytes mean a binary file (an image, a PDF, a zip that lost its header): say so clearly. A few in
  // text are refused below with the row and column where they are.
  const head = text.slice(0, 64 * 1024);
  // eslint-disable-next-line no-control-regex -- counting control bytes is the point
  const controls = head.match(/[\u0000-\u0008\u000e-\u001f]/g)?.length ?? 0;
  if (controls > Math.max(1, head.length * BINARY_SHARE) || head.startsWith('\u0089PNG') || head.startsWith('%PDF')) {
    throw badRequest(MSG_BEYOND.fileUnreadable);
  }
  // Papaparse guesses the delimiter (comma, semicolon, tab) as spreadsheets in other locales write it; the guess
  // is made without empty lines (they confuse it), the parse keeps them so that row numbers are the file's lines.
  const guessed = Papa.parse<string[]>(text.slice(0, 64 * 1024), { skipEmptyLines: 'greedy', preview: 50, delimitersToGuess: [',', ';', '\t', '|'] });
  // Rows are counted while they are read: the parse stops at the first row past the cap.
  const rows: ReadFile['rows'] = [];
  let line = 0;
  let tooMany = false;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: guessed.meta.delimiter || ',',
    step: (result, parser) => {
      line++;
      const cells = result.data;
      if (!Array.isArray(cells) || cells.every((c) => String(c ?? '').trim() === '')) return;
      rows.push({ line, cells: cells.map((c) => String(c ?? '')) });
      if (rows.length > PRICE_LIST_MAX_ROWS + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany) checkRowCount(rows.length);
  checkCells(rows);
  return { format: 'csv', encoding, rows };
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
        throw badRequest(MSG_BEYOND.fileControlCharacter(row.line, columnName(index)));
      }
    });
  }
}

/**
 * Unpacks every entry of a zip as a stream, counting the bytes really produced (the sizes a zip declares can lie),
 * and stops as soon as they pass the cap: a zip bomb costs a few MB of memory and milliseconds, never its full size.
 * Rows of the first worksheet are counted on the way, so an over-long list stops here too.
 */
function checkXlsxSize(buf: Buffer) {
  let unpacked = 0;
  let entries = 0;
  let rowsSeen = 0;
  let carry = '';
  const unzip = new Unzip((file) => {
    entries++;
    const countRows = file.name === 'xl/worksheets/sheet1.xml';
    file.ondata = (error, chunk) => {
      if (error) throw error;
      unpacked += chunk.length;
      if (countRows && unpacked <= PRICE_LIST_MAX_UNPACKED) {
        const text = carry + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
        rowsSeen += text.split('<row').length - 1;
        carry = text.slice(-4);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < buf.length; at += INFLATE_STEP) {
      unzip.push(buf.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= buf.length);
      if (unpacked > PRICE_LIST_MAX_UNPACKED || entries > XLSX_MAX_ENTRIES) break;
    }
  } catch {
    throw badRequest(MSG_BEYOND.fileUnreadable);
  }
  if (unpacked > PRICE_LIST_MAX_UNPACKED || entries > XLSX_MAX_ENTRIES) throw new AppError(413, 'payload_too_large', MSG_BEYOND.fileUnpacksTooLarge);
  if (entries === 0) throw badRequest(MSG_BEYOND.fileUnreadable);
  // Excel writes a <row> for a formatted empty row too: this early stop has room for them; the exact count follows.
  if (rowsSeen > 2 * (PRICE_LIST_MAX_ROWS + 1)) checkRowCount(rowsSeen);
}

async function readXlsx(buf: Buffer): Promise<ReadFile> {
  checkXlsxSize(buf);

  let data: SheetData;
  try {
    // Formula cells come back as the value the spreadsheet saved with them; formulas are never evaluated here.
    data = await readSheet(buf);
  } catch {
    throw badRequest(MSG_BEYOND.fileUnreadable);
  }
  const rows: ReadFile['rows'] = [];
  data.forEach((cells, i) => {
    const mapped = cells.map(xlsxCell);
    if (mapped.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) return;
    rows.push({ line: i + 1, cells: mapped });
  });
  checkRowCount(rows.length);
  checkCells(rows);
  return { format: 'xlsx', encoding: 'xlsx', rows };
}

function xlsxCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

function checkRowCount(n: number) {
  // One header row on top of the data rows.
  if (n > PRICE_LIST_MAX_ROWS + 1) throw badRequest(MSG_BEYOND.fileTooManyRows(PRICE_LIST_MAX_ROWS));
}
