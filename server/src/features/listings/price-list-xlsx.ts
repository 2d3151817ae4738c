import { inflateRawSync } from 'node:zlib';

/**
 * Reads the first worksheet of an .xlsx file with every cost bounded, for files from anyone:
 *
 * - Only the parts a sheet needs are unpacked (workbook, relationships, shared strings, styles, the first sheet),
 *   each inflated with a cap on the bytes it really produces: the sizes a zip declares are never trusted, so a
 *   200 KB file that unpacks to 190 MB stops after `maxUnpacked` bytes, in milliseconds.
 * - The XML is scanned in one linear pass (no DOM; no regular expression that could backtrack), as bytes, decoding
 *   only the text of the cells kept; custom entities are never expanded.
 * - Rows are counted while they are read and reading stops at the first row past `maxRows`.
 * - A row keeps only its first `maxColumns` columns: a general-purpose reader pads every row to the widest column,
 *   so one cell at column XFD in a 50 KB file made 20,000 rows of 16,384 cells (gigabytes).
 *
 * Cell values as the import reads them: text, numbers, booleans as TRUE/FALSE, dates as YYYY-MM-DD, a formula as
 * the value saved with it (never evaluated), errors as their text (#N/A).
 */

export type XlsxCell = string | number | null;
export interface XlsxRow {
  /** The row's number in the sheet (1-based), as the seller sees it in the spreadsheet. */
  line: number;
  cells: XlsxCell[];
}
export interface XlsxLimits {
  maxUnpacked: number;
  maxRows: number;
  maxColumns: number;
  maxEntries: number;
}

/** Why a file was refused; the caller turns it into the answer. */
export class XlsxError extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large' | 'too_many_rows') {
    super(reason);
  }
}
const unreadable = () => new XlsxError('unreadable');

// ---------------------------------------------------------------------------------------------------------------
// Zip: the central directory says where each entry is; its declared unpacked sizes are ignored.

interface ZipEntry {
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

function findEndOfCentralDirectory(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - 22 - 0xffff);
  for (let at = buf.length - 22; at >= lowest; at--) {
    if (buf.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw unreadable();
}

function readZipDirectory(buf: Buffer, maxEntries: number): Map<string, ZipEntry> {
  if (buf.length < 22) throw unreadable();
  const eocd = findEndOfCentralDirectory(buf);
  let count = buf.readUInt16LE(eocd + 10);
  let offset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) {
    // Zip64: the real values are in the zip64 end record, found through its locator just before.
    const locator = eocd - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== 0x07064b50) throw unreadable();
    const record = Number(buf.readBigUInt64LE(locator + 8));
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== 0x06064b50) throw unreadable();
    count = Number(buf.readBigUInt64LE(record + 32));
    offset = Number(buf.readBigUInt64LE(record + 48));
  }
  if (count > maxEntries) throw new XlsxError('too_large');
  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    let compressedSize = buf.readUInt32LE(at + 20);
    const unpackedSize = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    let localOffset = buf.readUInt32LE(at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > buf.length) throw unreadable();
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1');
    // Zip64 extra field: 8-byte values for the fields that hold 0xffffffff, in this order.
    let extra = at + 46 + nameLength;
    const extraEnd = extra + extraLength;
    while (extra + 4 <= extraEnd) {
      const id = buf.readUInt16LE(extra);
      const size = buf.readUInt16LE(extra + 2);
      if (id === 0x0001) {
        let field = extra + 4;
        const next = () => {
          if (field + 8 > extra + 4 + size) throw unreadable();
          const value = Number(buf.readBigUInt64LE(field));
          field += 8;
          return value;
        };
        if (unpackedSize === 0xffffffff) next();
        if (compressedSize === 0xffffffff) compressedSize = next();
        if (localOffset === 0xffffffff) localOffset = next();
      }
      extra += 4 + size;
    }
    entries.set(normalisePath(name), { method, flags, compressedSize, localOffset });
    at = end;
  }
  return entries;
}

/** Unpacks entries against one budget of really produced bytes. */
class Unpacker {
  private used = 0;
  constructor(
    private readonly buf: Buffer,
    private readonly entries: Map<string, ZipEntry>,
    private readonly maxUnpacked: number,
  ) {}

  has(path: string): boolean {
    return this.entries.has(path);
  }

