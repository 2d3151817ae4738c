import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { MSG, QUICK_ORDER_MSG, type QuickOrderResult } from '@dawalink/shared';
import { buildTestApp, callerAs, demoAccountId, lastSms, type Caller, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let sellerId: number;
let seller2Id: number;
let retailer: Caller;
let listingOf: Record<string, number>;

/** Branded products as pharmacies write them, listed by the first demo seller (the second lists none of them). */
const BRANDS: Array<[string, string]> = [
  ['Panadol 500mg Tablet 20s', 'GSK'],
  ['Panadol Extra Tablet 20s', 'GSK'],
  ['Augmentin 625mg Tablet 6s', 'GSK'],
  ['Augmentin 1g Tablet 6s', 'GSK'],
  ['Brufen 400mg Tablet 30s', 'Abbott'],
  ['Brufen 200mg Tablet 30s', 'Abbott'],
  ['Risek 20mg Capsule 14s', 'Getz Pharma'],
  ['Flagyl 400mg Tablet 20s', 'Sanofi'],
  ['Disprin Tablet 100s', 'Reckitt'],
];

beforeAll(async () => {
  t = await buildTestApp({ env: { QUICK_ORDER_PER_MIN: '1000' } });
  sellerId = await demoAccountId(t, 'seller');
  seller2Id = await demoAccountId(t, 'seller2');
  retailer = await callerAs(t.app, 'retailer');
  listingOf = {};
  for (const [name, manufacturer] of BRANDS) {
    const product = await t.db
      .insertInto('products')
      .values({ product_name: name, manufacturer, total_price: '100', offer: 0, bonus: '', product_code: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = await t.db
      .insertInto('listings')
      .values({ wholeseller_id: sellerId, product_id: product.id, total_price: '90', offer: 0, bonus: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    listingOf[name] = listing.id;
  }
});
afterAll(async () => {
  await t.close();
});

const quick = (caller: Caller, id: number, payload: unknown) =>
  caller.inject({ method: 'POST', url: `/api/QuickOrder/${id}`, payload: payload as object });

describe('POST /api/QuickOrder/{sellerId}', () => {
  it('matches pasted lines with typos, reads quantities before or after, lists the rest as unmatched', async () => {
    const text = [
      'Assalam o alaikum, order:',
      '',
      '1. panadl 500 x 10',
      '2) augmentn 625 - 5',
      '• 2 box brufen 400',
      '💊 Risek 20mg 3pcs ✅',
      'flagil 400 x ۴',
      'zzqx unknownium',
    ].join('\n');
    const res = await quick(retailer, sellerId, { text });
    expect(res.statusCode).toBe(200);
    const body = res.json() as QuickOrderResult;
    expect(body.lines.map((l) => [l.input, l.product_name, l.quantity])).toEqual([
      ['1. panadl 500 x 10', 'Panadol 500mg Tablet 20s', 10],
      ['2) augmentn 625 - 5', 'Augmentin 625mg Tablet 6s', 5],
      ['• 2 box brufen 400', 'Brufen 400mg Tablet 30s', 2],
      ['💊 Risek 20mg 3pcs ✅', 'Risek 20mg Capsule 14s', 3],
      ['flagil 400 x ۴', 'Flagyl 400mg Tablet 20s', 4],
    ]);
    expect(body.lines[0].listing_id).toBe(listingOf['Panadol 500mg Tablet 20s']);
    expect(body.unmatched).toEqual(['Assalam o alaikum, order:', 'zzqx unknownium']);
  });

  it('offers up to three alternatives beside the best match', async () => {
    const body = (await quick(retailer, sellerId, { text: 'brufen' })).json() as QuickOrderResult;
    expect(body.lines).toHaveLength(1);
    const names = [body.lines[0].product_name, ...body.lines[0].alternatives.map((a) => a.product_name)];
    expect(names).toEqual(expect.arrayContaining(['Brufen 400mg Tablet 30s', 'Brufen 200mg Tablet 30s']));
    expect(body.lines[0].alternatives.length).toBeLessThanOrEqual(3);
    expect(body.lines[0].quantity).toBe(1);
    const panadol = (await quick(retailer, sellerId, { text: 'panadol' })).json() as QuickOrderResult;
    expect(panadol.lines[0].alternatives.map((a) => a.listing_id)).not.toContain(panadol.lines[0].listing_id);
  });

  it('never matches a line on its strength alone or its first letter, and takes a letter swap in a short name on the second pass', async () => {
    // "500mg" is six of the eleven trigrams of "zzqx 500mg": the whole line alone would reach 0.5 on Panadol 500mg.
    const strength = (
      await quick(retailer, sellerId, { text: 'zzqx 500mg x 2\nkpdx 400mg' })
    ).json() as QuickOrderResult;
    expect(strength).toEqual({ lines: [], unmatched: ['zzqx 500mg x 2', 'kpdx 400mg'] });
    // The alternatives of a line with a strength are the named product's other strengths, not other 400 mg products.
    const brufen = (await quick(retailer, sellerId, { text: 'brufen 400mg' })).json() as QuickOrderResult;
    expect(brufen.lines[0].product_name).toBe('Brufen 400mg Tablet 30s');
    expect(brufen.lines[0].alternatives.map((a) => a.product_name)).toEqual(['Brufen 200mg Tablet 30s']);
    // "fagyl" keeps half of Flagyl's trigrams; "lfagyl" (a swap at the start) keeps less, and is matched by the retry.
    const typos = (await quick(retailer, sellerId, { text: 'fagyl 400\nlfagyl 400mg - 3' })).json() as QuickOrderResult;
    expect(typos.lines.map((l) => [l.product_name, l.quantity])).toEqual([
      ['Flagyl 400mg Tablet 20s', 1],
      ['Flagyl 400mg Tablet 20s', 3],
    ]);
    // "rx" (the prescription mark) shares one trigram of its three with Risek, and the line its strength (0.63): enough
    // for the retry's bars, so words this short are not tried again.
    expect(((await quick(retailer, sellerId, { text: 'rx 20mg' })).json() as QuickOrderResult).unmatched).toEqual([
      'rx 20mg',
    ]);
  });

  it("matches by manufacturer too, and only this seller's listings of enabled products", async () => {
    const gsk = (await quick(retailer, sellerId, { text: 'augmentin gsk 1g' })).json() as QuickOrderResult;
    expect(gsk.lines[0].product_name).toBe('Augmentin 1g Tablet 6s');
    // The second seller lists none of the branded products.
    const other = (await quick(retailer, seller2Id, { text: 'panadol 500\naugmentin 625' })).json() as QuickOrderResult;
    expect(
      other.lines.filter((l) => l.product_name.startsWith('Panadol') || l.product_name.startsWith('Augmentin')),
    ).toEqual([]);
    // A product the admin disabled vanishes from matching as it does from the store.
    const disprin = await t.db
      .selectFrom('products')
      .select('id')
      .where('product_name', '=', 'Disprin Tablet 100s')
      .executeTakeFirstOrThrow();
    expect(((await quick(retailer, sellerId, { text: 'disprin' })).json() as QuickOrderResult).lines).toHaveLength(1);
    await t.db.updateTable('products').set({ is_disabled: true }).where('id', '=', disprin.id).execute();
    try {
      const gone = (await quick(retailer, sellerId, { text: 'disprin' })).json() as QuickOrderResult;
      expect(gone).toEqual({ lines: [], unmatched: ['disprin'] });
    } finally {
      await t.db.updateTable('products').set({ is_disabled: false }).where('id', '=', disprin.id).execute();
    }
  });

  it("matches in one call that leaves its caller's transaction with the settings it had", async () => {
    // The function sets the index's bar and turns sequential scans off for itself only: a caller's later statements
    // in the same transaction plan as before.
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.6`.execute(trx);
      const { rows } = await sql<{ n: number; listing_id: number }>`SELECT n, listing_id FROM quick_order_match(
          ARRAY['panadol extra', 'brufn'], ARRAY['panadol extra', 'brufn'], ARRAY[1, 2], ARRAY[true, true], ${sellerId},
          0.5, 0.5, 0.25, 0.4, 4)`.execute(trx);
      expect(rows[0]).toEqual({ n: 1, listing_id: listingOf['Panadol Extra Tablet 20s'] });
      // "brufn" reaches only the second pass's bars; its rows come after the first pass's.
      expect(
        rows
          .filter((r) => r.n === 2)
          .map((r) => r.listing_id)
          .sort(),
      ).toEqual([listingOf['Brufen 400mg Tablet 30s'], listingOf['Brufen 200mg Tablet 30s']].sort());
      expect(rows.map((r) => r.n)).toEqual([...rows.map((r) => r.n)].sort());
      const settings = await sql<{ seqscan: string; bar: string }>`SELECT current_setting('enable_seqscan') AS seqscan,
          current_setting('pg_trgm.word_similarity_threshold') AS bar`.execute(trx);
      expect(settings.rows[0]).toEqual({ seqscan: 'on', bar: '0.6' });
    });
  });

  it('refuses an empty list, more than 500 lines, more than 64 KB and a 1 MB paste with a clear 400', async () => {
    for (const payload of [{ text: '' }, { text: '  \n\n ' }, {}, { text: 5 }]) {
      const res = await quick(retailer, sellerId, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await quick(retailer, sellerId, { text: '\n' })).json().message).toBe(QUICK_ORDER_MSG.textRequired);

    const manyLines = await quick(retailer, sellerId, { text: Array(5000).fill('panadol x 1').join('\n') });
    expect(manyLines.statusCode).toBe(400);
    expect(manyLines.json()).toMatchObject({ message: QUICK_ORDER_MSG.tooManyLines });
    const lines501 = await quick(retailer, sellerId, { text: Array(501).fill('pan x 1').join('\n') });
    expect(lines501.statusCode).toBe(400);
    expect(lines501.json().message).toBe(QUICK_ORDER_MSG.tooManyLines);
    const big = await quick(retailer, sellerId, { text: 'p'.repeat(64 * 1024 + 1) });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(QUICK_ORDER_MSG.tooLarge);
    // 1 MB never reaches the parser: the route's body limit cuts it off with the same message.
    const huge = await quick(retailer, sellerId, { text: 'panadol x 1\n'.repeat(90_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ error: 'too_large', message: QUICK_ORDER_MSG.tooLarge });
    // Unknown fields are refused as everywhere.
    expect((await quick(retailer, sellerId, { text: 'panadol', seller_id: 2 })).statusCode).toBe(400);
  });

  it('takes 500 lines', async () => {
    const res = await quick(retailer, sellerId, { text: Array(500).fill('panadol 500 x 2').join('\n') });
    expect(res.statusCode).toBe(200);
    expect((res.json() as QuickOrderResult).lines).toHaveLength(500);
  });

  it("is for signed-in retailers, the store's own seller and the admin", async () => {
    const visitor = await callerAs(t.app, 'visitor');
    expect((await quick(visitor, sellerId, { text: 'panadol' })).statusCode).toBe(401);
    const seller = await callerAs(t.app, 'seller');
    expect((await quick(seller, sellerId, { text: 'panadol' })).statusCode).toBe(200);
    // Another seller's store is someone else's object.
    const seller2 = await callerAs(t.app, 'seller2');
    const foreign = await quick(seller2, sellerId, { text: 'panadol' });
    expect(foreign.statusCode).toBe(404);
    const admin = await callerAs(t.app, 'admin');
    expect((await quick(admin, sellerId, { text: 'panadol' })).statusCode).toBe(200);
    expect((await quick(retailer, 999_999, { text: 'panadol' })).statusCode).toBe(404);
  });

  it('answers 410 for a store the admin disabled', async () => {
    await t.db.updateTable('accounts').set({ is_disabled: true }).where('id', '=', seller2Id).execute();
    try {
      const res = await quick(retailer, seller2Id, { text: 'panadol' });
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(MSG.storeUnavailable);
    } finally {
      await t.db.updateTable('accounts').set({ is_disabled: false }).where('id', '=', seller2Id).execute();
    }
  });
});

/** A member of the first demo seller's team with `role`, signed in (added by the owner, joined by SMS code). */
async function member(role: string, phone: string): Promise<Caller> {
  const owner = await callerAs(t.app, 'seller');
  expect(
    (await owner.inject({ method: 'POST', url: '/api/Team', payload: { phone, name: `Quick ${role}`, role } }))
      .statusCode,
  ).toBe(201);
  await t.app.inject({ method: 'POST', url: `/api/OTP/${phone}`, payload: { purpose: 'team' } });
  const code = /code is (\d{4})/.exec(await lastSms(t.app, phone))![1];
  const verified = await t.app.inject({
    method: 'POST',
    url: `/api/OTP/${phone}/verify`,
    payload: { code, purpose: 'team' },
  });
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/Team/join',
    payload: { verification_token: verified.json().verification_token, pin: '4321' },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  const sid = joined.cookies.find((c) => c.name === 'sid')!.value;
  return { sid, inject: (o) => t.app.inject({ ...o, cookies: { ...(o.cookies ?? {}), sid } }) };
}

describe("quick order for a seller's team", () => {
  it("a booker matches a list at its own seller's store; a clerk may not", async () => {
    const booker = await member('booker', '03335551201');
    const res = await quick(booker, sellerId, { text: 'panadl 500 x 2' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as QuickOrderResult).lines[0].product_name).toBe('Panadol 500mg Tablet 20s');
    expect((await quick(booker, seller2Id, { text: 'panadol' })).statusCode).toBe(404);
    const clerk = await member('clerk', '03335551202');
    expect((await quick(clerk, sellerId, { text: 'panadol' })).statusCode).toBe(403);
  });
});

describe('quick order rate limit', () => {
  it('allows QUICK_ORDER_PER_MIN calls a minute per account, then 429 with Retry-After', async () => {
    const limited = await buildTestApp({ env: { QUICK_ORDER_PER_MIN: '3' } });
    try {
      const id = await demoAccountId(limited, 'seller');
      const r1 = await callerAs(limited.app, 'retailer');
      const r2 = await callerAs(limited.app, 'retailer2');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await quick(r1, id, { text: 'paracetamol' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await quick(r1, id, { text: 'paracetamol' });
      expect(refused.json().message).toBe(MSG.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another account has its own budget.
      expect((await quick(r2, id, { text: 'paracetamol' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
