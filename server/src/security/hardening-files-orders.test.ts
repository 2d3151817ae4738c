import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { sql } from 'kysely';
import { MSG, MSG_BEYOND, PRICE_LIST_MAX_ROWS, storeSlug, type PriceListPreview } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../test/helpers.js';

/**
 * Price list files built to hurt (zip bombs that tell the truth or lie about their size, one far-away cell, endless
 * rows, hostile XML, control characters) and orders and store names raced or replayed: each is refused clearly,
 * cheaply and without writing anything, and what spreadsheets really write still reads.
 */

let t: TestApp;
let seller: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await callerAs(t.app, 'seller');
});
afterAll(async () => {
  await t?.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (body: Buffer | string, contentType = XLSX) =>
  seller.inject({
    method: 'POST',
    url: '/api/PriceList/preview',
    headers: { 'content-type': contentType },
    payload: body,
  });
const storedPreviews = async () =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM price_list_imports`.execute(t.db)).rows[0].n;
const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// A small zip writer: entries stored or deflated, with sizes that may lie.

interface Entry {
  name: string;
  /** Deflated bytes, or the content to deflate. */
  raw?: Buffer;
  content?: Buffer | string;
  size?: number;
  crc?: number;
  /** The unpacked size the headers claim instead of the real one. */
  claim?: number;
}

function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const content = e.content === undefined ? undefined : Buffer.from(e.content);
    const raw = e.raw ?? deflateRawSync(content!);
    const size = e.claim ?? e.size ?? content!.length;
    const crc = e.crc ?? crc32(content!);
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(raw.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(raw.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, raw);
    centrals.push(central, name);
    offset += 30 + name.length + raw.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts of a workbook around a first sheet; `sheet` is the whole sheet part or just its rows. */
function workbook(sheet: string | Entry, options: { strings?: string[]; styles?: string } = {}): Buffer {
  const sheetEntry: Entry =
    typeof sheet === 'string'
      ? {
          name: 'xl/worksheets/sheet1.xml',
          content: sheet.startsWith('<?xml')
            ? sheet
            : `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${sheet}</sheetData></worksheet>`,
        }
      : sheet;
  const rels = [`<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>`];
  const entries: Entry[] = [
    {
      name: '[Content_Types].xml',
      content: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Prices" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
  ];
  if (options.strings) {
    rels.push(`<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>`);
    entries.push({
      name: 'xl/sharedStrings.xml',
      content: `<?xml version="1.0"?><sst xmlns="${NS}">${options.strings.map((s) => `<si>${s}</si>`).join('')}</sst>`,
    });
  }
  if (options.styles) {
    rels.push(`<Relationship Id="rId3" Type="${REL}/styles" Target="styles.xml"/>`);
    entries.push({
      name: 'xl/styles.xml',
      content: `<?xml version="1.0"?><styleSheet xmlns="${NS}">${options.styles}</styleSheet>`,
    });
  }
  entries.push({
    name: 'xl/_rels/workbook.xml.rels',
    content: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  });
  entries.push(sheetEntry);
  return zip(entries);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${esc(value)}</t></is></c>`;
const num = (ref: string, value: number, style?: number) =>
  `<c r="${ref}"${style === undefined ? '' : ` s="${style}"`}><v>${value}</v></c>`;
const HEADER = `<row r="1">${text('A1', 'Product Name')}${text('B1', 'T.P')}</row>`;

/** A sheet part that unpacks to `megabytes` of spaces inside sheetData, deflated as a stream (never held whole). */
async function bombSheet(megabytes: number, claim?: number): Promise<Entry> {
  const head = Buffer.from(`<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${HEADER}`);
  const tail = Buffer.from('</sheetData></worksheet>');
  const filler = Buffer.alloc(MB, 0x20);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(filler, crc);
    if (!deflate.write(filler)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  return {
    name: 'xl/worksheets/sheet1.xml',
    raw: Buffer.concat(out),
    size: head.length + megabytes * MB + tail.length,
    crc,
    claim,
  };
}

/** Runs `work` and says how much the process grew meanwhile (sampled, so a short peak is seen too) and how long it took. */
async function measure<T>(work: () => Promise<T>): Promise<{ result: T; grewMb: number; ms: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = Date.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, grewMb: (peak - before) / MB, ms: Date.now() - started };
  } finally {
    clearInterval(timer);
  }
}

describe('spreadsheet files cannot exhaust memory', () => {
  it('a zip bomb (190 MB of XML in ~200 KB) is refused in well under a second, the process growing far less than 100 MB', async () => {
    const file = workbook(await bombSheet(190));
    expect(file.length).toBeLessThan(250 * 1024);
    const before = await storedPreviews();
    const { result: res, grewMb, ms } = await measure(() => upload(file));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: MSG_BEYOND.fileUnpacksTooLarge });
    expect(grewMb).toBeLessThan(60);
    expect(ms).toBeLessThan(2000);
    expect(await storedPreviews()).toBe(before);
    console.log(`[security] xlsx bomb 190 MB in ${file.length} bytes: 413 in ${ms} ms, RSS +${grewMb.toFixed(1)} MB`);
  });

  it('a bomb whose headers claim a small size is measured by what it really unpacks to', async () => {
    const file = workbook(await bombSheet(200, 2000));
    const { result: res, grewMb, ms } = await measure(() => upload(file));
    expect(res.statusCode).toBe(413);
    expect(grewMb).toBeLessThan(60);
    expect(ms).toBeLessThan(2000);
  });

  it('four bombs at once: all refused, the process growing far less than 100 MB', async () => {
    const file = workbook(await bombSheet(190));
    const {
      result: answers,
      grewMb,
      ms,
    } = await measure(() => Promise.all(Array.from({ length: 4 }, () => upload(file))));
    expect(answers.map((a) => a.statusCode)).toEqual([413, 413, 413, 413]);
    expect(grewMb).toBeLessThan(100);
    console.log(`[security] 4 xlsx bombs at once: 413 in ${ms} ms, RSS +${grewMb.toFixed(1)} MB`);
  });

  it('one cell at column XFD does not make every row 16,384 cells wide (a 60 KB file took 1.5 GB)', async () => {
    let rows = `<row r="1">${text('A1', 'Product Name')}${text('B1', 'T.P')}${num('XFD1', 1)}</row>`;
    for (let r = 2; r <= 8001; r++) rows += `<row r="${r}">${text(`A${r}`, `Medicine ${r}`)}${num(`B${r}`, 10)}</row>`;
    const file = workbook(rows);
    expect(file.length).toBeLessThan(200 * 1024);
    const { result: res, grewMb, ms } = await measure(() => upload(file));
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PriceListPreview;
    expect(preview.rows).toHaveLength(8000);
    expect(preview.rows[0]).toMatchObject({ row: 2, product_name: 'Medicine 2', total_price: 10, status: 'refused' });
    expect(grewMb).toBeLessThan(100);
    console.log(`[security] xlsx with a cell at XFD1 and 8,000 rows: 200 in ${ms} ms, RSS +${grewMb.toFixed(1)} MB`);
  });

  it('rows are counted while read: 200,000 tiny rows stop at the cap; formatted empty rows do not count', async () => {
    const many = '<row><c><v>1</v></c></row>'.repeat(200_000);
    const { result: res, ms } = await measure(() => upload(workbook(HEADER + many)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.fileTooManyRows(PRICE_LIST_MAX_ROWS));
    expect(ms).toBeLessThan(3000);

    const empty = Array.from(
      { length: 30_000 },
      (_, i) => `<row r="${i + 3}" s="1" customFormat="1"><c r="A${i + 3}" s="1"/></row>`,
    ).join('');
    const fine = await upload(workbook(`${HEADER}<row r="2">${text('A2', 'Panadol')}${num('B2', 5)}</row>${empty}`));
    expect(fine.statusCode).toBe(200);
    expect((fine.json() as PriceListPreview).rows).toHaveLength(1);
  });

  it('hostile XML costs linear time: a tag of megabytes, a tag never closed, entities never expanded', async () => {
    const longTag = await measure(() =>
      upload(workbook(`${HEADER}<row r="2"><c r="A2" ${'a'.repeat(8 * MB)}><v>1</v></c></row>`)),
    );
    expect(longTag.result.statusCode).toBe(200);
    expect(longTag.ms).toBeLessThan(3000);
    const neverClosed = `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>${HEADER}<row r="2"><c r="A2" ${'<a '.repeat(2 * MB)}`;
    const open = await measure(() => upload(workbook(neverClosed)));
    expect(open.result.statusCode).toBe(400);
    expect(open.result.json().message).toBe(MSG_BEYOND.fileUnreadable);
    expect(open.ms).toBeLessThan(3000);
    const laughs =
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>` +
      `<worksheet xmlns="${NS}"><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>&lol2;</t></is></c>${num('B2', 5)}</row></sheetData></worksheet>`;
    const lol = await upload(workbook(laughs));
    expect(lol.statusCode).toBe(200);
    expect((lol.json() as PriceListPreview).rows[0].product_name).toBe('&lol2;');
  });
});

describe('what spreadsheets write still reads', () => {
  it('shared and rich text, inline strings, saved formula values, booleans, dates, errors and prefixed tags', async () => {
    // Two products whose names are unique, so that the name alone finds them.
    const { rows: products } = await sql<{ product_name: string }>`
      SELECT product_name FROM products WHERE NOT is_disabled GROUP BY product_name HAVING count(*) = 1 ORDER BY min(id) LIMIT 2`.execute(
      t.db,
    );
    const [product, other] = products;
    const strings = [
      '<t>Product Name</t>',
      // Rich text in runs, with a phonetic hint that is not part of the text.
      `<r><t>${esc(product.product_name.slice(0, 3))}</t></r><r><rPr><b/></rPr><t xml:space="preserve">${esc(product.product_name.slice(3))}</t></r><rPh sb="0" eb="1"><t>HINT</t></rPh>`,
      '<t>T.P</t>',
      '<t>Bonus</t>',
      '<t>Fish &amp; Chips_x005F_x0041_</t>',
    ];
    // Style 1 shows a date (built-in format 14), style 2 a custom date format, style 3 a plain number.
    const styles =
      '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/><numFmt numFmtId="165" formatCode="&quot;Rs&quot;\\ #,##0.00"/></numFmts>' +
      '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>';
    const sheet =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<x:worksheet xmlns:x="${NS}"><x:sheetData>` +
      `<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1" t="s"><x:v>2</x:v></x:c><x:c r="C1" t="s"><x:v>3</x:v></x:c></x:row>` +
      `<x:row r="3"><x:c r="A3" t="s"><x:v>1</x:v></x:c><x:c r="B3" s="3"><x:v>123.5</x:v></x:c><x:c r="C3" t="str"><x:f>"10"&amp;"+1"</x:f><x:v>10+1</x:v></x:c></x:row>` +
      `<x:row r="4"><x:c r="A4" t="inlineStr"><x:is><x:t>${esc(other.product_name)}</x:t></x:is></x:c><x:c r="B4" s="1"><x:v>45000</x:v></x:c><x:c r="C4" t="b"><x:v>1</x:v></x:c></x:row>` +
      `<x:row r="5"><x:c r="A5" t="s"><x:v>4</x:v></x:c><x:c r="B5"><x:v>5</x:v></x:c><x:c r="C5" s="2"><x:v>45001.5</x:v></x:c></x:row>` +
      `<x:row r="6"><x:c r="A6"><x:v>42</x:v></x:c><x:c r="B6" t="e"><x:v>#N/A</x:v></x:c></x:row>` +
      `<x:row><x:c t="inlineStr"><x:is><x:t><![CDATA[A <b> & c]]></x:t></x:is></x:c><x:c><x:v>7</x:v></x:c></x:row>` +
      `</x:sheetData></x:worksheet>`;
    const res = await upload(workbook({ name: 'xl/worksheets/sheet1.xml', content: sheet }, { strings, styles }));
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as PriceListPreview).rows;
    expect(rows.map((r) => r.row)).toEqual([3, 4, 5, 6, 7]);
    expect(rows[0]).toMatchObject({ product_name: product.product_name, total_price: 123.5, bonus: '10+1' });
    expect(rows[0].status).not.toBe('refused');
    // A date is not a price; as text it is the day it shows.
    expect(rows[1]).toMatchObject({
      product_name: other.product_name,
      status: 'refused',
      reason: MSG_BEYOND.reasonBadPrice,
      bonus: 'TRUE',
    });
    expect(rows[2]).toMatchObject({
      product_name: 'Fish & Chips_x0041_',
      total_price: 5,
      bonus: '2023-03-16',
      reason: MSG_BEYOND.reasonUnknownProduct,
    });
    expect(rows[3]).toMatchObject({ product_name: '42', total_price: null, reason: MSG_BEYOND.reasonUnknownProduct });
    expect(rows[4]).toMatchObject({ product_name: 'A <b> & c', total_price: 7 });
  });
});

