import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { buildTestApp, callersAs, demoAccountId, lastSms, type Caller, type TestApp } from '../../test/helpers.js';
import { URDU } from '@dawalink/shared/urdu';
import { balanceAndSum, fontsOf, placeOrder, storeListings, type DemoListing } from '../invoices/money.test-helpers.js';
import { issueInvoice } from '../invoices/invoices.service.js';

let t: TestApp;
let c: Record<'seller' | 'seller2' | 'retailer' | 'retailer2' | 'admin' | 'visitor', Caller>;
let sellerId: number;
let seller2Id: number;
let retailerId: number;
let retailer2Id: number;
let listings: DemoListing[];

beforeAll(async () => {
  t = await buildTestApp();
  c = await callersAs(t.app, ['seller', 'seller2', 'retailer', 'retailer2', 'admin', 'visitor'] as const);
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  retailerId = await demoAccountId(t, 'retailer');
  retailer2Id = await demoAccountId(t, 'retailer2');
  listings = await storeListings(t, sellerId);
});
afterAll(async () => {
  await t?.close();
});

const ledger = (caller: Caller, retailer: number, query = '') =>
  caller.inject({ url: `/api/Ledger/${retailer}${query}` });
const pay = (caller: Caller, retailer: number, payload: unknown) =>
  caller.inject({ method: 'POST', url: `/api/Ledger/${retailer}/payments`, payload: payload as object });
const post = (caller: Caller, url: string, payload: unknown) =>
  caller.inject({ method: 'POST', url, payload: payload as object });
const paisa = (rupees: number) => Math.round(rupees * 100);

/** An invoiced order of `quantity` of the first listing, issued `daysAgo` days ago; answers its total in paisa. */
async function invoiceAgo(daysAgo: number, quantity = 2): Promise<number> {
  const orderId = await placeOrder(c.retailer, sellerId, [{ listing_id: listings[0].id, quantity }]);
  const now = new Date(Date.now() - daysAgo * 86_400_000);
  await t.db.transaction().execute((trx) => issueInvoice(trx, orderId, { now }));
  const inv = (await c.seller.inject({ url: `/api/Orders/${orderId}/invoice` })).json();
  return paisa(inv.total);
}

