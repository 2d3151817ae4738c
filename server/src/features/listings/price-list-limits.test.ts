import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { MSG_BEYOND, PRICE_LIST_COLUMNS } from '@dawalink/shared';
import { buildTestApp, callerAs, type Caller, type TestApp } from '../../test/helpers.js';
import { PARSE_SLOTS, PARSE_WAITING, readPriceListFile } from './price-list-file.js';

/**
 * Price-list limits beside those of `security/hardening-files-orders.test.ts` (zip bombs, hostile XML, control
 * characters in inline strings and deep in a CSV): a control character early in a CSV and in an .xlsx's shared
 * strings, a binary file told apart, and how many files are parsed at once.
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
  seller.inject({
    method: 'POST',
    url: '/api/PriceList/preview',
    headers: { 'content-type': contentType },
    payload: body,
  });

/** A real two-row workbook, unpacked, so that tests can swap one part for a hostile one. */
async function workbookParts() {
  const header = PRICE_LIST_COLUMNS.map((value) => ({ value }));
  const buffer = await writeXlsxFile([
    header,
    [null, { value: 'Panadol 500mg Tab' }, null, { value: 5 }, null, { value: 100 }],
  ]).toBuffer();
  return unzipSync(buffer);
}

describe('control characters', () => {
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
    const results = await Promise.allSettled(
      Array.from({ length: PARSE_SLOTS + PARSE_WAITING + 3 }, () => readPriceListFile(file)),
    );
    const read = results.filter((r) => r.status === 'fulfilled');
    const busy = results.filter((r) => r.status === 'rejected');
    expect(read).toHaveLength(PARSE_SLOTS + PARSE_WAITING);
    expect(busy).toHaveLength(3);
    for (const r of busy)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503, message: MSG_BEYOND.importBusy });
    // The slots are all given back.
    expect((await readPriceListFile(file)).rows).toHaveLength(2);
  });
});