describe('control characters in price lists', () => {
  const cases: Array<[string, string, string]> = [
    ['&#0; in an inline string', '<c r="B2" t="inlineStr"><is><t>Bad&#0;Name</t></is></c>', 'B'],
    ['_x0000_ in an inline string', '<c r="C2" t="inlineStr"><is><t>Bad_x0000_Name</t></is></c>', 'C'],
    ['&#x1F; in a saved formula value', '<c r="D2" t="str"><f>A1</f><v>x&#x1F;y</v></c>', 'D'],
    ['a lone surrogate (&#xD800;)', '<c r="AA2" t="inlineStr"><is><t>half&#xD800;</t></is></c>', 'AA'],
    ['a raw DEL byte', '<c r="B2" t="inlineStr"><is><t>del\u007f</t></is></c>', 'B'],
  ];
  for (const [what, cell, column] of cases) {
    it(`.xlsx with ${what}: 400 naming row 2, column ${column}; nothing stored`, async () => {
      const before = await storedPreviews();
      const res = await upload(workbook(`${HEADER}<row r="2">${text('A2', 'Panadol')}${cell}</row>`));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'price_list_cell',
        message: MSG_BEYOND.fileControlCharacter(2, column),
        row: 2,
        column,
      });
      expect(await storedPreviews()).toBe(before);
    });
  }

  it('CSV: a NUL at byte ~100 KB, a vertical tab, an escape: 400 with the row and column, nothing stored', async () => {
    const filler = Array.from({ length: 3200 }, (_, i) => `Filler product number ${i},10,ok`).join('\n');
    const before = await storedPreviews();
    for (const [bad, row, column] of [
      [`Name\u0000,10,ok`, 3202, 'A'],
      [`Name,10,vertical\u000btab`, 3202, 'C'],
      [`Name,1\u001b0,ok`, 3202, 'B'],
    ] as const) {
      const csv = `Product Name,T.P,Bonus\n${filler}\n${bad}\n`;
      expect(Buffer.byteLength(csv)).toBeGreaterThan(90 * 1024);
      const res = await upload(csv, 'text/csv');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_BEYOND.fileControlCharacter(row, column));
    }
    expect(await storedPreviews()).toBe(before);
  });
});

