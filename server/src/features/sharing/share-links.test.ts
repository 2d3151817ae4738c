import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { QUICK_ORDER_MSG, type ShareLink } from '@dawalink/shared';
import { URDU } from '@dawalink/shared/urdu';
import { buildTestApp, callerAs, demoAccountId, secondApp, type Caller, type TestApp } from '../../test/helpers.js';
import { fontsOf } from '../invoices/money.test-helpers.js';
import { signDocument, verifyDocument } from './share-links.service.js';

let t: TestApp;
let sellerId: number;
let retailerId: number;
let orderId: number;
let notInvoicedId: number;
let seller: Caller;
let retailer: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  retailerId = await demoAccountId(t, 'retailer');
  seller = await callerAs(t.app, 'seller');
  retailer = await callerAs(t.app, 'retailer');
  const orders = await t.db
    .selectFrom('orders')
    .select('id')
    .where('wholeseller_id', '=', sellerId)
    .where('retailer_id', '=', retailerId)
    .where('status', '=', 'Pending')
    .orderBy('id')
    .limit(2)
    .execute();
  orderId = orders[0].id;
  notInvoicedId = orders[1].id;
  const issued = await seller.inject({ method: 'POST', url: `/api/Orders/${orderId}/invoice`, payload: {} });
  expect(issued.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const share = (caller: Caller, payload: unknown) =>
  caller.inject({ method: 'POST', url: '/api/ShareLinks', payload: payload as object });
const open = (url: string, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname, cookies });
/** Which language a PDF is written in: Urdu embeds the Naskh fonts, English only the standard Helvetica pair. */
async function languageOfPdf(pdf: Buffer) {
  const fonts = fontsOf(await PDFDocument.load(pdf));
  const naskh = fonts.filter((f) => f.name.includes('NotoNaskhArabic'));
  if (naskh.length === 0) return { language: 'en', text: '' };
  return { language: 'ur', text: naskh.map((f) => f.text).join('') };
}
const lettersOf = (...texts: string[]) => [...new Set(texts.join('').replace(/\s/g, ''))];

