import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'kysely';
import { lineNetPaisa } from '@dawalink/shared';
import { buildTestApp, callerAs, callersAs, demoAccountId, type Caller, type TestApp } from '../../test/helpers.js';
import { balanceAndSum, fontsOf, placeOrder, storeListings, type DemoListing } from './money.test-helpers.js';
import { issueInvoice } from './invoices.service.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'retailer2' | 'admin' | 'visitor', Caller>;
let sellerId: number;
let retailerId: number;
let listings: DemoListing[];

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'retailer2', 'admin', 'visitor'] as const);
  sellerId = await demoAccountId(t, 'seller');
  retailerId = await demoAccountId(t, 'retailer');
  listings = await storeListings(t, sellerId);
});
afterAll(async () => {
  await t?.close();
});

const issue = (caller: Caller, orderId: number, payload?: unknown) =>
  caller.inject({
    method: 'POST',
    url: `/api/Orders/${orderId}/invoice`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const read = (caller: Caller, orderId: number) => caller.inject({ url: `/api/Orders/${orderId}/invoice` });
const seqOf = (invoiceNo: string) => Number(invoiceNo.split('-').pop());

describe('invoices', () => {
  it('answers 404 until the order is invoiced, then issues one with short supply, offers and the ledger debit', async () => {
    const [a, b] = listings;
    const orderId = await placeOrder(c.retailer, sellerId, [
      { listing_id: a.id, quantity: 5 },
      { listing_id: b.id, quantity: 3 },
    ]);
    expect((await read(c.seller, orderId)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/Orders/${orderId}/invoice.pdf`, cookies: { sid: c.seller.sid! } })).statusCode,
    ).toBe(404);
    const before = await balanceAndSum(t, sellerId, retailerId);

    const res = await issue(c.seller, orderId, { lines: [{ listing_id: a.id, supplied: 2 }] });
    expect(res.statusCode).toBe(201);
    const inv = res.json();
    expect(inv.invoice_no).toMatch(/^KMT-\d{4}-\d{6}$/);
    expect(inv.order_id).toBe(orderId);
    const netA = lineNetPaisa(a.total_price, 2, a.offer);
    const netB = lineNetPaisa(b.total_price, 3, b.offer);
    expect(inv.lines).toEqual([
      {
        listing_id: a.id,
        product_name: a.product_name,
        quantity: 5,
        supplied: 2,
        bonus_quantity: 0,
        total_price: a.total_price,
        offer: a.offer,
        net: netA / 100,
      },
      {
        listing_id: b.id,
        product_name: b.product_name,
        quantity: 3,
        supplied: 3,
        bonus_quantity: 0,
        total_price: b.total_price,
        offer: b.offer,
        net: netB / 100,
      },
    ]);
    expect(Math.round(inv.total * 100)).toBe(netA + netB);
    expect(inv.seller).toMatchObject({ name: 'Karachi Medical Traders', phone: '03001234567' });
    expect(inv.retailer.phone).toBe('03211234567');

    // The three parties read it; the other seller and retailer get 404, a visitor 401.
    for (const caller of [c.seller, c.retailer, c.admin]) expect((await read(caller, orderId)).json()).toEqual(inv);
    for (const caller of [c.seller2, c.retailer2]) expect((await read(caller, orderId)).statusCode).toBe(404);
    expect((await read(c.visitor, orderId)).statusCode).toBe(401);

    // Posted to the ledger with the invoice, in the same transaction.
    const after = await balanceAndSum(t, sellerId, retailerId);
    expect(after.balance - before.balance).toBe(netA + netB);
    expect(after.balance).toBe(after.sum);

    // Once only.
    const again = await issue(c.seller, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_invoiced');
  });

  it('issues the invoice when the order becomes Shipped, with the next number', async () => {
    const first = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[2].id, quantity: 1 }]);
    const second = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[3].id, quantity: 2 }]);
    const one = (await issue(c.seller, first)).json();
    const ship = await c.seller.inject({ method: 'PUT', url: `/api/Orders/${second}`, payload: { status: 'Shipped' } });
    expect(ship.statusCode).toBe(200);
    const two = (await read(c.retailer, second)).json();
    expect(seqOf(two.invoice_no)).toBe(seqOf(one.invoice_no) + 1);
    expect(two.lines[0]).toMatchObject({ quantity: 2, supplied: 2 });
    // Shipping an invoiced order again issues nothing more.
    await c.seller.inject({ method: 'PUT', url: `/api/Orders/${first}`, payload: { status: 'Shipped' } });
    expect((await read(c.seller, first)).json().invoice_no).toBe(one.invoice_no);
  });

  it('refuses the wrong caller, a foreign order, a cancelled order and bad supplied quantities, changing nothing', async () => {
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 2 }]);
    expect((await issue(c.retailer, orderId)).statusCode).toBe(403);
    expect((await issue(c.admin, orderId)).statusCode).toBe(403);
    expect((await issue(c.visitor, orderId)).statusCode).toBe(401);
    expect((await issue(c.seller2, orderId)).statusCode).toBe(404);
    expect((await issue(c.seller, 999_999)).statusCode).toBe(404);
    for (const lines of [
      [{ listing_id: listings[0].id, supplied: 3 }],
      [{ listing_id: listings[0].id, supplied: -1 }],
      [{ listing_id: listings[0].id, supplied: 1.5 }],
      [{ listing_id: listings[5].id, supplied: 1 }],
      [{ listing_id: listings[0].id, supplied: '1' }],
    ]) {
      const res = await issue(c.seller, orderId, { lines });
      expect(res.statusCode, JSON.stringify(lines)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await read(c.seller, orderId)).statusCode).toBe(404);
    await c.seller.inject({ method: 'PUT', url: `/api/Orders/${orderId}`, payload: { status: 'Cancel' } });
    const cancelled = await issue(c.seller, orderId);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe('order_cancelled');
  });

  it("adds the seller's tax lines and tax numbers", async () => {
    await c.seller.inject({
      method: 'PUT',
      url: '/api/SellerSettings',
      payload: {
        tax_lines: [
          { name: 'GST', rate: 17 },
          { name: 'Further tax', rate: 0.5 },
        ],
        ntn: '1234567-8',
      },
    });
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[1].id, quantity: 3 }]);
    const inv = (await issue(c.seller, orderId)).json();
    const sub = lineNetPaisa(listings[1].total_price, 3, listings[1].offer);
    const gst = Math.round((sub * 17) / 100);
    const further = Math.round((sub * 0.5) / 100);
    expect(Math.round(inv.subtotal * 100)).toBe(sub);
    expect(inv.tax_lines).toEqual([
      { name: 'GST', rate: 17, amount: gst / 100 },
      { name: 'Further tax', rate: 0.5, amount: further / 100 },
    ]);
    expect(Math.round(inv.total * 100)).toBe(sub + gst + further);
    expect(inv.seller.ntn).toBe('1234567-8');
    await c.seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { tax_lines: [], ntn: '' } });
  });

  it('answers a real PDF with the invoice number, to the three parties only', async () => {
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]);
    const inv = (await issue(c.seller, orderId)).json();
    for (const caller of [c.seller, c.retailer, c.admin]) {
      const res = await caller.inject({ url: `/api/Orders/${orderId}/invoice.pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(pdf.getTitle()).toBe(`Invoice ${inv.invoice_no}`);
    }
    expect((await c.retailer2.inject({ url: `/api/Orders/${orderId}/invoice.pdf` })).statusCode).toBe(404);
  });

  it('writes the PDF in the language of the account that downloads it: Urdu labels in an embedded Naskh font', async () => {
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]);
    const inv = (await issue(c.seller, orderId)).json();
    const retailerUrdu = await callerAs(t.app, 'retailer');
    expect(
      (await retailerUrdu.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ur' } })).statusCode,
    ).toBe(200);
    try {
      const urdu = await retailerUrdu.inject({ url: `/api/Orders/${orderId}/invoice.pdf` });
      expect(urdu.statusCode).toBe(200);
      const urduPdf = await PDFDocument.load(urdu.rawPayload);
      expect(urduPdf.getTitle()).toBe(`Invoice ${inv.invoice_no}`);
      const urduFonts = fontsOf(urduPdf);
      expect(urduFonts.map((f) => f.name)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/NotoNaskhArabic-Regular/),
          expect.stringMatching(/NotoNaskhArabic-Bold/),
        ]),
      );
      // The letters of the Urdu labels ("کل" total, "وصول کنندہ" received by, "دستخط" signature) are in the text.
      const urduText = urduFonts
        .filter((f) => f.name.includes('Naskh'))
        .map((f) => f.text)
        .join('');
      for (const letter of 'کلوصدہر') expect(urduText).toContain(letter);
      expect(urdu.rawPayload.length).toBeLessThan(60_000);

      const english = await c.seller.inject({ url: `/api/Orders/${orderId}/invoice.pdf` });
      const englishFonts = fontsOf(await PDFDocument.load(english.rawPayload)).map((f) => f.name);
      expect(englishFonts.sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    } finally {
      await retailerUrdu.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' } });
    }
  });

  it('gives 50 invoices issued at once 50 consecutive numbers, no gap, no repeat', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++)
      ids.push(await placeOrder(c.retailer, sellerId, [{ listing_id: listings[i % 5].id, quantity: 1 + (i % 3) }]));
    const answers = await Promise.all(ids.map((id) => issue(c.seller, id)));
    expect(answers.map((r) => r.statusCode)).toEqual(ids.map(() => 201));
    const seqs = answers.map((r) => seqOf(r.json().invoice_no)).sort((x, y) => x - y);
    for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe(seqs[0] + i);
    const { rows } = await sql<{
      n: number;
      max: number;
    }>`SELECT count(*)::int AS n, max(seq) AS max FROM invoices WHERE wholeseller_id = ${sellerId}`.execute(t.db);
    expect(rows[0].max).toBe(rows[0].n);
    // And the same order from two requests at once: one invoice.
    const one = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]);
    const both = await Promise.all([issue(c.seller, one), issue(c.seller, one)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const sums = await balanceAndSum(t, sellerId, retailerId);
    expect(sums.balance).toBe(sums.sum);
  });

  it('numbers each seller apart: two businesses with the same initials both issue the same invoice number', async () => {
    const seller2Id = await demoAccountId(t, 'seller2');
    const first = (
      await issue(c.seller, await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]))
    ).json();
    // Seller 2 under seller 1's initials, its counter where seller 1's stands: its next number is seller 1's next.
    const { rows } = await sql<{ prefix: string; last_invoice: number }>`
      SELECT prefix, last_invoice FROM money_counters WHERE wholeseller_id = ${sellerId}`.execute(t.db);
    await sql`INSERT INTO money_counters (wholeseller_id, prefix, last_invoice) VALUES (${seller2Id}, ${rows[0].prefix}, ${rows[0].last_invoice})
              ON CONFLICT (wholeseller_id) DO UPDATE SET prefix = excluded.prefix, last_invoice = excluded.last_invoice`.execute(
      t.db,
    );
    const seller2Listings = await storeListings(t, seller2Id);
    const mine = await issue(
      c.seller,
      await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]),
    );
    const theirs = await issue(
      c.seller2,
      await placeOrder(c.retailer, seller2Id, [{ listing_id: seller2Listings[0].id, quantity: 1 }]),
    );
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().invoice_no).toBe(mine.json().invoice_no);
    expect(seqOf(mine.json().invoice_no)).toBe(seqOf(first.invoice_no) + 1);
  });

  it('a transaction that fails after taking the number leaves no invoice, no entry and no gap', async () => {
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]);
    const before = await balanceAndSum(t, sellerId, retailerId);
    const { rows: last } = await sql<{
      max: number;
    }>`SELECT max(seq) AS max FROM invoices WHERE wholeseller_id = ${sellerId}`.execute(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await issueInvoice(trx, orderId, {});
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect((await read(c.seller, orderId)).statusCode).toBe(404);
    expect(await balanceAndSum(t, sellerId, retailerId)).toEqual(before);
    const inv = (await issue(c.seller, orderId)).json();
    expect(seqOf(inv.invoice_no)).toBe(last[0].max + 1);
  });
});

