import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildTestApp, callerAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { pickEncoding } from '../../lib/http-encoding.js';

/** The store listing's cache: it must never serve a list that differs from the database. */
let t: TestApp;
let sellerId: number;
let seller: Caller;
const STORE = 'karachi-medical-traders';
let path: string;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  seller = await callerAs(t.app, 'seller');
  path = `/api/WholesellerCategory/${STORE}/${sellerId}`;
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });
type Row = { id: number; product_id: number; total_price: number; product_name: string };

describe('store listing cache', () => {
  it('answers the list with an ETag, and 304 without a body for that ETag', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"s\d+-v\d+-f\d+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect((first.json() as Row[]).length).toBeGreaterThan(50);

    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get({ 'if-none-match': 'W/"s1-v0-f0"' });
    expect(other.statusCode).toBe(200);
  });

  it('compresses with brotli or gzip, the same list as plain JSON', async () => {
    const plain = (await get()).json();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain);
    expect(gz.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(plain)) / 3);
  });

  it('shows a changed price at once, under a new ETag', async () => {
    const before = await get();
    const row = (before.json() as Row[])[0];
    const res = await seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${row.id}`,
      payload: { offer: 0, bonus: '', total_price: 4321.5 },
    });
    expect(res.statusCode).toBe(200);
    const after = await get({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((after.json() as Row[]).find((r) => r.id === row.id)?.total_price).toBe(4321.5);
  });

  it('drops a line whose catalogue product the admin disabled, and a deleted listing', async () => {
    const rows = (await get()).json() as Row[];
    const [a, b] = rows;
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', a.product_id).execute();
    await t.db.deleteFrom('listings').where('id', '=', b.id).execute();
    const after = (await get()).json() as Row[];
    expect(after.map((r) => r.id)).not.toContain(a.id);
    expect(after.map((r) => r.id)).not.toContain(b.id);
    expect(after).toHaveLength(rows.length - 2);
    await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', a.product_id).execute();
    expect(((await get()).json() as Row[]).map((r) => r.id)).toContain(a.id);
  });

  it('shows a renamed catalogue product', async () => {
    const row = ((await get()).json() as Row[])[0];
    await t.db
      .updateTable('products')
      .set({ product_name: 'Renamed For Cache Test' })
      .where('id', '=', row.product_id)
      .execute();
    const after = (await get()).json() as Row[];
    expect(after.find((r) => r.id === row.id)?.product_name).toBe('Renamed For Cache Test');
  });

  it('answers 410 for a disabled seller even with the list cached, and 404 for a wrong id or url', async () => {
    expect((await get()).statusCode).toBe(200);
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', sellerId).execute();
    const gone = await get();
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error).toBe('store_unavailable');
    await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', sellerId).execute();
    expect((await get()).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/WholesellerCategory/${STORE}/${sellerId + 1}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/WholesellerCategory/no-such-store/${sellerId}` })).statusCode,
    ).toBe(404);
  });

  it('answers ?first=N with the first N lines of the same list, under an ETag of their own', async () => {
    const all = await get();
    const list = all.json() as Row[];
    const head = await t.app.inject({ method: 'GET', url: `${path}?first=3` });
    expect(head.statusCode).toBe(200);
    expect(head.json()).toEqual(list.slice(0, 3));
    const etag = String(head.headers.etag);
    expect(etag).toMatch(/^W\/"s\d+-v\d+-f\d+-h3"$/);
    expect(etag).not.toBe(all.headers.etag);
    expect(
      (await t.app.inject({ method: 'GET', url: `${path}?first=3`, headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    // Compressed like any answer.
    const gz = await t.app.inject({ method: 'GET', url: `${path}?first=40`, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list.slice(0, 40));
    // More than the store has: the whole list.
    const more = await t.app.inject({ method: 'GET', url: `${path}?first=200` });
    expect(more.json()).toEqual(list.slice(0, 200));
    // A price change shows in the first lines too.
    const res = await seller.inject({
      method: 'PUT',
      url: `/api/MedicalProducts/${list[0].id}`,
      payload: { offer: 0, bonus: '', total_price: 1234.5 },
    });
    expect(res.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: `${path}?first=3`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Row[])[0].total_price).toBe(1234.5);
  });

  it('refuses ?first= out of 1..200 or not a number with 400, and keeps 404 for a wrong store', async () => {
    for (const first of ['0', '201', 'abc', '-1', '1.5']) {
      const res = await t.app.inject({ method: 'GET', url: `${path}?first=${first}` });
      expect(res.statusCode, first).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/WholesellerCategory/no-such-store/${sellerId}?first=3` }))
        .statusCode,
    ).toBe(404);
  });

  it('gives every store a version row, new sellers included', async () => {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM wholesalers w
      WHERE NOT EXISTS (SELECT 1 FROM store_versions v WHERE v.wholeseller_id = w.id)`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, honours q=0', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('deflate')).toBeUndefined();
  });
});