  read(path: string): Buffer | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    const { buf } = this;
    // Bit 0: encrypted. A password-protected workbook cannot be read here.
    if (entry.flags & 1) throw unreadable();
    const local = entry.localOffset;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const end = start + entry.compressedSize;
    if (end > buf.length) throw unreadable();
    const packed = buf.subarray(start, end);
    const remaining = this.maxUnpacked - this.used;
    let out: Buffer;
    if (entry.method === 0) {
      out = packed;
    } else if (entry.method === 8) {
      if (remaining < 1) throw new XlsxError('too_large');
      try {
        // zlib stops (and throws) as soon as its output passes the limit: memory stays at about the cap.
        out = inflateRawSync(packed, { maxOutputLength: remaining });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new XlsxError('too_large');
        throw unreadable();
      }
    } else {
      throw unreadable();
    }
    this.used += out.length;
    if (this.used > this.maxUnpacked) throw new XlsxError('too_large');
    return out;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Paths inside the package.

function normalisePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  // Part names in a package are compared without case.
  return parts.join('/').toLowerCase();
}

function resolveTarget(fromPart: string, target: string): string {
  if (target.startsWith('/')) return normalisePath(target);
  const dir = fromPart.includes('/') ? fromPart.slice(0, fromPart.lastIndexOf('/') + 1) : '';
  return normalisePath(dir + target);
}

