/**
 * Quick order's matching on the 5,000-line store: 200 pasted lines, with typos, matched in one statement.
 * `npm run bench:quick-order` (embedded PGlite in memory) or with `DATABASE_URL=postgres://...` (a scratch database
 * it fills and empties). Prints the median and worst of several runs; the result goes to docs/performance.md.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openPglite, openPostgres, type DatabaseHandle } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { matchQuickOrder } from '../../server/src/features/quick-order/quick-order.service.js';

const STORE_LINES = 5000;
const PASTED_LINES = 200;
const RUNS = Number(process.env.RUNS ?? 7);

const BRANDS = [
  'Panadol', 'Augmentin', 'Brufen', 'Risek', 'Flagyl', 'Disprin', 'Calpol', 'Ponstan', 'Arinac', 'Velosef', 'Amoxil',
  'Klaricid', 'Ciproxin', 'Novidat', 'Zithromax', 'Glucophage', 'Lipitor', 'Norvasc', 'Softin', 'Ventolin', 'Cac-1000',
  'Surbex', 'Neurobion', 'Motilium', 'Gravinate', 'Imodium', 'Nexum', 'Zantac', 'Amaryl', 'Concor', 'Loprin', 'Synflex',
  'Xynosine', 'Ascard', 'Lowplat', 'Rigix', 'Telfast', 'Myteka', 'Deltacortril', 'Decadron', 'Caltrate', 'Folic',
  'Fefol', 'Tramal', 'Lyrica', 'Xanax', 'Cipralex', 'Colofac', 'Ganaton', 'Duphalac', 'Piriton', 'Corex', 'Hydryllin',
];
const STRENGTHS = ['5mg', '10mg', '20mg', '40mg', '100mg', '200mg', '250mg', '400mg', '500mg', '625mg', '1g', '120ml', '60ml'];
const FORMS = ['Tablet 10s', 'Tablet 20s', 'Tablet 30s', 'Capsule 14s', 'Syrup', 'Suspension', 'Injection', 'Drops', 'Sachet', 'Cream'];
const MAKERS = ['GSK', 'Abbott', 'Getz Pharma', 'Sanofi', 'Searle', 'Ferozsons', 'Hilton', 'Pfizer', 'Novartis', 'Highnoon', 'Sami', 'Martin Dow'];

/** A typo a person makes on a phone: a letter dropped, doubled or swapped with the next. */
function typo(word: string, seed: number): string {
  if (word.length < 5) return word;
  const at = 1 + (seed % (word.length - 2));
  switch (seed % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

async function open(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { handle: await openPglite(), drop: async () => {} };
  const name = `dawalink_qo_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    handle: openPostgres(dbUrl.toString(), 2),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function main() {
  const { handle, drop } = await open();
  const { db } = handle;
  try {
    await migrateToLatest(db);
    const account = await db.insertInto('accounts').values({ type: 'seller', phone: '03009999999', pin_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('wholesalers').values({ id: account.id, full_name: 'Bench', busniess_name: 'Bench Traders', address: 'Karachi', url: 'bench-traders', email: '' }).execute();
    // Brand names as the trade has them: about a thousand, each in a few strengths and forms.
    const consonants = 'bcdfghklmnprstvxz';
    const vowels = 'aeiou';
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor((seed / 2_147_483_648) * n);
    };
    const brands = new Set<string>();
    while (brands.size < 1100) {
      let word = '';
      for (let s = 0, n = 2 + rand(2); s < n; s++) word += consonants[rand(consonants.length)] + vowels[rand(vowels.length)] + (rand(3) === 0 ? consonants[rand(consonants.length)] : '');
      brands.add(word[0].toUpperCase() + word.slice(1));
    }
    const brandList = [...brands, ...BRANDS];
    const names: string[] = [];
    for (let i = 0; names.length < STORE_LINES; i++) {
      const brand = brandList[i % brandList.length];
      const round = Math.floor(i / brandList.length);
      const strength = STRENGTHS[(i + round * 5) % STRENGTHS.length];
      const form = FORMS[(i * 3 + round) % FORMS.length];
      names.push(`${brand} ${strength} ${form}`);
    }
    // A shared catalogue larger than the store, as in the trade: the other products belong to other sellers.
    const catalogue = [...names, ...names.map((n) => `${n} Forte`)];
    for (let i = 0; i < catalogue.length; i += 1000) {
      await db
        .insertInto('products')
        .values(catalogue.slice(i, i + 1000).map((n, j) => ({ product_name: n, manufacturer: MAKERS[(i + j) % MAKERS.length], total_price: '100', offer: 0, bonus: '', product_code: '' })))
        .execute();
    }
    await sql`INSERT INTO listings (wholeseller_id, product_id, total_price)
      SELECT ${account.id}, id, 90 FROM products WHERE product_name NOT LIKE '% Forte'`.execute(db);
    await sql`ANALYZE`.execute(db);

    const lines: string[] = [];
    for (let i = 0; i < PASTED_LINES; i++) {
      const [brand, strength] = names[(i * 37) % names.length].split(' ') as [string, string];
      const written = i % 4 === 0 ? typo(brand.toLowerCase(), i) : brand.toLowerCase();
      lines.push(i % 3 === 0 ? `${i + 1}. ${written} ${strength.replace(/mg$/, '')} x ${1 + (i % 12)}` : i % 3 === 1 ? `${1 + (i % 5)} box ${written}` : `${written} ${strength} - ${i % 9 + 1}`);
    }
    const text = lines.join('\n');
    const times: number[] = [];
    let matched = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await matchQuickOrder(db, account.id, text);
      times.push(performance.now() - started);
      matched = result.lines.length;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(
      JSON.stringify({ database: handle.kind, store_lines: STORE_LINES, pasted_lines: PASTED_LINES, matched, runs: RUNS, median_ms: Math.round(median), worst_ms: Math.round(times[times.length - 1]), first_ms: Math.round(times[0]) }),
    );
    if (process.env.EXPLAIN) {
      const plan = await db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('pg_trgm.word_similarity_threshold', '0.5', true)`.execute(trx);
        for (const setting of (process.env.EXPLAIN ?? '').split(',').filter((x) => x.startsWith('enable_'))) {
          await sql`SELECT set_config(${setting}, 'off', true)`.execute(trx);
        }
        return sql<{ 'QUERY PLAN': string }>`EXPLAIN ANALYZE
          SELECT q.n, m.listing_id FROM unnest(${lines.slice(0, 20).map((l) => l.toLowerCase())}::text[]) WITH ORDINALITY AS q(query, n)
          CROSS JOIN LATERAL (SELECT l.id AS listing_id, word_similarity(q.query, p.product_name || ' ' || p.manufacturer) AS score
            FROM products p JOIN listings l ON l.product_id = p.id AND l.wholeseller_id = ${account.id}
            WHERE q.query <% (p.product_name || ' ' || p.manufacturer) AND p.is_disabled = false ORDER BY score DESC LIMIT 4) m`.execute(trx);
      });
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await handle.close();
    await drop();
  }
}

await main();
