import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { buildTestApp, demoAccountId, type TestApp } from '../../test/helpers.js';
import { postEntry } from './ledger-posting.service.js';
import { ageingSql, NO_AGEING, pairAgeingPaisa, sellerAgeing, type AgeingPaisa } from './seller-ageing.js';

let t: TestApp;
let sellerId: number;
let retailers: number[];

beforeAll(async () => {
  t = await buildTestApp();
  sellerId = await demoAccountId(t, 'seller');
  retailers = [await demoAccountId(t, 'retailer'), await demoAccountId(t, 'retailer2')];
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;
const NOW = new Date('2026-06-15T10:00:00Z');

/** An entry: a debit or a credit, written `daysAgo` before NOW, due `dueDays` after it (debits). */
const entryArb = fc.record({
  pair: fc.integer({ min: 0, max: 1 }),
  amount: fc.integer({ min: -50_000, max: 80_000 }).filter((a) => a !== 0),
  daysAgo: fc.integer({ min: 0, max: 150 }),
  dueDays: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
});

async function reset() {
  await sql`DELETE FROM ledger_entries`.execute(t.db);
  await sql`DELETE FROM ledger_accounts`.execute(t.db);
}

async function write(entries: Array<{ pair: number; amount: number; daysAgo: number; dueDays: number | null }>) {
  for (const e of entries) {
    const createdAt = new Date(NOW.getTime() - e.daysAgo * DAY - 1234);
    await t.db.transaction().execute((trx) =>
      postEntry(trx, {
        sellerId,
        retailerId: retailers[e.pair],
        kind: e.amount > 0 ? 'invoice' : 'payment',
        amountPaisa: e.amount,
        createdAt,
        dueAt: e.amount > 0 && e.dueDays !== null ? new Date(createdAt.getTime() + e.dueDays * DAY) : null,
      }),
    );
  }
}

/** The ageing by the whole-ledger statement, the reference the short walk must agree with. */
async function byStatement(now: Date): Promise<Map<number, AgeingPaisa>> {
  const { rows } = await sql<
    AgeingPaisa & { retailer_id: number }
  >`${ageingSql(sql`wholeseller_id = ${sellerId}`, now)}`.execute(t.db);
  return new Map(
    rows.map((r) => [
      r.retailer_id,
      {
        overdue: Number(r.overdue),
        d0_30: Number(r.d0_30),
        d31_60: Number(r.d31_60),
        d61_90: Number(r.d61_90),
        d90_plus: Number(r.d90_plus),
      },
    ]),
  );
}

async function balanceOf(retailerId: number): Promise<number> {
  const { rows } = await sql<{
    b: number;
  }>`SELECT balance_paisa AS b FROM ledger_accounts WHERE wholeseller_id = ${sellerId} AND retailer_id = ${retailerId}`.execute(
    t.db,
  );
  return Number(rows[0]?.b ?? 0);
}

describe('the ageing of a ledger, first in first out', () => {
  it('walks back from the newest debits to the same answer as the whole-ledger statement', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { minLength: 1, maxLength: 14 }), async (entries) => {
        await reset();
        await write(entries);
        const reference = await byStatement(NOW);
        for (const retailerId of retailers) {
          const walked = await pairAgeingPaisa(t.db, sellerId, retailerId, await balanceOf(retailerId), NOW);
          expect(walked).toEqual(reference.get(retailerId) ?? NO_AGEING);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('sums the older debits in the database when the newest do not cover a long unpaid run', async () => {
    await reset();
    // 250 debits over four months; then payments leave more, then less, than the newest 50 debits hold.
    await write(
      Array.from({ length: 250 }, (_, k) => ({
        pair: 0,
        amount: 100 + (k % 7),
        daysAgo: 120 - Math.floor(k / 3),
        dueDays: 10,
      })),
    );
    for (const paid of [50, 12_950, 7_000, 4_950]) {
      await write([{ pair: 0, amount: -paid, daysAgo: 0, dueDays: null }]);
      const balance = await balanceOf(retailers[0]);
      const walked = await pairAgeingPaisa(t.db, sellerId, retailers[0], balance, NOW);
      expect(walked.d0_30 + walked.d31_60 + walked.d61_90 + walked.d90_plus).toBe(balance);
      expect(walked).toEqual((await byStatement(NOW)).get(retailers[0]));
    }
  });
});

describe("a seller's kept book", () => {
  it('answers the sum of the pairs, and takes in new entries and the passing of time', async () => {
    await reset();
    await write([
      { pair: 0, amount: 10_000, daysAgo: 40, dueDays: 30 },
      { pair: 1, amount: 7_000, daysAgo: 5, dueDays: 30 },
    ]);
    const first = await sellerAgeing(t.db, sellerId, NOW);
    expect(first.totals).toEqual({ overdue: 10_000, d0_30: 7_000, d31_60: 10_000, d61_90: 0, d90_plus: 0 });
    expect(first.pairs.get(retailers[1])).toEqual({ ...NO_AGEING, d0_30: 7_000 });

    // A payment written since is in the next answer at once (only that pair is read again).
    await write([{ pair: 0, amount: -4_000, daysAgo: 0, dueDays: null }]);
    const paid = await sellerAgeing(t.db, sellerId, new Date(NOW.getTime() + 1000));
    expect(paid.totals).toEqual({ overdue: 6_000, d0_30: 7_000, d31_60: 6_000, d61_90: 0, d90_plus: 0 });
    expect(paid.pairs.get(retailers[1])).toBe(first.pairs.get(retailers[1]));

    // A pair settled in full leaves the book.
    await write([{ pair: 1, amount: -7_000, daysAgo: 0, dueDays: null }]);
    const settled = await sellerAgeing(t.db, sellerId, new Date(NOW.getTime() + 2000));
    expect(settled.pairs.has(retailers[1])).toBe(false);
    expect(settled.totals.d0_30).toBe(0);

    // Forty days on, the same debits are older and overdue: the book is read again, not served from before.
    const later = await sellerAgeing(t.db, sellerId, new Date(NOW.getTime() + 40 * DAY));
    expect(later.totals).toEqual({ overdue: 6_000, d0_30: 0, d31_60: 0, d61_90: 6_000, d90_plus: 0 });
    const reference = await byStatement(new Date(NOW.getTime() + 40 * DAY));
    expect(later.pairs.get(retailers[0])).toEqual(reference.get(retailers[0]));
  });

  it('reads the book again once a debit falls due, and not before', async () => {
    await reset();
    // A debit of 30 days ago, due 30 days and 5 s after its date: 3.766 s after NOW.
    await write([{ pair: 0, amount: 5_000, daysAgo: 30, dueDays: 30 + 5_000 / DAY }]);
    const due = NOW.getTime() - 1234 + 5_000;
    const before = await sellerAgeing(t.db, sellerId, NOW);
    expect(before.totals).toEqual({ ...NO_AGEING, d0_30: 5_000 });
    expect(before.nextChange).toBe(due);
    // Before that moment nothing has changed: the same book.
    expect(await sellerAgeing(t.db, sellerId, new Date(due - 100))).toBe(before);
    // After it the book is read again (in the background: the answers that follow have the debit overdue).
    const after = new Date(due + 100);
    await sellerAgeing(t.db, sellerId, after);
    await expect.poll(async () => (await sellerAgeing(t.db, sellerId, after)).totals.overdue).toBe(5_000);
  });

  it('gives parallel readers one reading of the book', async () => {
    await reset();
    await write([{ pair: 0, amount: 3_000, daysAgo: 100, dueDays: 0 }]);
    const moment = new Date(NOW.getTime() + 500 * DAY);
    const answers = await Promise.all(Array.from({ length: 8 }, () => sellerAgeing(t.db, sellerId, moment)));
    expect(new Set(answers).size).toBe(1);
    expect(answers[0].totals).toMatchObject({ overdue: 3_000, d90_plus: 3_000 });
  });
});
