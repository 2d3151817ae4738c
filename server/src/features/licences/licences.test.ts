import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  DEMO_PHONES,
  buildTestApp,
  callerAs,
  demoAccountId,
  signIn,
  type Caller,
  type TestApp,
} from '../../test/helpers.js';
import { createRetailer, createSeller } from '../../identity/accounts-write.service.js';
import { DEMO } from '../../seed/demo.js';
import { sniffLicenceDocument } from './licence-document.js';
import { sendLicenceExpiryReminders } from './licences.service.js';

let t: TestApp;
let retailer: Caller;
let retailer2: Caller;
let seller: Caller;
let seller2: Caller;
let admin: Caller;
let stranger: Caller; // a seller no retailer has ever ordered from
let retailerId: number;
let retailer2Id: number;
let sellerId: number;
let listings: Array<{ id: number; product_id: number; product_name: string }>;

const FUTURE = '2099-12-31';
const dayOffset = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(200, 7),
]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

const record = (caller: Caller, id: number, payload: unknown) =>
  caller.inject({ method: 'PUT', url: `/api/Retailers/${id}/licence`, payload: payload as object });
const upload = (caller: Caller, id: number, body: Buffer, type = 'application/octet-stream') =>
  caller.inject({
    method: 'PUT',
    url: `/api/Retailers/${id}/licence/document`,
    payload: body,
    headers: { 'content-type': type },
  });
const review = (caller: Caller, id: number, payload: unknown) =>
  caller.inject({ method: 'PUT', url: `/api/Admin/licences/${id}`, payload: payload as object });
const setRequire = (caller: Caller, on: boolean) =>
  caller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { require_licence: on } });
const order = (caller: Caller, listingIds: number[] = [listings[0].id]) =>
  caller.inject({
    method: 'POST',
    url: '/api/Orders',
    payload: { wholeseller_id: sellerId, items: listingIds.map((id) => ({ listing_id: id, quantity: 1 })) },
  });
const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const documentRow = (id: number) =>
  t.db.selectFrom('licence_documents').selectAll().where('retailer_id', '=', id).executeTakeFirst();
const valid = { number: 'DSL-1234/2025', type: 'pharmacy', province: 'Sindh', expires: FUTURE };

beforeAll(async () => {
  t = await buildTestApp();
  [retailer, retailer2, seller, seller2, admin] = await Promise.all(
    (['retailer', 'retailer2', 'seller', 'seller2', 'admin'] as const).map((r) => callerAs(t.app, r)),
  );
  retailerId = await demoAccountId(t, 'retailer');
  retailer2Id = await demoAccountId(t, 'retailer2');
  sellerId = await demoAccountId(t, 'seller');
  await createSeller(t.db, {
    phone: '03005550001',
    full_name: 'Never Traded',
    busniess_name: 'Never Traded Pharma',
    address: 'Karachi',
    email: '',
    pin: DEMO.pin,
  });
  const sid = await signIn(t.app, '03005550001');
  stranger = { sid, inject: (o) => t.app.inject({ ...o, cookies: { sid } }) };
  listings = (await t.app.inject({ url: `/api/WholesellerCategory/karachi-medical-traders/${sellerId}` })).json();
});
afterAll(async () => {
  await t?.close();
});