describe('orders', () => {
  let sellerId: number;
  let listingIds: number[];
  beforeAll(async () => {
    sellerId = await demoAccountId(t, 'seller');
    const listings = (
      await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })
    ).json() as Array<{ id: number }>;
    listingIds = listings.slice(0, 3).map((l) => l.id);
  });

  it('one Idempotency-Key sent at once with two different carts places one order; the other cart answers 422', async () => {
    const retailer = await callerAs(t.app, 'retailer2');
    const retailerId = await demoAccountId(t, 'retailer2');
    const earlier = await t.db.selectFrom('orders').select('id').where('retailer_id', '=', retailerId).execute();
    const carts = [[{ listing_id: listingIds[0], quantity: 1 }], [{ listing_id: listingIds[1], quantity: 5 }]];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        retailer.inject({
          method: 'POST',
          url: '/api/Orders',
          payload: { wholeseller_id: sellerId, items: carts[i % 2] },
          headers: { 'idempotency-key': 'raced-cart-key' },
        }),
      ),
    );
    const placed = await t.db
      .selectFrom('orders')
      .select('id')
      .where('retailer_id', '=', retailerId)
      .where('id', 'not in', [0, ...earlier.map((o) => o.id)])
      .execute();
    expect(placed).toHaveLength(1);
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(ok.length + refused.length).toBe(10);
    expect(ok).toHaveLength(5);
    for (const a of ok) expect(a.body).toBe(String(placed[0].id));
    for (const a of refused)
      expect(a.json()).toEqual({ error: 'idempotency_key_reused', message: MSG.idempotencyKeyReused });
    // The answered requests all sent one cart, and the order holds that cart.
    const winners = new Set(answers.flatMap((a, i) => (a.statusCode === 200 ? [i % 2] : [])));
    expect(winners.size).toBe(1);
    const [winner] = winners;
    const lines = await t.db
      .selectFrom('order_items')
      .select(['listing_id', 'quantity'])
      .where('order_id', '=', placed[0].id)
      .execute();
    expect(lines.map((l) => ({ listing_id: l.listing_id, quantity: l.quantity }))).toEqual(carts[winner]);
  });

  it('a merged line past the cap is refused with the per-line message, however the lines are split', async () => {
    const retailer = await callerAs(t.app, 'retailer2');
    const count = async () =>
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const perLine = await retailer.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { wholeseller_id: sellerId, items: [{ listing_id: listingIds[2], quantity: 100_001 }] },
    });
    const split = await retailer.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: {
        wholeseller_id: sellerId,
        items: [
          { listing_id: listingIds[2], quantity: 60_000 },
          { listing_id: listingIds[0], quantity: 1 },
          { listing_id: listingIds[2], quantity: 40_001 },
        ],
      },
    });
    expect(perLine.statusCode).toBe(400);
    expect(split.statusCode).toBe(400);
    expect(split.json()).toEqual(perLine.json());
    expect(await count()).toBe(before);
  });
});

