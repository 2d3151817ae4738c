import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';
import { MSG_BEYOND, PRICE_LIST_COLUMNS, PRICE_LIST_EXPORT_COLUMNS, type PriceListPreview } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let seller: Caller;
let seller2: Caller;
let sellerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  seller = await callerAs(t.app, 'seller');
  seller2 = await callerAs(t.app, 'seller2');
  sellerId = await demoAccountId(t, 'seller');
});
afterAll(async () => {
  await t.close();
});

const upload = (caller: Caller, body: Buffer | string, contentType = 'application/octet-stream') =>
  caller.inject({
    method: 'POST',
    url: '/api/PriceList/preview',
    headers: { 'content-type': contentType },
    payload: body,
  });
const apply = (caller: Caller, payload: object) =>
  caller.inject({ method: 'POST', url: '/api/PriceList/apply', payload });
const exportCsv = async (caller: Caller = seller) => {
  const res = await caller.inject({ url: '/api/PriceList/export' });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const csvOf = (rows: Array<Array<string | number>>, header: readonly string[] = PRICE_LIST_COLUMNS) =>
  Papa.unparse({ fields: [...header], data: rows });

const listingsOf = (id: number) =>
  t.db
    .selectFrom('listings')
    .innerJoin('products', 'products.id', 'listings.product_id')
    .select([
      'listings.id',
      'listings.product_id',
      'listings.offer',
      'listings.bonus',
      'listings.total_price',
      'listings.updated_at',
      'products.product_name',
    ])
    .where('wholeseller_id', '=', id)
    .orderBy('listings.id')
    .execute();

/** A catalogue product the demo seller does not list yet. */
async function unlistedProduct() {
  return t.db
    .selectFrom('products')
    .select(['id', 'product_code', 'product_name', 'manufacturer'])
    .where('is_disabled', '=', false)
    .where('id', 'not in', t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', sellerId))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('price list export', () => {
  it("downloads the seller's list as CSV with the import columns, a BOM for Excel, and one row per listing", async () => {
    const res = await seller.inject({ url: '/api/PriceList/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="price-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual([...PRICE_LIST_EXPORT_COLUMNS]);
    expect(parsed.data.length - 1).toBe((await listingsOf(sellerId)).length);
  });

  it('gives each line the price a unit costs after its offer (Net), which the upload does not read', async () => {
    const rows = Papa.parse<string[]>((await exportCsv()).slice(1), { skipEmptyLines: true }).data.slice(1);
    expect(rows.some((r) => Number(r[3]) > 0)).toBe(true);
    for (const r of rows) {
      const [offer, tp, net] = [Number(r[3]), Number(r[5]), r[6]];
      // T.P less the offer, half a paisa up (independent of the shared rule; exact in floats at these sizes).
      expect(net).toBe((Math.round((Math.round(tp * 100) * (100 - offer)) / 100) / 100).toFixed(2));
    }
  });

  it('puts a quote before cells a spreadsheet would run as a formula, and reads them back unchanged', async () => {
    const [first] = await listingsOf(sellerId);
    await t.db
      .updateTable('listings')
      .set({ bonus: '=HYPERLINK("http://x.test","win")' })
      .where('id', '=', first.id)
      .execute();
    const csv = await exportCsv();
    expect(csv).toContain(`"'=HYPERLINK(""http://x.test"",""win"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
    const preview = (await upload(seller, csv)).json() as PriceListPreview;
    expect(preview.counts.refused).toBe(0);
    expect(preview.counts.changed).toBe(0);
    await t.db.updateTable('listings').set({ bonus: '' }).where('id', '=', first.id).execute();
  });

  it('is for sellers only and shows only their own list', async () => {
    expect((await (await callerAs(t.app, 'visitor')).inject({ url: '/api/PriceList/export' })).statusCode).toBe(401);
    expect((await (await callerAs(t.app, 'retailer')).inject({ url: '/api/PriceList/export' })).statusCode).toBe(403);
    expect((await (await callerAs(t.app, 'admin')).inject({ url: '/api/PriceList/export' })).statusCode).toBe(403);
    const mine = await exportCsv(seller);
    const theirs = await exportCsv(seller2);
    const seller2Id = await demoAccountId(t, 'seller2');
    expect(Papa.parse(theirs.slice(1), { skipEmptyLines: true }).data.length - 1).toBe(
      (await listingsOf(seller2Id)).length,
    );
    expect(theirs).not.toBe(mine);
  });
});

describe('price list preview and apply', () => {
  it('an unchanged export previews as all unchanged', async () => {
    const res = await upload(seller, await exportCsv());
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PriceListPreview;
    expect(preview.format).toBe('csv');
    expect(preview.encoding).toBe('utf-8');
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: (await listingsOf(sellerId)).length, refused: 0 });
  });

  it('shows every row as new, changed, unchanged or refused with its reason; apply is all or nothing', async () => {
    const listings = await listingsOf(sellerId);
    const product = await unlistedProduct();
    const disabled = await t.db
      .selectFrom('products')
      .select(['id', 'product_name'])
      .where('id', 'not in', t.db.selectFrom('listings').select('product_id').where('wholeseller_id', '=', sellerId))
      .where('id', '<>', product.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const csv = Papa.parse<string[]>((await exportCsv()).slice(1), { skipEmptyLines: true }).data.slice(1);
    // Row 2: changed price; row 3: unchanged; then new, unknown, formula, bad price, duplicate, disabled, no product.
    const changed = [...csv[0]];
    changed[5] = String(Number(changed[5]) + 10);
    const rows = [
      changed,
      csv[1],
      [product.product_code, product.product_name, product.manufacturer, '5', 'None', '99.50'],
      ['', 'No Such Medicine 5mg', '', '0', '', '10'],
      [csv[2][0], csv[2][1], csv[2][2], '0', '', '=HYPERLINK("http://evil.test","12")'],
      [csv[3][0], csv[3][1], csv[3][2], '0', '', '-5'],
      [csv[1][0], csv[1][1], csv[1][2], csv[1][3], csv[1][4], csv[1][5]],
      ['', '', '', '', '', '1'],
    ];
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', disabled.id).execute();
    rows.push(['', disabled.product_name, '', '0', '', '5']);
    const before = await listingsOf(sellerId);

    const res = await upload(seller, csvOf(rows), 'text/csv');
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PriceListPreview;
    const byRow = (n: number) => preview.rows.find((r) => r.row === n)!;
    expect(byRow(2)).toMatchObject({
      status: 'changed',
      old_total_price: listings.find((l) => l.product_name === csv[0][1])!.total_price,
    });
    expect(byRow(3).status).toBe('unchanged');
    expect(byRow(4)).toMatchObject({ status: 'new', product_id: product.id, offer: 5, bonus: '', total_price: 99.5 });
    expect(byRow(5)).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonUnknownProduct });
    expect(byRow(6)).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonBadPrice });
    expect(byRow(7)).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonBadPrice });
    expect(byRow(8)).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonDuplicate(3) });
    expect(byRow(9)).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonNoProduct });
    expect(byRow(10)).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonDisabledProduct });
    expect(preview.counts).toEqual({ new: 1, changed: 1, unchanged: 1, refused: 6 });

    // Refused rows and no choice to skip them: nothing is written.
    const refused = await apply(seller, { import_id: preview.import_id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG_BEYOND.importHasRefusedRows);
    expect(await listingsOf(sellerId)).toEqual(before);

    // Another seller cannot apply this preview (404, nothing written).
    const foreign = await apply(seller2, { import_id: preview.import_id, skip_refused: true });
    expect(foreign.statusCode).toBe(404);
    expect(await listingsOf(sellerId)).toEqual(before);

    const done = await apply(seller, { import_id: preview.import_id, skip_refused: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ inserted: 1, updated: 1, unchanged: 1, skipped: 6 });
    const after = await listingsOf(sellerId);
    expect(after.length).toBe(before.length + 1);
    expect(after.find((l) => l.product_id === product.id)).toMatchObject({ offer: 5, bonus: '', total_price: 99.5 });
    expect(after.find((l) => l.product_name === csv[0][1])!.total_price).toBe(Number(changed[5]));
    // The listing keeps its id (orders and carts point at it).
    expect(after.find((l) => l.product_name === csv[0][1])!.id).toBe(
      before.find((l) => l.product_name === csv[0][1])!.id,
    );

    // A preview is single use.
    expect((await apply(seller, { import_id: preview.import_id, skip_refused: true })).statusCode).toBe(404);
    await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', disabled.id).execute();
  });

  it("keeps the seller's offer and bonus when the file leaves those columns out", async () => {
    const [listing] = await listingsOf(sellerId);
    await t.db.updateTable('listings').set({ offer: 7.5, bonus: 'OLD TP' }).where('id', '=', listing.id).execute();
    const res = await upload(seller, csvOf([[listing.product_name, '123.45']], ['Product Name', 'T.P']));
    const preview = res.json() as PriceListPreview;
    expect(preview.rows[0]).toMatchObject({ status: 'changed', offer: 7.5, bonus: 'OLD TP', total_price: 123.45 });
    expect((await apply(seller, { import_id: preview.import_id })).json()).toMatchObject({ updated: 1 });
    const [after] = await listingsOf(sellerId);
    expect(after).toMatchObject({ offer: 7.5, bonus: 'OLD TP', total_price: 123.45 });
  });

  it('reads header variants, a title row, semicolons, "Rs. 1,250/-" prices and "10%" offers; names match without case', async () => {
    const product = await unlistedProduct();
    const text = [
      'Price list of Karachi Medical Traders',
      'Name;Company;Discount;Bonus;Trade Price',
      `${product.product_name.toUpperCase()};${product.manufacturer};10%;77 NET;"Rs. 1,250/-"`,
    ].join('\n');
    const preview = (await upload(seller, text)).json() as PriceListPreview;
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0]).toMatchObject({
      row: 3,
      status: 'new',
      product_id: product.id,
      offer: 10,
      bonus: '77 NET',
      total_price: 1250,
    });
  });

  it('refuses a product code shared by several products unless the name tells them apart', async () => {
    const shared = await t.db
      .selectFrom('products')
      .select(['product_code'])
      .groupBy('product_code')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirstOrThrow();
    const preview = (
      await upload(seller, csvOf([[shared.product_code, '10']], ['Product Code', 'T.P']))
    ).json() as PriceListPreview;
    expect(preview.rows[0]).toMatchObject({ status: 'refused', reason: MSG_BEYOND.reasonAmbiguousCode });
  });

  it('cancels the whole import when a product was disabled after the preview (409, nothing written)', async () => {
    const a = await unlistedProduct();
    const rows = [[a.product_code, a.product_name, a.manufacturer, '0', '', '10']];
    const listings = await listingsOf(sellerId);
    rows.push(['', listings[3].product_name, '', '0', '', '11']);
    const preview = (await upload(seller, csvOf(rows))).json() as PriceListPreview;
    expect(preview.counts).toMatchObject({ new: 1, changed: 1 });
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', a.id).execute();
    const before = await listingsOf(sellerId);
    const res = await apply(seller, { import_id: preview.import_id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_BEYOND.catalogueChanged);
    expect(await listingsOf(sellerId)).toEqual(before);
    await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', a.id).execute();
  });

  it('takes only import_id and skip_refused in the apply body', async () => {
    const res = await apply(seller, { import_id: 'x'.repeat(32), wholeseller_id: 1 });
    expect(res.statusCode).toBe(400);
    expect((await apply(seller, { import_id: 'x'.repeat(32) })).statusCode).toBe(404);
  });

  it('is for sellers only', async () => {
    const csv = csvOf([['x', '1']], ['Product Name', 'T.P']);
    expect((await upload(await callerAs(t.app, 'visitor'), csv)).statusCode).toBe(401);
    expect((await upload(await callerAs(t.app, 'retailer'), csv)).statusCode).toBe(403);
    expect((await upload(await callerAs(t.app, 'admin'), csv)).statusCode).toBe(403);
    expect((await apply(await callerAs(t.app, 'retailer'), { import_id: 'x'.repeat(32) })).statusCode).toBe(403);
  });

  it('refuses a cross-site upload', async () => {
    const res = await seller.inject({
      method: 'POST',
      url: '/api/PriceList/preview',
      headers: { 'content-type': 'text/csv', origin: 'https://evil.test' },
      payload: csvOf([['x', '1']], ['Product Name', 'T.P']),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('hostile import files', () => {
  it('wrong columns: says which columns it needs and which it found', async () => {
    const res = await upload(seller, 'Medicine,Cost\nParacetamol,10\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.missingColumns('Medicine, Cost'));
  });

  it('empty file, and a file of only a header', async () => {
    expect((await upload(seller, Buffer.alloc(0))).statusCode).toBe(400);
    const header = await upload(seller, 'Product Name,T.P\n');
    expect(header.statusCode).toBe(200);
    expect(header.json().rows).toEqual([]);
  });

  it('formulas are text: a formula in a name matches nothing, in a price it is not a number', async () => {
    const res = await upload(
      seller,
      csvOf(
        [
          ["=cmd|' /C calc'!A0", '10'],
          ['Paracetamol', '+1+1'],
          ['@SUM(A1)', '@SUM(1)'],
        ],
        ['Product Name', 'T.P'],
      ),
    );
    const preview = res.json() as PriceListPreview;
    expect(preview.rows.map((r) => r.status)).toEqual(['refused', 'refused', 'refused']);
    expect(preview.rows[0].reason).toBe(MSG_BEYOND.reasonUnknownProduct);
    expect(preview.rows[0].product_name).toBe("=cmd|' /C calc'!A0");
  });

  it('over 10 MB: 413 with a clear message, before or after the body is read', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const res = await upload(seller, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large', message: MSG_BEYOND.fileTooLarge });
    const huge = await upload(seller, Buffer.alloc(13 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
  });

  it('more rows than allowed: 400', async () => {
    const text = 'Product Name,T.P\n' + 'x,1\n'.repeat(20_001);
    const res = await upload(seller, text);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_BEYOND.fileTooManyRows(20_000));
  });

  it("non-UTF-8 text (Excel's Windows CSV) is decoded as windows-1252 and said so", async () => {
    const [listing] = await listingsOf(sellerId);
    // "Caf\xe9" is é in windows-1252 and invalid UTF-8.
    const bytes = Buffer.concat([
      Buffer.from(`Product Name,Bonus,T.P\n${listing.product_name},Caf`, 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from(',42\n'),
    ]);
    const res = await upload(seller, bytes);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PriceListPreview;
    expect(preview.encoding).toBe('windows-1252');
    expect(preview.rows[0]).toMatchObject({ status: 'changed', bonus: 'Café', total_price: 42 });
  });

  it('UTF-16 text with a BOM is read', async () => {
    const [listing] = await listingsOf(sellerId);
    const text = `Product Name\tT.P\n${listing.product_name}\t42\n`;
    const res = await upload(seller, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(res.statusCode).toBe(200);
    expect(res.json().encoding).toBe('utf-16le');
    expect(res.json().rows[0].product_id).toBeGreaterThan(0);
  });

  it('binary files, old .xls and broken zips are refused clearly', async () => {
    const png = await upload(seller, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe(MSG_BEYOND.fileUnreadable);
    const xls = await upload(seller, Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]));
    expect(xls.json().message).toBe(MSG_BEYOND.oldExcelFormat);
    const zip = await upload(seller, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]));
    expect(zip.statusCode).toBe(400);
    expect(zip.json().message).toBe(MSG_BEYOND.fileUnreadable);
  });
});

describe('Excel files', () => {
  it('reads the first sheet of an .xlsx, numbers as numbers; a formula price without a saved value is refused', async () => {
    const listings = await listingsOf(sellerId);
    const product = await unlistedProduct();
    const header = PRICE_LIST_COLUMNS.map((value) => ({ value, fontWeight: 'bold' as const }));
    const buffer = await writeXlsxFile([
      header,
      [null, { value: listings[5].product_name }, null, { value: 10 }, { value: 'OLD TP' }, { value: 321.5 }],
      [
        { value: product.product_code },
        { value: product.product_name },
        { value: product.manufacturer },
        null,
        null,
        { value: 77 },
      ],
      [
        null,
        { value: listings[6].product_name },
        null,
        null,
        null,
        { type: 'Formula', value: 'HYPERLINK("http://evil.test","12")' },
      ],
    ]).toBuffer();
    const res = await upload(seller, buffer, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PriceListPreview;
    expect(preview.format).toBe('xlsx');
    expect(preview.rows[0]).toMatchObject({ status: 'changed', offer: 10, bonus: 'OLD TP', total_price: 321.5 });
    expect(preview.rows[1]).toMatchObject({ status: 'new', product_id: product.id, offer: 0, total_price: 77 });
    expect(preview.rows[2].status).toBe('refused');
  });
});

describe('a 5,000-row price list', () => {
  it('previews and applies in a few seconds, with set-based SQL', async () => {
    const products = Array.from({ length: 5000 }, (_, i) => ({
      product_code: `BULK${i}`,
      product_name: `Bulk Medicine ${i} 10mg Tablets`,
      manufacturer: 'GSK',
      offer: 0,
      bonus: '',
      total_price: 100,
    }));
    await t.db.insertInto('products').values(products).execute();
    const text = csvOf(
      products.map((p, i) => [
        p.product_code,
        p.product_name,
        p.manufacturer,
        i % 10,
        i % 3 ? '' : 'OLD TP',
        (50 + i / 100).toFixed(2),
      ]),
    );
    const before = (await listingsOf(sellerId)).length;

    const started = Date.now();
    const res = await upload(seller, text);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as PriceListPreview;
    expect(preview.counts).toEqual({ new: 5000, changed: 0, unchanged: 0, refused: 0 });
    const applied = await apply(seller, { import_id: preview.import_id });
    expect(applied.json()).toEqual({ inserted: 5000, updated: 0, unchanged: 0, skipped: 0 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(15_000);
    expect((await listingsOf(sellerId)).length).toBe(before + 5000);

    // The same file again: every row unchanged.
    const again = (await upload(seller, text)).json() as PriceListPreview;
    expect(again.counts.unchanged).toBe(5000);
    console.log(`5,000-row price list: preview + apply in ${elapsed} ms (${t.handle.kind})`);
  });
});
