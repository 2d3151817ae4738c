import Papa from 'papaparse';
import { unzipSync } from 'fflate';
import { readSheet, type SheetData } from 'read-excel-file/node';
import { MSG_BEYOND, PRICE_LIST_MAX_ROWS } from '@dawalink/shared';
import { AppError, badRequest } from '../../plugins/errors.js';

/** A cell as read from either format: text, a number, or nothing. */
export type Cell = string | number | null;

export interface ReadFile {
  format: 'csv' | 'xlsx';
  encoding: string;
  /** Every row of the first sheet, with its 1-based line/row number in the file; empty rows left out. */
  rows: Array<{ line: number; cells: Cell[] }>;
}

/** A zip's declared unpacked size beyond this is refused before anything is unpacked (zip bombs). */
const XLSX_MAX_UNPACKED = 200 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 2000;

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** Reads a CSV or .xlsx file into rows of cells. The format is told by the bytes, never by the file name. */
export async function readPriceListFile(buf: Buffer): Promise<ReadFile> {
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
  // NUL or other control bytes mean a binary file (an image, a PDF, a zip that lost its header): say so clearly.
  // eslint-disable-next-line no-control-regex -- looking for control bytes is the point
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 64 * 1024))) throw badRequest(MSG_BEYOND.fileUnreadable);
  // Papaparse guesses the delimiter (comma, semicolon, tab) as spreadsheets in other locales write it; the guess
  // is made without empty lines (they confuse it), the parse keeps them so that row numbers are the file's lines.
  const guessed = Papa.parse<string[]>(text.slice(0, 64 * 1024), { skipEmptyLines: 'greedy', preview: 50, delimitersToGuess: [',', ';', '\t', '|'] });
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessed.meta.delimiter || ',' });
  const rows: ReadFile['rows'] = [];
  parsed.data.forEach((cells, i) => {
    if (!Array.isArray(cells) || cells.every((c) => String(c ?? '').trim() === '')) return;
    rows.push({ line: i + 1, cells: cells.map((c) => String(c ?? '')) });
  });
  checkRowCount(rows.length);
  return { format: 'csv', encoding, rows };
}

async function readXlsx(buf: Buffer): Promise<ReadFile> {
  let unpacked = 0;
  let entries = 0;
  try {
    // Only reads the central directory (the filter keeps nothing), to refuse a zip bomb before unpacking it.
    unzipSync(buf, {
      filter(file) {
        unpacked += file.originalSize;
        entries++;
        return false;
      },
    });
  } catch {
    throw badRequest(MSG_BEYOND.fileUnreadable);
  }
  if (unpacked > XLSX_MAX_UNPACKED || entries > XLSX_MAX_ENTRIES) throw new AppError(413, 'payload_too_large', MSG_BEYOND.fileTooLarge);

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