describe('store names on rename', () => {
  const profile = (name: string) => ({
    full_name: 'Owner Name',
    busniess_name: name,
    address: 'Shop 1, Main Road, Karachi',
    email: '',
  });

  it('two stores renamed to one new name at once: one gets it, the other is told the name is taken', async () => {
    const [one, two] = await Promise.all([callerAs(t.app, 'seller'), callerAs(t.app, 'seller2')]);
    const [oneId, twoId] = await Promise.all([demoAccountId(t, 'seller'), demoAccountId(t, 'seller2')]);
    const names = await t.db
      .selectFrom('wholesalers')
      .select(['id', 'busniess_name'])
      .where('id', 'in', [oneId, twoId])
      .execute();
    const answers = await Promise.all([
      one.inject({
        method: 'PUT',
        url: `/api/WholesellerControllerSignUp/${oneId}`,
        payload: profile('Sunrise Pharma House'),
      }),
      two.inject({
        method: 'PUT',
        url: `/api/WholesellerControllerSignUp/${twoId}`,
        payload: profile('sunrise pharma  HOUSE'),
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json()).toEqual({
      error: 'bad_request',
      message: MSG.storeNameTaken,
    });
    const after = await t.db
      .selectFrom('wholesalers')
      .select('busniess_name')
      .where('busniess_name', 'ilike', 'sunrise pharma%')
      .execute();
    expect(after).toHaveLength(1);
    for (const n of names) {
      await t.db
        .updateTable('wholesalers')
        .set({ busniess_name: n.busniess_name, name_key: storeSlug(n.busniess_name) })
        .where('id', '=', n.id)
        .execute();
    }
  });

  it("a store's old name stays its own after a rename (its link still answers to it)", async () => {
    const one = await callerAs(t.app, 'seller');
    const two = await callerAs(t.app, 'seller2');
    const [oneId, twoId] = await Promise.all([demoAccountId(t, 'seller'), demoAccountId(t, 'seller2')]);
    const old = await t.db
      .selectFrom('wholesalers')
      .select(['busniess_name', 'url'])
      .where('id', '=', oneId)
      .executeTakeFirstOrThrow();
    expect(
      (
        await one.inject({
          method: 'PUT',
          url: `/api/WholesellerControllerSignUp/${oneId}`,
          payload: profile('Karachi Medical Traders Two'),
        })
      ).statusCode,
    ).toBe(200);
    const taken = await two.inject({
      method: 'PUT',
      url: `/api/WholesellerControllerSignUp/${twoId}`,
      payload: profile(old.busniess_name.toUpperCase()),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe(MSG.storeNameTaken);
    // The owner may take its old name back.
    expect(
      (
        await one.inject({
          method: 'PUT',
          url: `/api/WholesellerControllerSignUp/${oneId}`,
          payload: profile(old.busniess_name),
        })
      ).statusCode,
    ).toBe(200);
  });
});