describe('recording a licence', () => {
  it('GET /api/Retailers/{id} carries licence null until one is recorded', async () => {
    const res = await retailer2.inject({ url: `/api/Retailers/${retailer2Id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().licence).toBeNull();
  });

  it('records it as pending; the profile carries it', async () => {
    const res = await record(retailer, retailerId, { ...valid, province: 'sindh', status: 'verified' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      number: 'DSL-1234/2025',
      type: 'pharmacy',
      province: 'Sindh',
      expires: FUTURE,
      status: 'pending',
      document: null,
    });
    const profile = (await retailer.inject({ url: `/api/Retailers/${retailerId}` })).json();
    expect(profile.licence).toMatchObject({
      number: 'DSL-1234/2025',
      type: 'pharmacy',
      province: 'Sindh',
      expires: FUTURE,
      status: 'pending',
    });
    const asAdmin = (await admin.inject({ url: `/api/Retailers/${retailerId}` })).json();
    expect(asAdmin.licence.status).toBe('pending');
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await t.db
      .selectFrom('retailer_licences')
      .selectAll()
      .where('retailer_id', '=', retailerId)
      .executeTakeFirst();
    const bad = [
      { ...valid, expires: dayOffset(-1) },
      { ...valid, expires: '2026-02-30' },
      { ...valid, expires: 'tomorrow' },
      { ...valid, type: 'chemist' },
      { ...valid, province: 'Atlantis' },
      { ...valid, number: '' },
      { ...valid, number: 'x'.repeat(10_000) },
      { ...valid, number: '<script>' },
      { number: 'A1', type: 'pharmacy', province: 'Sindh' },
    ];
    for (const payload of bad) {
      const res = await record(retailer, retailerId, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const after = await t.db
      .selectFrom('retailer_licences')
      .selectAll()
      .where('retailer_id', '=', retailerId)
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it("another retailer's licence is 404; a seller or the admin cannot record one (403)", async () => {
    expect((await record(retailer2, retailerId, valid)).statusCode).toBe(404);
    expect((await retailer2.inject({ url: `/api/Retailers/${retailerId}/licence` })).statusCode).toBe(404);
    expect((await retailer2.inject({ url: `/api/Retailers/${retailerId}/licence/document` })).statusCode).toBe(404);
    expect((await upload(retailer2, retailerId, JPEG, 'image/jpeg')).statusCode).toBe(404);
    expect((await record(seller, retailerId, valid)).statusCode).toBe(403);
    expect((await record(admin, retailerId, valid)).statusCode).toBe(403);
  });
});

describe('the licence document', () => {
  it('is refused before the details are recorded', async () => {
    const res = await upload(retailer2, retailer2Id, JPEG, 'image/jpeg');
    expect(res.statusCode).toBe(409);
    expect(await documentRow(retailer2Id)).toBeUndefined();
  });

  it('refuses a 30 MB photo, a fake PDF, an unknown type and an empty body, writing nothing', async () => {
    const huge = Buffer.concat([JPEG, Buffer.alloc(30 * 1024 * 1024)]);
    const tooBig = await upload(retailer, retailerId, huge, 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('payload_too_large');
    const justOver = await upload(
      retailer,
      retailerId,
      Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]),
      'image/jpeg',
    );
    expect(justOver.statusCode).toBe(413);
    const fakePdf = await upload(retailer, retailerId, EXE, 'application/pdf');
    expect(fakePdf.statusCode).toBe(415);
    const pdfHeaderOnly = await upload(
      retailer,
      retailerId,
      Buffer.concat([Buffer.from('%PDF-1.4\n'), EXE]),
      'application/pdf',
    );
    expect(pdfHeaderOnly.statusCode).toBe(415);
    const text = await upload(
      retailer,
      retailerId,
      Buffer.from('hello, this is plain text, not a licence'),
      'application/octet-stream',
    );
    expect(text.statusCode).toBe(415);
    const gif = await upload(retailer, retailerId, Buffer.from('GIF89a-----------------'), 'image/png');
    expect(gif.statusCode).toBe(415);
    const empty = await upload(retailer, retailerId, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const html = await retailer.inject({
      method: 'PUT',
      url: `/api/Retailers/${retailerId}/licence/document`,
      payload: '<html></html>',
      headers: { 'content-type': 'text/html' },
    });
    expect(html.statusCode).toBe(415);
    expect(await documentRow(retailerId)).toBeUndefined();
  });

  it('stores a JPEG by its bytes (whatever the declared type) and serves it with safe headers', async () => {
    const res = await upload(retailer, retailerId, JPEG, 'application/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ content_type: 'image/jpeg', size: JPEG.length });
    const got = await retailer.inject({ url: `/api/Retailers/${retailerId}/licence/document` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toBe(`inline; filename="licence-${retailerId}.jpg"`);
    // The image's own policy (it loads nothing but itself) wins over the document headers every file shown gets.
    expect(got.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    );
    expect(got.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(got.rawPayload.equals(JPEG)).toBe(true);
  });

  it('a PDF replaces it and is offered as a download', async () => {
    expect((await upload(retailer, retailerId, PDF)).statusCode).toBe(200);
    const got = await admin.inject({ url: `/api/Retailers/${retailerId}/licence/document` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="licence-\d+\.pdf"$/);
  });

  it('is served to a seller the retailer ordered from, never to a seller who never traded (404)', async () => {
    expect((await order(retailer)).statusCode).toBe(200);
    expect((await seller.inject({ url: `/api/Retailers/${retailerId}/licence/document` })).statusCode).toBe(200);
    const view = await seller.inject({ url: `/api/Retailers/${retailerId}/licence` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ retailer_id: retailerId, licence: { number: 'DSL-1234/2025' } });
    expect((await stranger.inject({ url: `/api/Retailers/${retailerId}/licence/document` })).statusCode).toBe(404);
    expect((await stranger.inject({ url: `/api/Retailers/${retailerId}/licence` })).statusCode).toBe(404);
    const visitor = await t.app.inject({ url: `/api/Retailers/${retailerId}/licence/document` });
    expect(visitor.statusCode).toBe(401);
  });

  it('tells the kinds apart by their bytes', () => {
    expect(sniffLicenceDocument(JPEG)).toBe('image/jpeg');
    expect(sniffLicenceDocument(PNG)).toBe('image/png');
    expect(
      sniffLicenceDocument(Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(20)])),
    ).toBe('image/webp');
    expect(sniffLicenceDocument(PDF)).toBe('application/pdf');
    expect(sniffLicenceDocument(EXE)).toBeNull();
    expect(sniffLicenceDocument(Buffer.from('\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00', 'latin1'))).toBeNull();
  });
});

describe("the admin's review", () => {
  it('is the admin only: a retailer or a seller gets 403 and nothing changes', async () => {
    for (const caller of [retailer, seller]) {
      expect((await review(caller, retailerId, { status: 'verified' })).statusCode).toBe(403);
      expect((await caller.inject({ url: '/api/Admin/licences' })).statusCode).toBe(403);
    }
    const row = await t.db
      .selectFrom('retailer_licences')
      .select('status')
      .where('retailer_id', '=', retailerId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('a rejection needs a reason; an unknown status or a retailer without licence is refused', async () => {
    expect((await review(admin, retailerId, { status: 'rejected' })).statusCode).toBe(400);
    expect((await review(admin, retailerId, { status: 'rejected', reason: '  ' })).statusCode).toBe(400);
    expect((await review(admin, retailerId, { status: 'approved' })).statusCode).toBe(400);
    expect((await review(admin, retailerId, { status: 'pending' })).statusCode).toBe(400);
    expect((await review(admin, retailer2Id, { status: 'verified' })).statusCode).toBe(404);
  });

  it('lists pending licences first', async () => {
    const res = await admin.inject({ url: '/api/Admin/licences' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ retailer_id: retailerId, licence: { status: 'pending' } });
    expect((await admin.inject({ url: '/api/Admin/licences?status=verified' })).json()).toEqual([]);
  });

  it('rejects with a reason, then verifies; the retailer is texted; a change makes it pending again', async () => {
    const rejected = await review(admin, retailerId, { status: 'rejected', reason: 'Photo unreadable' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Photo unreadable' });
    expect((await retailer.inject({ url: `/api/Retailers/${retailerId}` })).json().licence).toMatchObject({
      status: 'rejected',
      reason: 'Photo unreadable',
    });
    const verified = await review(admin, retailerId, { status: 'verified', reason: '' });
    expect(verified.json()).toMatchObject({ status: 'verified', reason: null });
    const texts = (await t.app.inject({ url: `/api/dev/sms?phone=${DEMO_PHONES.retailer}` })).json() as Array<{
      text: string;
    }>;
    expect(texts.at(-1)!.text).toMatch(/verified/);

    // The same details again keep the review; a changed detail makes it pending.
    expect((await record(retailer, retailerId, valid)).json().status).toBe('verified');
    expect((await record(retailer, retailerId, { ...valid, number: 'DSL-9999' })).json().status).toBe('pending');
    expect((await review(admin, retailerId, { status: 'verified' })).json().status).toBe('verified');
  });
});

describe('the licence gate on orders (require_licence)', () => {
  let gated: Caller;
  let gatedId: number;
  const setLicence = (values: Record<string, unknown> | null) =>
    values === null
      ? t.db.deleteFrom('retailer_licences').where('retailer_id', '=', gatedId).execute()
      : sql`INSERT INTO retailer_licences (retailer_id, number, type, province, expires, status, reason)
            VALUES (${gatedId}, 'G-1', ${values.type ?? 'pharmacy'}, 'Punjab', ${values.expires ?? FUTURE}::date, ${values.status ?? 'verified'}, ${values.reason ?? null})
            ON CONFLICT (retailer_id) DO UPDATE SET type = EXCLUDED.type, expires = EXCLUDED.expires, status = EXCLUDED.status, reason = EXCLUDED.reason`.execute(
          t.db,
        );

  beforeAll(async () => {
    gatedId = await createRetailer(t.db, {
      phone: '03215550002',
      fullName: 'Gate Keeper',
      store: 'Gate Pharmacy',
      address: 'Lahore',
      email: '',
      pin: DEMO.pin,
    });
    const sid = await signIn(t.app, '03215550002');
    gated = { sid, inject: (o) => t.app.inject({ ...o, cookies: { sid } }) };
  });
  beforeEach(async () => {
    await setRequire(seller, true);
  });

  const refused = async (message: RegExp) => {
    const before = await orderCount();
    const res = await order(gated);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'licence_required' });
    expect(res.json().message).toMatch(message);
    expect(await orderCount()).toBe(before);
  };

  it('no licence: 403 licence_required, nothing placed', async () => {
    await setLicence(null);
    await refused(/Add your licence/);
    expect((await order(gated)).json()).toMatchObject({ licence: 'none', seller: expect.any(String) });
  });
  it('pending: 403', async () => {
    await setLicence({ status: 'pending' });
    await refused(/waiting for verification/);
  });
  it('rejected: 403 with the reason', async () => {
    await setLicence({ status: 'rejected', reason: 'Wrong number' });
    await refused(/Wrong number/);
  });
  it('verified but expired yesterday: 403', async () => {
    await setLicence({ status: 'verified', expires: dayOffset(-1) });
    await refused(/expired/);
  });
  it('verified, expiring today: placed', async () => {
    await setLicence({ status: 'verified', expires: dayOffset(0) });
    expect((await order(gated)).statusCode).toBe(200);
  });
  it('verified and unexpired: placed', async () => {
    await setLicence({ status: 'verified' });
    expect((await order(gated)).statusCode).toBe(200);
  });
  it('require_licence off: a retailer without a licence orders', async () => {
    await setLicence(null);
    await setRequire(seller, false);
    expect((await order(gated)).statusCode).toBe(200);
  });
  it('only the seller that requires it: another seller takes the order', async () => {
    await setLicence(null);
    const seller2Id = await demoAccountId(t, 'seller2');
    const foreign = (
      await t.app.inject({ url: `/api/WholesellerCategory/lahore-pharma-distributors/${seller2Id}` })
    ).json()[0];
    const res = await gated.inject({
      method: 'POST',
      url: '/api/Orders',
      payload: { wholeseller_id: seller2Id, items: [{ listing_id: foreign.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    void seller2;
  });
});

describe('Schedule G and controlled products', () => {
  let medical: Caller;
  let medicalId: number;
  let restricted: { id: number; product_id: number; product_name: string };
  let plain: { id: number; product_id: number; product_name: string };

  beforeAll(async () => {
    await setRequire(seller, false);
    medicalId = await createRetailer(t.db, {
      phone: '03215550003',
      fullName: 'Medical Store',
      store: 'Corner Medical Store',
      address: 'Karachi',
      email: '',
      pin: DEMO.pin,
    });
    const sid = await signIn(t.app, '03215550003');
    medical = { sid, inject: (o) => t.app.inject({ ...o, cookies: { sid } }) };
    [restricted, plain] = [listings[1], listings[2]];
    const product = (await admin.inject({ url: `/api/Admin/${restricted.product_id}` })).json();
    const edited = await admin.inject({
      method: 'PUT',
      url: `/api/Admin/${restricted.product_id}`,
      payload: { ...product, schedule_g: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ schedule_g: true, controlled: false });
  });

  it('the admin flags products; a missing flag keeps the stored one; a non-boolean is 400', async () => {
    const product = (await admin.inject({ url: `/api/Admin/${restricted.product_id}` })).json();
    const { schedule_g: _s, controlled: _c, ...rest } = product;
    expect(
      (await admin.inject({ method: 'PUT', url: `/api/Admin/${restricted.product_id}`, payload: rest })).json()
        .schedule_g,
    ).toBe(true);
    expect(
      (
        await admin.inject({
          method: 'PUT',
          url: `/api/Admin/${restricted.product_id}`,
          payload: { ...rest, controlled: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a medical store licence cannot order a Schedule G product: 403 naming it, nothing placed', async () => {
    await medical.inject({
      method: 'PUT',
      url: `/api/Retailers/${medicalId}/licence`,
      payload: { ...valid, type: 'medical_store' },
    });
    const before = await orderCount();
    const res = await order(medical, [plain.id, restricted.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('licence_restricted');
    expect(res.json().message).toContain(restricted.product_name);
    expect(res.json().message).not.toContain(plain.product_name);
    expect(await orderCount()).toBe(before);
    expect((await order(medical, [plain.id])).statusCode).toBe(200);
  });

  it('a controlled product too', async () => {
    await t.db
      .updateTable('products')
      .set({ schedule_g: false, controlled: true })
      .where('id', '=', restricted.product_id)
      .execute();
    const res = await order(medical, [restricted.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(restricted.product_name);
    await t.db
      .updateTable('products')
      .set({ schedule_g: true, controlled: false })
      .where('id', '=', restricted.product_id)
      .execute();
  });

  it('a pharmacy licence orders it', async () => {
    await medical.inject({
      method: 'PUT',
      url: `/api/Retailers/${medicalId}/licence`,
      payload: { ...valid, type: 'pharmacy' },
    });
    expect((await order(medical, [restricted.id])).statusCode).toBe(200);
  });
});

describe('the expiry text', () => {
  it('is sent once, 30 days before expiry, only in the day (Pakistan time)', async () => {
    const id = await createRetailer(t.db, {
      phone: '03215550004',
      fullName: 'Soon Expiring',
      store: 'Soon Pharmacy',
      address: 'Karachi',
      email: '',
      pin: DEMO.pin,
    });
    await sql`INSERT INTO retailer_licences (retailer_id, number, type, province, expires, status)
              VALUES (${id}, 'E-1', 'pharmacy', 'Sindh', ${dayOffset(29)}::date, 'verified')`.execute(t.db);
    const far = await createRetailer(t.db, {
      phone: '03215550005',
      fullName: 'Far Expiring',
      store: 'Far Pharmacy',
      address: 'Karachi',
      email: '',
      pin: DEMO.pin,
    });
    await sql`INSERT INTO retailer_licences (retailer_id, number, type, province, expires, status)
              VALUES (${far}, 'E-2', 'pharmacy', 'Sindh', ${dayOffset(45)}::date, 'verified')`.execute(t.db);
    const texts = async (phone: string) =>
      ((await t.app.inject({ url: `/api/dev/sms?phone=${phone}` })).json() as unknown[]).length;
    const sms = t.app.deps.sms;
    // 02:00 in Karachi (21:00 UTC the day before): night, nothing sent.
    const today = dayOffset(0);
    const night = new Date(`${today}T21:00:00Z`);
    night.setUTCDate(night.getUTCDate() - 1);
    expect(await sendLicenceExpiryReminders({ db: t.db, sms }, night)).toBe(0);
    const noon = new Date(`${today}T07:00:00Z`); // 12:00 in Karachi
    await sendLicenceExpiryReminders({ db: t.db, sms }, noon);
    await sendLicenceExpiryReminders({ db: t.db, sms }, noon);
    expect(await texts('03215550004')).toBe(1);
    expect(await texts('03215550005')).toBe(0);
    // A renewed licence with a new date gets its own text when its time comes.
    await t.db
      .updateTable('retailer_licences')
      .set({ expires: dayOffset(10) })
      .where('retailer_id', '=', id)
      .execute();
    await sendLicenceExpiryReminders({ db: t.db, sms }, noon);
    expect(await texts('03215550004')).toBe(2);
  });
});