describe('an invoiced order cancelled', () => {
  it('has its debit reversed, and debited again if it ships after all; the invoice and its number stay', async () => {
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 3 }]);
    const inv = (await issue(c.seller, orderId)).json();
    const status = (s: string) =>
      c.seller.inject({ method: 'PUT', url: `/api/Orders/${orderId}`, payload: { status: s } });
    const before = await balanceAndSum(t, sellerId, retailerId);
    expect((await status('Cancel')).statusCode).toBe(200);
    const cancelled = await balanceAndSum(t, sellerId, retailerId);
    expect(before.balance - cancelled.balance).toBe(Math.round(inv.total * 100));
    expect(cancelled.balance).toBe(cancelled.sum);
    const ledger = (await c.seller.inject({ url: `/api/Ledger/${retailerId}` })).json();
    expect(ledger.entries.at(-1)).toMatchObject({
      kind: 'invoice',
      amount: -inv.total,
      reference: inv.invoice_no,
      reason: 'Order cancelled',
    });
    expect(ledger.entries.at(-1).reverses).not.toBeNull();
    // Cancelling again changes nothing; shipping it after all debits it again.
    await status('Cancel');
    expect(await balanceAndSum(t, sellerId, retailerId)).toEqual(cancelled);
    expect((await status('Shipped')).statusCode).toBe(200);
    const shipped = await balanceAndSum(t, sellerId, retailerId);
    expect(shipped.balance).toBe(before.balance);
    expect(shipped.balance).toBe(shipped.sum);
    expect((await read(c.seller, orderId)).json().invoice_no).toBe(inv.invoice_no);
  });

  it('prints the NTN and STRN the retailer set in its profile; a profile update without them keeps them', async () => {
    const profile = (await c.retailer.inject({ url: `/api/Retailers/${retailerId}` })).json();
    const base = { fullName: profile.fullName, store: profile.store, address: profile.address, email: profile.email };
    const tooLong = await c.retailer.inject({
      method: 'PUT',
      url: `/api/Retailers/${retailerId}`,
      payload: { ...base, ntn: 'x'.repeat(21) },
    });
    expect(tooLong.statusCode).toBe(400);
    const set = await c.retailer.inject({
      method: 'PUT',
      url: `/api/Retailers/${retailerId}`,
      payload: { ...base, ntn: ' 1234567-8 ', strn: '17-00-1234-567-89' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ ntn: '1234567-8', strn: '17-00-1234-567-89' });
    // The spec's body (no tax numbers) leaves them as they are.
    expect(
      (await c.retailer.inject({ method: 'PUT', url: `/api/Retailers/${retailerId}`, payload: base })).json(),
    ).toMatchObject({ ntn: '1234567-8' });
    // Another retailer cannot set them.
    expect(
      (
        await c.retailer2.inject({
          method: 'PUT',
          url: `/api/Retailers/${retailerId}`,
          payload: { ...base, ntn: 'evil' },
        })
      ).statusCode,
    ).toBe(404);
    const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity: 1 }]);
    expect((await issue(c.seller, orderId)).statusCode).toBe(201);
    expect((await read(c.retailer, orderId)).json().retailer).toMatchObject({
      ntn: '1234567-8',
      strn: '17-00-1234-567-89',
    });
  });
});
