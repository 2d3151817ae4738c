import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { MSG_BEYOND, PRICE_LIST_COLUMNS } from '@dawalink/shared';
import { buildTestApp, callerAs, type Caller, type TestApp } from '../../test/helpers.js';
import { PARSE_SLOTS, PARSE_WAITING, readPriceListFile } from './price-list-file.js';

/**
 * Files built to hurt: a zip bomb, control characters deep in a file, many files at once. Each must be refused
 * clearly (4xx with where the problem is), cheaply, and without writing anything.
 */

let t: TestApp;
let seller: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await callerAs(t.app, 'seller');
});
afterAll(async () => {
  await t.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (body: Buffer | string, contentType = 'application/octet-stream') =>
  seller.inject({ method: 'POST', url: '/api/PriceList/preview', headers: { 'content-type': contentType }, payload: body });

/** A real two-row workbook, unpacked, so that tests can swap one part for a hostile one. */
async function workbookParts() {
  const header = PRICE_LIST_COLUMNS.map((value) => ({ value }));
  const buffer = await writeXlsxFile([header, [null, { value: 'Panadol 500mg Tab' }, null, { value: 5 }, null, { value: 100 }]]).toBuffer();
  return unzipSync(buffer);
}

/** A workbook whose first sheet unpacks to `megabytes` of whitespace: 190 MB packs into about 200 KB. */
async function zipBomb(megabytes: number): Promise<Buffer> {
  const parts = await workbookParts();
  const sheet =
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    ' '.repeat(megabytes * 1024 * 1024) +
    '</sheetData></worksheet>';
  parts['xl/worksheets/sheet1.xml'] = strToU8(sheet);
  return Buffer.from(zipSync(parts, { level: 6 }));
}

describe('an .xlsx zip bomb', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await zipBomb(190);
  }, 120_000);

  it('is refused from its real unpacked size, quickly and with bounded memory, whatever its headers claim', async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const res = await upload(bomb, XLSX);
    const grown = process.memoryUsage().rss - rssBefore;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: MSG_BEYOND.fileUnpacksTooLarge });
    // Parsed whole it took ~700 MB; streamed with the cap it stays far below that.
    expect(grown).toBeLessThan(200 * 1024 * 1024);
  });

  it('four at once are refused too, none parsed whole', async () => {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(bomb, XLSX)));
    expect(answers.map((a) => a.statusCode)).toEqual([413, 413, 413, 413]);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(400 * 1024 * 1024);
  });
});

describe('control characters', () => {
  it('a NUL past the first 64 KB of a CSV: 400 naming the row and column, nothing imported', async () => {
    const filler = Array.from({ length: 3000 }, (_, i) => `,Filler product number ${i},,0,,10`).join('\n');
    const text = `${PRICE_LIST_COLUMNS.join(',')}\n${filler}\n,Bad\u0000Name,,0,,10\n`;
    expect(text.indexOf('\u0000')).toBeGreaterThan(100 * 1024);
    const res = await upload(text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.fileControlCharacter(3002, 'B'));
  });

  it('a NUL early in a CSV names its place too (a few control bytes are a damaged list, not a binary file)', async () => {
    const res = await upload(`${PRICE_LIST_COLUMNS.join(',')}\n,Panadol,,5,\u0001,100\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.fileControlCharacter(2, 'E'));
  });

  it('&#0; in an .xlsx cell, even in a tiny file: 400 naming the row and column', async () => {
    const parts = await workbookParts();
    const strings = new TextDecoder().decode(parts['xl/sharedStrings.xml']);
    parts['xl/sharedStrings.xml'] = strToU8(strings.replace('Panadol 500mg Tab', 'Panadol&#0;500mg Tab'));
    const res = await upload(Buffer.from(zipSync(parts)), XLSX);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.fileControlCharacter(2, 'B'));
  });

  it('a binary file is still told apart from a damaged list', async () => {
    const res = await upload(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0)]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.fileUnreadable);
  });
});

describe('files parsed at once', () => {
  it(`at most ${PARSE_SLOTS} per process, ${PARSE_WAITING} more wait their turn, the rest answer 503 busy`, async () => {
    const parts = await workbookParts();
    const file = Buffer.from(zipSync(parts));
    const results = await Promise.allSettled(Array.from({ length: PARSE_SLOTS + PARSE_WAITING + 3 }, () => readPriceListFile(file)));
    const read = results.filter((r) => r.status === 'fulfilled');
    const busy = results.filter((r) => r.status === 'rejected');
    expect(read).toHaveLength(PARSE_SLOTS + PARSE_WAITING);
    expect(busy).toHaveLength(3);
    for (const r of busy) expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503, message: MSG_BEYOND.importBusy });
    // The slots are all given back.
    expect((await readPriceListFile(file)).rows).toHaveLength(2);
  });
});