function relsPathOf(part: string): string {
  const slash = part.lastIndexOf('/');
  return `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
}

// ---------------------------------------------------------------------------------------------------------------
// XML: one pass over the bytes (as a latin1 string, so one byte is one character), events for tags and text.

/** The XML of a part as a latin1 string of its UTF-8 bytes; a UTF-16 part (allowed, rare) is converted first. */
function xmlOf(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.toString('latin1', 3);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
    return Buffer.from(text, 'utf8').toString('latin1');
  }
  return bytes.toString('latin1');
}

/** Text of the XML (UTF-8 bytes held as latin1) as a string: bytes decoded, then the five entities and &#...;. */
function decodeText(raw: string, cdata = false): string {
  // eslint-disable-next-line no-control-regex -- any byte above ASCII means UTF-8 to decode
  const text = /[^\u0000-\u007f]/.test(raw) ? Buffer.from(raw, 'latin1').toString('utf8') : raw;
  if (cdata || !text.includes('&')) return text;
  return text.replace(/&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,10}|lt|gt|amp|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== '#') return ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[name];
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // Kept as the character it names, NUL included: the import refuses such a cell by its row and column.
    return code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** Spreadsheet text escapes characters XML cannot carry as _xHHHH_ (`_x005F_` is an underscore). */
function unescapeXlsx(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface XmlHandler {
  open(name: string, attributes: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Only called while `wantsText` is true. */
  text(raw: string, cdata: boolean): void;
  wantsText: boolean;
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);

function scanXml(xml: string, handler: XmlHandler): void {
  const n = xml.length;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    if (lt < 0) break;
    if (lt > i && handler.wantsText) handler.text(xml.slice(i, lt), false);
    const next = xml.charCodeAt(lt + 1);
    if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        const end = xml.indexOf('-->', lt + 4);
        if (end < 0) throw unreadable();
        i = end + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt + 9);
        if (end < 0) throw unreadable();
        if (handler.wantsText) handler.text(xml.slice(lt + 9, end), true);
        i = end + 3;
      } else {
        // A DOCTYPE: its entities are never expanded (no billion laughs).
        const end = xml.indexOf('>', lt);
        if (end < 0) throw unreadable();
        i = end + 1;
      }
      continue;
    }
    if (next === 0x3f /* ? */) {
      const end = xml.indexOf('?>', lt);
      if (end < 0) throw unreadable();
      i = end + 2;
      continue;
    }
    // The tag's end: the first '>' outside a quoted attribute value.
    let j = lt + 1;
    let quote = 0;
    for (; j < n; j++) {
      const c = xml.charCodeAt(j);
      if (quote) {
        if (c === quote) quote = 0;
      } else if (c === 0x22 || c === 0x27) quote = c;
      else if (c === 0x3e) break;
    }
    if (j >= n) throw unreadable();
    if (next === 0x2f /* / */) {
      handler.close(localName(xml.slice(lt + 2, j).trim()));
    } else {
      const selfClosing = xml.charCodeAt(j - 1) === 0x2f;
      const body = xml.slice(lt + 1, selfClosing ? j - 1 : j);
      const space = body.search(/\s/);
      const name = localName(space < 0 ? body : body.slice(0, space));
      handler.open(name, space < 0 ? '' : body.slice(space), selfClosing);
      if (selfClosing) handler.close(name);
    }
    i = j + 1;
  }
}

const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * Attributes by local name (`r:id` is `id`), values decoded. Read by hand in one pass: a regular expression here
 * backtracks on a long run of text without '=' (quadratic on a tag of megabytes).
 */
function attributesOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && text.charCodeAt(i) !== 0x3d && !isSpace(text.charCodeAt(i))) i++;
    const name = text.slice(start, i);
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i >= n || text.charCodeAt(i) !== 0x3d) continue;
    i++;
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    const quote = text[i];
    if (quote !== '"' && quote !== "'") continue;
    const end = text.indexOf(quote, i + 1);
    if (end < 0) break;
    if (name) out[localName(name)] = decodeText(text.slice(i + 1, end));
    i = end + 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The parts of a workbook.

interface Relationship {
  type: string;
  target: string;
}

function readRelationships(unpacker: Unpacker, part: string): Map<string, Relationship> {
  const rels = new Map<string, Relationship>();
  const bytes = unpacker.read(relsPathOf(part));
  if (!bytes) return rels;
  scanXml(xmlOf(bytes), {
    wantsText: false,
    open(name, attributes) {
      if (name !== 'Relationship') return;
      const a = attributesOf(attributes);
      if (a.Id && a.Target && a.TargetMode !== 'External')
        rels.set(a.Id, { type: a.Type ?? '', target: resolveTarget(part, a.Target) });
    },
    close() {},
    text() {},
  });
  return rels;
}

const byType = (rels: Map<string, Relationship>, suffix: string) =>
  [...rels.values()].find((r) => r.type.endsWith(suffix))?.target;

/** Built-in number formats that show a date (ECMA-376 18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);

function isDateFormatCode(code: string): boolean {
  // Quoted text, escaped characters, padding, fills and [colours/conditions] say nothing about dates.
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\.|_.|\*./g, '')
    .replace(/\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** For each cell style index, whether it shows a date. */
function readDateStyles(unpacker: Unpacker, path: string | undefined): boolean[] {
  const bytes = path ? unpacker.read(path) : undefined;
  if (!bytes) return [];
  const customDates = new Map<number, boolean>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  scanXml(xmlOf(bytes), {
    wantsText: false,
    open(name, attributes) {
      if (name === 'numFmt') {
        const a = attributesOf(attributes);
        customDates.set(Number(a.numFmtId), isDateFormatCode(a.formatCode ?? ''));
      } else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributesOf(attributes).numFmtId ?? 0);
        styles.push(customDates.get(id) ?? DATE_FORMAT_IDS.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text() {},
  });
  return styles;
}

/** Rich text keeps its runs' text; phonetic hints (rPh) are left out. */
function readSharedStrings(unpacker: Unpacker, path: string | undefined): string[] {
  const bytes = path ? unpacker.read(path) : undefined;
  if (!bytes) return [];
  const strings: string[] = [];
  let pieces: string[] | null = null;
  let phonetic = 0;
  const handler: XmlHandler = {
    wantsText: false,
    open(name) {
      if (name === 'si') pieces = [];
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && pieces && !phonetic) handler.wantsText = true;
    },
    close(name) {
      if (name === 't') handler.wantsText = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'si' && pieces) {
        strings.push(unescapeXlsx(pieces.join('')));
        pieces = null;
      }
    },
    text(raw, cdata) {
      pieces?.push(decodeText(raw, cdata));
    },
  };
  scanXml(xmlOf(bytes), handler);
  return strings;
}

function excelDate(serial: number, date1904: boolean): string | number {
  // Serial days since 1899-12-30 (1900 system, Lotus' leap-year bug included) or since 1904-01-01.
  const ms = Math.round(((date1904 ? serial + 1462 : serial) - 25569) * 86_400_000);
  const date = new Date(ms);
  return Number.isFinite(date.getTime()) ? date.toISOString().slice(0, 10) : serial;
}

/** A column's 0-based index from letters (A -> 0, AA -> 26); -1 when it has none. */
function columnIndex(ref: string): number {
  let index = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    index = index * 26 + (c - 0x60);
  }
  return i === 0 ? -1 : index - 1;
}

// ---------------------------------------------------------------------------------------------------------------

export function readFirstSheet(buf: Buffer, limits: XlsxLimits): XlsxRow[] {
  const unpacker = new Unpacker(buf, readZipDirectory(buf, limits.maxEntries), limits.maxUnpacked);

  const root = readRelationships(unpacker, '');
  const workbookPath = byType(root, '/officeDocument') ?? 'xl/workbook.xml';
  const workbook = unpacker.read(workbookPath);
  if (!workbook) throw unreadable();
  let firstSheetId: string | undefined;
  let date1904 = false;
  scanXml(xmlOf(workbook), {
    wantsText: false,
    open(name, attributes) {
      if (name === 'sheet' && firstSheetId === undefined) firstSheetId = attributesOf(attributes).id;
      else if (name === 'workbookPr') {
        const value = attributesOf(attributes).date1904;
        date1904 = value === '1' || value === 'true';
      }
    },
    close() {},
    text() {},
  });
  const rels = readRelationships(unpacker, workbookPath);
  const sheetPath =
    (firstSheetId && rels.get(firstSheetId)?.target) || resolveTarget(workbookPath, 'worksheets/sheet1.xml');
  if (!unpacker.has(sheetPath)) throw unreadable();
  const sharedStrings = readSharedStrings(unpacker, byType(rels, '/sharedStrings'));
  const dateStyles = readDateStyles(unpacker, byType(rels, '/styles'));
  const sheet = unpacker.read(sheetPath)!;

  const rows: XlsxRow[] = [];
  let inSheetData = false;
  let row: { line: number; cells: XlsxCell[]; filled: boolean } | null = null;
  let lastLine = 0;
  let lastColumn = -1;
  let cell: { column: number; type: string; style: number; value: string | null; inline: string[] | null } | null =
    null;
  let capture: 'v' | 't' | null = null;
  let phonetic = 0;

  const valueOf = (c: NonNullable<typeof cell>): XlsxCell => {
    const v = c.value;
    let value: XlsxCell;
    switch (c.type) {
      case 's': {
        const index = v === null ? NaN : Number(v.trim());
        value = Number.isInteger(index) ? (sharedStrings[index] ?? null) : null;
        break;
      }
      case 'inlineStr':
        value = c.inline ? unescapeXlsx(c.inline.join('')) : v;
        break;
      case 'str':
      case 'e':
        value = v === null ? null : unescapeXlsx(v);
        break;
      case 'b':
        value =
          v === null || v.trim() === ''
            ? null
            : v.trim() === '1' || v.trim().toLowerCase() === 'true'
              ? 'TRUE'
              : 'FALSE';
        break;
      case 'd':
        value = v === null || v.trim() === '' ? null : v.trim().slice(0, 10);
        break;
      default: {
        if (v === null || v.trim() === '') return null;
        const number = Number(v);
        if (!Number.isFinite(number)) return null;
        return dateStyles[c.style] ? excelDate(number, date1904) : number;
      }
    }
    if (typeof value === 'string') {
      value = value.trim();
      if (value === '') return null;
    }
    return value;
  };

  const handler: XmlHandler = {
    wantsText: false,
    open(name, attributes, selfClosing) {
      if (name === 'sheetData') {
        inSheetData = true;
        return;
      }
      if (!inSheetData) return;
      if (name === 'row') {
        const r = Number(attributesOf(attributes).r);
        const line = Number.isInteger(r) && r > 0 ? r : lastLine + 1;
        lastLine = line;
        lastColumn = -1;
        row = { line, cells: [], filled: false };
      } else if (name === 'c' && row) {
        const a = attributesOf(attributes);
        const fromRef = a.r ? columnIndex(a.r) : -1;
        const column = fromRef >= 0 ? fromRef : lastColumn + 1;
        lastColumn = column;
        cell = selfClosing ? null : { column, type: a.t ?? 'n', style: Number(a.s ?? 0), value: null, inline: null };
      } else if (cell) {
        if (name === 'v') {
          cell.value = '';
          capture = 'v';
        } else if (name === 'is') cell.inline = [];
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && cell.inline && !phonetic) capture = 't';
        else return;
        handler.wantsText = capture !== null;
      }
    },
    close(name) {
      if (name === 'sheetData') inSheetData = false;
      else if (name === 'v' || name === 't') capture = null;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cell && row) {
        const value = valueOf(cell);
        if (value !== null && cell.column < limits.maxColumns) {
          while (row.cells.length < cell.column) row.cells.push(null);
          row.cells[cell.column] = value;
          row.filled = true;
        }
        cell = null;
      } else if (name === 'row' && row) {
        if (row.filled) {
          rows.push({ line: row.line, cells: row.cells });
          if (rows.length > limits.maxRows) throw new XlsxError('too_many_rows');
        }
        row = null;
      }
      handler.wantsText = capture !== null;
    },
    text(raw, cdata) {
      if (!cell) return;
      const text = decodeText(raw, cdata);
      if (capture === 'v') cell.value += text;
      else if (capture === 't') cell.inline!.push(text);
    },
  };
  scanXml(xmlOf(sheet), handler);
  return rows;
}