describe('the ledger of a seller with a retailer', () => {
  it('starts empty for a pair that traded, and is 404 for a pair that never did', async () => {
    const res = await ledger(c.seller, retailerId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      balance: 0,
      overdue: 0,
      credit_limit: null,
      payment_days: 30,
      on_limit: 'warn',
      entries: [],
    });
    expect((await ledger(c.seller, 999_999)).statusCode).toBe(404);
    expect((await ledger(c.seller, seller2Id)).statusCode).toBe(404); // a seller's id is no retailer
    expect((await c.retailer.inject({ url: `/api/Ledger/seller/999999` })).statusCode).toBe(404);
  });

  it('posts invoices as debits and payments as credits; balance, overdue and ageing first in first out', async () => {
    const old = await invoiceAgo(75); // due 45 days ago: 61-90 bucket
    const recent = await invoiceAgo(5); // not yet due
    let l = (await ledger(c.seller, retailerId)).json();
    expect(paisa(l.balance)).toBe(old + recent);
    expect(paisa(l.overdue)).toBe(old);
    expect(paisa(l.ageing.d61_90)).toBe(old);
    expect(paisa(l.ageing.d0_30)).toBe(recent);
    expect(l.entries.map((e: { kind: string }) => e.kind)).toEqual(['invoice', 'invoice']);
    expect(l.entries[0]).toMatchObject({
      kind: 'invoice',
      amount: old / 100,
      debit: old / 100,
      credit: 0,
      balance: old / 100,
    });
    expect(l.entries[0].reference).toMatch(/^KMT-/);

    // A part payment settles the oldest invoice first.
    const res = await pay(c.seller, retailerId, { amount: 100.5, method: 'JazzCash', reference: 'TX-1' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ balance: (old + recent - 10050) / 100 });
    expect(body.receipt_no).toMatch(/^KMT-R-\d{6}$/);
    expect(body.warning).toBeUndefined();
    l = (await ledger(c.seller, retailerId)).json();
    expect(paisa(l.overdue)).toBe(old - 10050);
    const last = l.entries.at(-1);
    expect(last).toMatchObject({
      id: body.id,
      kind: 'payment',
      amount: -100.5,
      credit: 100.5,
      debit: 0,
      reference: 'TX-1',
      method: 'jazzcash',
      receipt_no: body.receipt_no,
    });
    expect(last.balance).toBe(l.balance);
    expect(l.last_payment_at).not.toBeNull();
    // Every balance is the sum of the entries before it.
    let running = 0;
    for (const e of l.entries) {
      running += paisa(e.amount);
      expect(paisa(e.balance)).toBe(running);
    }
    const sums = await balanceAndSum(t, sellerId, retailerId);
    expect(sums.balance).toBe(sums.sum);
    // The retailer got an SMS receipt.
    expect(await lastSms(t.app, '03211234567')).toContain(body.receipt_no);

    // The retailer reads the same ledger from its side; the admin through its route.
    const mine = (await c.retailer.inject({ url: `/api/Ledger/seller/${sellerId}` })).json();
    expect(mine).toEqual(l);
    expect((await c.admin.inject({ url: `/api/Admin/ledger/${sellerId}/${retailerId}` })).json()).toEqual(l);
  });

  it('accepts a payment larger than the balance, leaving a credit, and says so', async () => {
    const l = (await ledger(c.seller2, retailer2Id)).json();
    const res = await pay(c.seller2, retailer2Id, { amount: l.balance + 500, method: 'cash' });
    expect(res.statusCode).toBe(201);
    expect(res.json().balance).toBe(-500);
    expect(res.json().warning).toMatch(/credit of Rs\. 500/);
  });

  it('reverses an entry with a reason, once, and never edits it', async () => {
    const before = (await ledger(c.seller, retailerId)).json();
    const payment = before.entries.find((e: { kind: string }) => e.kind === 'payment');
    const url = `/api/Ledger/${retailerId}/entries/${payment.id}/reversal`;
    expect((await post(c.seller, url, {})).statusCode).toBe(400);
    const res = await post(c.seller, url, { reason: 'Cheque bounced' });
    expect(res.statusCode).toBe(201);
    expect(res.json().balance).toBe(before.balance - payment.amount);
    const again = await post(c.seller, url, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_reversed');
    const reversalUrl = `/api/Ledger/${retailerId}/entries/${res.json().id}/reversal`;
    expect((await post(c.seller, reversalUrl, { reason: 'undo' })).json().error).toBe('not_reversible');
    const after = (await ledger(c.seller, retailerId)).json();
    expect(after.entries.find((e: { id: number }) => e.id === payment.id)).toEqual({
      ...payment,
      reversed_by: res.json().id,
    });
    expect(after.entries.at(-1)).toMatchObject({
      kind: 'payment',
      amount: -payment.amount,
      reverses: payment.id,
      reason: 'Cheque bounced',
    });
    // Another seller cannot reverse it: 404.
    expect(
      (await post(c.seller2, `/api/Ledger/${retailerId}/entries/${payment.id}/reversal`, { reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('posts adjustments with a reason and one opening balance', async () => {
    const before = (await ledger(c.seller, retailerId)).json().balance;
    const up = await post(c.seller, `/api/Ledger/${retailerId}/adjustments`, { amount: 250.25, reason: 'Freight' });
    expect(up.statusCode).toBe(201);
    const down = await post(c.seller, `/api/Ledger/${retailerId}/adjustments`, { amount: -50, reason: 'Rounding' });
    expect(down.json().balance).toBe(Math.round((before + 200.25) * 100) / 100);
    expect((await post(c.seller, `/api/Ledger/${retailerId}/adjustments`, { amount: 10 })).statusCode).toBe(400);
    expect(
      (await post(c.seller, `/api/Ledger/${retailerId}/adjustments`, { amount: 3.7e-304, reason: 'tiny' })).statusCode,
    ).toBe(400);
    expect(
      (await post(c.seller, `/api/Ledger/${retailerId}/adjustments`, { amount: -0, reason: 'zero' })).statusCode,
    ).toBe(400);
    expect((await post(c.seller, `/api/Ledger/${retailerId}/opening`, { amount: 1000 })).statusCode).toBe(201);
    const second = await post(c.seller, `/api/Ledger/${retailerId}/opening`, { amount: 1000 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('opening_exists');
    expect((await ledger(c.seller, retailerId, '?limit=1')).json().has_opening).toBe(true);
    const sums = await balanceAndSum(t, sellerId, retailerId);
    expect(sums.balance).toBe(sums.sum);
  });

  it('refuses bad payments and changes nothing', async () => {
    const before = await balanceAndSum(t, sellerId, retailerId);
    for (const payload of [
      { amount: 0, method: 'cash' },
      { amount: -5, method: 'cash' },
      { amount: 10.001, method: 'cash' },
      { amount: 1e-300, method: 'cash' },
      { amount: 0.001, method: 'cash' },
      { amount: 'ten', method: 'cash' },
      { amount: 1e12, method: 'cash' },
      { amount: 10, method: 'bitcoin', reference: 'x' },
      { amount: 10, method: 'cheque' },
      { amount: 10, method: 'cheque', reference: 'x'.repeat(51) },
      { amount: 10 },
      { method: 'cash' },
    ]) {
      const res = await pay(c.seller, retailerId, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    // Tampered fields are not taken: the balance comes from the entries.
    const res = await pay(c.seller, retailerId, {
      amount: 1,
      method: 'cash',
      balance: 0,
      id: 1,
      kind: 'invoice',
      wholeseller_id: seller2Id,
    });
    expect(res.statusCode).toBe(201);
    const after = await balanceAndSum(t, sellerId, retailerId);
    expect(after.balance).toBe(before.balance - 100);
    expect(after.balance).toBe(after.sum);
  });

  it('is for the pair only: wrong role 403, another party 404, visitor 401', async () => {
    expect((await ledger(c.retailer, retailerId)).statusCode).toBe(403);
    expect((await ledger(c.admin, retailerId)).statusCode).toBe(403);
    expect((await ledger(c.visitor, retailerId)).statusCode).toBe(401);
    expect((await pay(c.retailer, retailerId, { amount: 1, method: 'cash' })).statusCode).toBe(403);
    expect((await c.seller.inject({ url: `/api/Ledger/seller/${sellerId}` })).statusCode).toBe(403);
    // A retailer id that is another seller's customer only, or no retailer: 404.
    expect((await pay(c.seller, 999_999, { amount: 1, method: 'cash' })).statusCode).toBe(404);
    expect((await c.retailer.inject({ url: `/api/Ledger/seller/${retailerId}` })).statusCode).toBe(404);
    expect((await c.seller.inject({ url: `/api/Admin/ledger/${sellerId}/${retailerId}` })).statusCode).toBe(403);
  });

  it('keeps 100 payments recorded at once exact: the balance is the sum of the entries', async () => {
    const before = await balanceAndSum(t, seller2Id, retailer2Id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        pay(c.seller2, retailer2Id, { amount: 1 + (i % 7) * 0.01, method: 'cash', reference: `P${i}` }),
      ),
    );
    expect(answers.every((r) => r.statusCode === 201)).toBe(true);
    const paid = Array.from({ length: 100 }, (_, i) => 100 + (i % 7)).reduce((a, b) => a + b, 0);
    const after = await balanceAndSum(t, seller2Id, retailer2Id);
    expect(after.entries - before.entries).toBe(100);
    expect(after.balance).toBe(before.balance - paid);
    expect(after.balance).toBe(after.sum);
    const receipts = new Set(answers.map((r) => r.json().receipt_no));
    expect(receipts.size).toBe(100);
    // The running balances are a chain: each entry's balance is the previous one plus its amount.
    const l = (await ledger(c.seller2, retailer2Id)).json();
    for (let i = 1; i < l.entries.length; i++)
      expect(paisa(l.entries[i].balance)).toBe(paisa(l.entries[i - 1].balance) + paisa(l.entries[i].amount));
  });

  it('sets terms per pair, with the seller default for payment days', async () => {
    const put = (payload: unknown) =>
      c.seller.inject({ method: 'PUT', url: `/api/Ledger/${retailerId}/terms`, payload: payload as object });
    expect((await put({ credit_limit: 50000, payment_days: 15, on_limit: 'block' })).json()).toEqual({
      credit_limit: 50000,
      payment_days: 15,
      on_limit: 'block',
    });
    expect((await put({ on_limit: 'warn' })).json()).toEqual({
      credit_limit: 50000,
      payment_days: 15,
      on_limit: 'warn',
    });
    await c.seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { payment_days: 45 } });
    expect((await put({ payment_days: null, credit_limit: null })).json()).toEqual({
      credit_limit: null,
      payment_days: 45,
      on_limit: 'warn',
    });
    for (const bad of [
      { on_limit: 'stop' },
      { payment_days: 400 },
      { payment_days: -1 },
      { credit_limit: -1 },
      { credit_limit: 1.234 },
    ]) {
      expect((await put(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await c.seller2.inject({ method: 'PUT', url: `/api/Ledger/999999/terms`, payload: { on_limit: 'block' } }))
        .statusCode,
    ).toBe(404);
    await c.seller.inject({ method: 'PUT', url: '/api/SellerSettings', payload: { payment_days: 30 } });
  });

  it("lists receivables (search, overdue only, sort, pages) and the retailer's accounts", async () => {
    const res = await c.seller.inject({ url: '/api/Ledger' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    const row = list.rows.find((r: { retailer_id: number }) => r.retailer_id === retailerId);
    const l = (await ledger(c.seller, retailerId)).json();
    expect(row).toMatchObject({
      store: 'Al Shifa Pharmacy',
      balance: l.balance,
      overdue: l.overdue,
      phone: '03211234567',
    });
    expect(list.totals.balance).toBe(
      list.rows.reduce((s: number, r: { balance: number }) => Math.round((s + r.balance) * 100) / 100, 0),
    );
    expect(
      (await c.seller.inject({ url: '/api/Ledger?q=shifa' }))
        .json()
        .rows.map((r: { retailer_id: number }) => r.retailer_id),
    ).toEqual([retailerId]);
    expect((await c.seller.inject({ url: '/api/Ledger?q=nobody-here' })).json()).toMatchObject({ total: 0, rows: [] });
    const overdue = (await c.seller.inject({ url: '/api/Ledger?overdue=1&sort=overdue' })).json();
    expect(overdue.rows.every((r: { overdue: number }) => r.overdue > 0)).toBe(true);
    expect((await c.seller.inject({ url: '/api/Ledger?limit=1&offset=0&sort=name&dir=asc' })).json().rows).toHaveLength(
      1,
    );
    expect((await c.seller.inject({ url: '/api/Ledger?limit=500' })).statusCode).toBe(400);
    // Each row carries its own ageing, which adds up to what it owes (when nothing is in credit).
    const aged = list.rows.find((r: { retailer_id: number }) => r.retailer_id === retailerId);
    expect(Object.keys(aged.ageing).sort()).toEqual(['d0_30', 'd31_60', 'd61_90', 'd90_plus']);
    // The count stays right past the last page, with and without filters.
    const past = (await c.seller.inject({ url: `/api/Ledger?offset=${list.total + 10}` })).json();
    expect(past).toMatchObject({ total: list.total, rows: [] });
    expect(past.totals).toEqual(list.totals);
    const shifa = (await c.seller.inject({ url: '/api/Ledger?q=shifa&offset=50' })).json();
    expect(shifa).toMatchObject({ total: 1, rows: [] });
    const overduePast = (await c.seller.inject({ url: '/api/Ledger?overdue=1&offset=1000' })).json();
    expect(overduePast.total).toBe((await c.seller.inject({ url: '/api/Ledger?overdue=1' })).json().total);
    expect((await c.retailer.inject({ url: '/api/Ledger' })).statusCode).toBe(403);

    const accounts = (await c.retailer.inject({ url: '/api/Ledger/seller' })).json();
    expect(accounts.find((a: { wholeseller_id: number }) => a.wholeseller_id === sellerId)).toMatchObject({
      seller_name: 'Karachi Medical Traders',
      balance: l.balance,
      overdue: l.overdue,
    });
    expect((await c.seller.inject({ url: '/api/Ledger/seller' })).statusCode).toBe(403);
  });

  it('answers a statement for a date range with its opening balance, and as a PDF', async () => {
    const all = (await ledger(c.seller, retailerId)).json();
    // Statement days are days in Pakistan: after 19:00 UTC it is already tomorrow there.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    const ranged = (await ledger(c.seller, retailerId, `?from=${today}&to=${today}`)).json();
    expect(ranged.entries.length).toBeLessThan(all.entries.length);
    const first = ranged.entries[0];
    expect(paisa(ranged.opening_balance)).toBe(paisa(first.balance) - paisa(first.amount));
    // A page: the newest entries only, oldest first, brought forward from the balance before them.
    const newest = (await ledger(c.seller, retailerId, '?limit=2')).json();
    expect(newest.entries.map((e: { id: number }) => e.id)).toEqual(
      all.entries.slice(-2).map((e: { id: number }) => e.id),
    );
    expect(newest.earlier).toBe(all.entries.length > 2);
    expect(paisa(newest.opening_balance)).toBe(paisa(all.entries.at(-3).balance));
    expect(newest).toMatchObject({
      balance: all.balance,
      overdue: all.overdue,
      ageing: all.ageing,
      has_opening: all.has_opening,
    });
    expect(all.earlier).toBeUndefined();
    const whole = (await ledger(c.seller, retailerId, `?limit=${all.entries.length}`)).json();
    expect(whole.earlier).toBe(false);
    expect(whole.entries).toEqual(all.entries);
    for (const bad of ['?limit=0', '?limit=-1', '?limit=abc', '?limit=20001']) {
      expect((await ledger(c.seller, retailerId, bad)).statusCode, bad).toBe(400);
    }
    const none = (await ledger(c.seller, retailerId, '?from=2001-01-01&to=2001-01-31')).json();
    expect(none).toMatchObject({ entries: [], opening_balance: 0, balance: all.balance });
    expect((await ledger(c.seller, retailerId, '?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    for (const bad of ['?from=yesterday', '?from=2026-02-30', '?to=9999-99-99', '?from=0000-01-01']) {
      expect((await ledger(c.seller, retailerId, bad)).statusCode, bad).toBe(400);
    }
    for (const [caller, url] of [
      [c.seller, `/api/Ledger/${retailerId}/statement.pdf`],
      [c.retailer, `/api/Ledger/seller/${sellerId}/statement.pdf?from=2026-01-01`],
    ] as const) {
      const res = await caller.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getTitle()).toContain('Karachi Medical Traders');
    }
  });

  it('writes the statement PDF in the language of the account that downloads it: Urdu headings in a Naskh font', async () => {
    expect(
      (await c.retailer.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ur' } })).statusCode,
    ).toBe(200);
    try {
      const urdu = await c.retailer.inject({ url: `/api/Ledger/seller/${sellerId}/statement.pdf` });
      expect(urdu.statusCode).toBe(200);
      const urduPdf = await PDFDocument.load(urdu.rawPayload);
      expect(urduPdf.getTitle()).toContain('Karachi Medical Traders');
      const urduFonts = fontsOf(urduPdf);
      expect(urduFonts.map((f) => f.name)).toEqual(
        expect.arrayContaining([expect.stringMatching(/NotoNaskhArabic-Bold/)]),
      );
      // The letters of the title's "کھاتے" and the headings "اندراج" (entry) and "جمع" (credit), bold, are in the text.
      // (Words whose letters read back as themselves: Noto draws the dots of some letters as marks on a shared shape,
      // and a text extractor reads such a letter as that shape's, گ as ک.)
      const headings = [URDU.MONEY_UI.pdfStatementTitle.split(' ')[0], URDU.MONEY_UI.entry, URDU.MONEY_UI.credit];
      const boldText = urduFonts
        .filter((f) => /NotoNaskhArabic-Bold/.test(f.name))
        .map((f) => f.text)
        .join('');
      for (const letter of headings.join('')) expect(boldText, letter).toContain(letter);

      const english = await c.seller.inject({ url: `/api/Ledger/${retailerId}/statement.pdf` });
      expect(
        fontsOf(await PDFDocument.load(english.rawPayload))
          .map((f) => f.name)
          .sort(),
      ).toEqual(['Helvetica', 'Helvetica-Bold']);
    } finally {
      await c.retailer.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' } });
    }
  });
});