describe('POST /api/ShareLinks and GET /api/shared/{token}', () => {
  it("gives the invoice's seller and retailer a link anyone may open until it expires", async () => {
    for (const caller of [seller, retailer]) {
      const res = await share(caller, { kind: 'invoice', order_id: orderId });
      expect(res.statusCode).toBe(201);
      const link = res.json() as ShareLink;
      expect(link.url).toMatch(/\/api\/shared\/i\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
      expect(link.hours).toBe(72);
      expect(Date.parse(link.expires_at) - Date.now()).toBeGreaterThan(71 * 3600_000);
      const pdf = await open(link.url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('gives each side of a ledger a statement link', async () => {
    const bySeller = await share(seller, { kind: 'statement', party_id: retailerId });
    expect(bySeller.statusCode).toBe(201);
    const pdf = await open((bySeller.json() as ShareLink).url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const byRetailer = await share(retailer, { kind: 'statement', party_id: sellerId });
    expect(byRetailer.statusCode).toBe(201);
    expect((await open((byRetailer.json() as ShareLink).url)).statusCode).toBe(200);
  });

  it('refuses documents the caller may not read', async () => {
    const visitor = await callerAs(t.app, 'visitor');
    expect((await share(visitor, { kind: 'invoice', order_id: orderId })).statusCode).toBe(401);
    for (const role of ['seller2', 'retailer2'] as const) {
      const other = await callerAs(t.app, role);
      const res = await share(other, { kind: 'invoice', order_id: orderId });
      expect(res.statusCode).toBe(404);
    }
    // Not invoiced yet, or no such order.
    expect((await share(seller, { kind: 'invoice', order_id: notInvoicedId })).statusCode).toBe(404);
    expect((await share(seller, { kind: 'invoice', order_id: 999_999 })).statusCode).toBe(404);
    // A ledger that does not exist, or the admin (who is no side of any ledger).
    expect((await share(seller, { kind: 'statement', party_id: 999_999 })).statusCode).toBe(404);
    expect((await share(retailer, { kind: 'statement', party_id: retailerId })).statusCode).toBe(404);
    const admin = await callerAs(t.app, 'admin');
    expect((await share(admin, { kind: 'statement', party_id: retailerId })).statusCode).toBe(403);
    expect((await share(admin, { kind: 'invoice', order_id: orderId })).statusCode).toBe(201);
    // Bad bodies.
    for (const body of [
      {},
      { kind: 'invoice' },
      { kind: 'receipt', order_id: orderId },
      { kind: 'invoice', order_id: orderId, url: 'x' },
    ]) {
      expect((await share(seller, body)).statusCode).toBe(400);
    }
  });

  it('answers 404 for a changed link and 410 for an expired one', async () => {
    const link = (await share(seller, { kind: 'invoice', order_id: orderId })).json() as ShareLink;
    const token = link.url.split('/api/shared/')[1];
    const [kind, id, expires, signature] = token.split('.');
    const tampered = [
      `${kind}.${notInvoicedId}.${expires}.${signature}`, // another order
      `${kind}.${id}.${Number(expires) + 86_400}.${signature}`, // a longer life
      // A changed signature: its first character (the last one of base64url also carries padding bits, and changing
      // only those, as 'B' for 'A', decodes to the same bytes).
      `${kind}.${id}.${expires}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
      `s.${sellerId}.${retailerId}.${expires}.${signature}`, // another kind of document
      `${kind}.${id}.${expires}`, // no signature
      'junk',
    ];
    for (const bad of tampered) {
      const res = await t.app.inject({ method: 'GET', url: `/api/shared/${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    // Past its time the same link reveals nothing.
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await signDocument(t.db, t.config, { kind: 'invoice', orderId }, past);
    const gone = await t.app.inject({ method: 'GET', url: `/api/shared/${expired}` });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: 'link_expired', message: QUICK_ORDER_MSG.linkExpired });
    await expect(verifyDocument(t.db, t.config, token, Date.parse(link.expires_at) + 1000)).rejects.toMatchObject({
      statusCode: 410,
    });
    await expect(verifyDocument(t.db, t.config, token, Date.parse(link.expires_at) - 1000)).resolves.toEqual({
      kind: 'invoice',
      orderId,
      language: 'en',
    });
  });

  it("signs with SHARE_LINK_SECRET when set: another key's links are not links", async () => {
    const token = await signDocument(
      t.db,
      t.config,
      { kind: 'invoice', orderId },
      Math.floor(Date.now() / 1000) + 3600,
    );
    const keyed = await secondApp(t, { env: { SHARE_LINK_SECRET: 'k'.repeat(40) } });
    try {
      expect((await keyed.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(404);
      const own = await signDocument(
        t.db,
        { ...t.config, SHARE_LINK_SECRET: 'k'.repeat(40) },
        { kind: 'invoice', orderId },
        Math.floor(Date.now() / 1000) + 3600,
      );
      expect((await keyed.inject({ method: 'GET', url: `/api/shared/${own}` })).statusCode).toBe(200);
    } finally {
      await keyed.close();
    }
    // The key kept in the database is the same for every process on it.
    const other = await secondApp(t);
    try {
      expect((await other.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it("opens in the device's language, else the language of the account that made the link; a link without one is English", async () => {
    expect(
      (await retailer.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ur' } })).statusCode,
    ).toBe(200);
    try {
      const link = (await share(retailer, { kind: 'invoice', order_id: orderId })).json() as ShareLink;
      expect(link.url).toMatch(/\/api\/shared\/i\.\d+\.\d+\.ur\.[A-Za-z0-9_-]{43}$/);
      const urdu = await open(link.url);
      expect(urdu.statusCode).toBe(200);
      expect(urdu.headers['content-language']).toBe('ur');
      const invoice = await languageOfPdf(urdu.rawPayload);
      expect(invoice.language).toBe('ur');
      // The invoice's Urdu labels: total, received by, signature.
      for (const letter of lettersOf(URDU.MONEY_UI.total, URDU.MONEY_UI.pdfReceivedBy, URDU.MONEY_UI.pdfSignature)) {
        expect(invoice.text, letter).toContain(letter);
      }
      // The device that chose English reads it in English; one that chose Urdu in Urdu.
      const english = await open(link.url, { language: 'en' });
      expect(english.statusCode).toBe(200);
      expect(english.headers['content-language']).toBe('en');
      expect((await languageOfPdf(english.rawPayload)).language).toBe('en');
      expect((await languageOfPdf((await open(link.url, { language: 'ur' })).rawPayload)).language).toBe('ur');
      // A cookie that names no language is no choice.
      expect((await languageOfPdf((await open(link.url, { language: 'fr' })).rawPayload)).language).toBe('ur');

      // The statement too, with its Urdu headings (as ledger.test.ts reads them).
      const statementLink = (await share(retailer, { kind: 'statement', party_id: sellerId })).json() as ShareLink;
      const statement = await languageOfPdf((await open(statementLink.url)).rawPayload);
      expect(statement.language).toBe('ur');
      for (const letter of lettersOf(
        URDU.MONEY_UI.pdfStatementTitle.split(' ')[0],
        URDU.MONEY_UI.entry,
        URDU.MONEY_UI.credit,
      )) {
        expect(statement.text, letter).toContain(letter);
      }
      expect((await languageOfPdf((await open(statementLink.url, { language: 'en' })).rawPayload)).language).toBe('en');

      // The language is signed with the rest: taken out or changed, the link is not a link.
      const token = link.url.split('/api/shared/')[1];
      await expect(verifyDocument(t.db, t.config, token)).resolves.toEqual({
        kind: 'invoice',
        orderId,
        language: 'ur',
      });
      for (const bad of [token.replace('.ur.', '.'), token.replace('.ur.', '.en.'), token.replace('.ur.', '.xx.')]) {
        expect((await t.app.inject({ method: 'GET', url: `/api/shared/${bad}` })).statusCode, bad).toBe(404);
      }
    } finally {
      await retailer.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' } });
    }
    // A link made before links carried a language (the same token an English account makes) opens in English, and in
    // Urdu on a device that chose Urdu.
    const old = await signDocument(t.db, t.config, { kind: 'invoice', orderId }, Math.floor(Date.now() / 1000) + 3600);
    expect(old).toMatch(/^i\.\d+\.\d+\.[A-Za-z0-9_-]{43}$/);
    const plain = await t.app.inject({ method: 'GET', url: `/api/shared/${old}` });
    expect(plain.statusCode).toBe(200);
    expect((await languageOfPdf(plain.rawPayload)).language).toBe('en');
    const onUrduDevice = await t.app.inject({ method: 'GET', url: `/api/shared/${old}`, cookies: { language: 'ur' } });
    expect((await languageOfPdf(onUrduDevice.rawPayload)).language).toBe('ur');
    expect(((await share(seller, { kind: 'invoice', order_id: orderId })).json() as ShareLink).url).not.toMatch(
      /\.ur\./,
    );
  });
});
