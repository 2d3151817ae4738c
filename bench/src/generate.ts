/**
 * Trade-scale data for benchmarks: `npm run bench:data -- --scale small|large|money [--reset]`.
 *
 * Writes into DATABASE_URL (PostgreSQL) or else the PGlite directory DATA_DIR (default ./data), after running the
 * server's migrations. Everything is set-based SQL (generate_series, one INSERT ... SELECT per table, orders in
 * batches so the progress bar moves), and deterministic: the same scale gives the same rows on every machine, so
 * benchmark figures compare. Every account signs in with PIN 1234 (hashed once with the server's argon2id).
 *
 * Shape (large; small is a tenth, but keeps the 5,000-line store so the browser timings can run on PGlite too):
 *   200 sellers, 50,000 catalogue products, 400,000 listings of which seller 1 ("bench-traders-1") lists 5,000,
 *   20,000 retailers, 1,000,000 orders (1 in 20 for seller 1) with 5 items each = 5,000,000 items,
 *   the status history of every order, 3 recent stores per retailer, one admin.
 * Every scale also gives every retailer a ledger with seller 1 (3 entries each; retailer 1 has 10,000: the long
 * statement). `money` is small with all 20,000 retailers and 200,000 orders, for the trade-money scenarios.
 * Every scale ends with two steps that can also be added to data generated before them, without generating it again
 * (`--only team,quick-order`; each skips itself when its rows are there): seller 1's order booker (a team member,
 * PIN 1234) and the quick-order store (5,000 brand-named lines of its own, brands.ts).
 */
import { sql, type Kysely } from 'kysely';
import { MANUFACTURERS, ORDER_PRODUCTS_SEPARATOR } from '@dawalink/shared';
import { openDatabase } from '../../server/src/db/connection.js';
import { migrateToLatest } from '../../server/src/db/migrate.js';
import { hashPin } from '../../server/src/lib/crypto.js';
import { BRAND_MAKERS, brandStore } from './brands.js';
import { Progress, seconds } from './progress.js';
import { BENCH, SCALES, type Scale } from './scales.js';

const MOLECULES = [
  'Paracetamol',
  'Ibuprofen',
  'Amoxicillin',
  'Azithromycin',
  'Ciprofloxacin',
  'Metformin',
  'Omeprazole',
  'Esomeprazole',
  'Atorvastatin',
  'Rosuvastatin',
  'Amlodipine',
  'Losartan',
  'Cetirizine',
  'Loratadine',
  'Montelukast',
  'Salbutamol',
  'Diclofenac',
  'Naproxen',
  'Clarithromycin',
  'Cefixime',
  'Ceftriaxone',
  'Levofloxacin',
  'Metronidazole',
  'Fluconazole',
  'Domperidone',
  'Ondansetron',
  'Loperamide',
  'Famotidine',
  'Glimepiride',
  'Sitagliptin',
  'Insulin Glargine',
  'Bisoprolol',
  'Atenolol',
  'Clopidogrel',
  'Aspirin',
  'Warfarin',
  'Levothyroxine',
  'Prednisolone',
  'Dexamethasone',
  'Vitamin D3',
  'Calcium Carbonate',
  'Folic Acid',
  'Ferrous Sulfate',
  'Zinc Sulfate',
  'ORS',
  'Multivitamin',
  'Tramadol',
  'Gabapentin',
  'Pregabalin',
  'Sertraline',
  'Escitalopram',
  'Mebeverine',
  'Itopride',
  'Lactulose',
  'Chlorpheniramine',
  'Dextromethorphan',
  'Guaifenesin',
  'Hydrochlorothiazide',
  'Spironolactone',
  'Furosemide',
];
const FORMS = [
  '500mg Tablets 10x10',
  '250mg Capsules 2x10',
  '120ml Syrup',
  '1g Injection',
  '20mg Tablets 3x10',
  '5mg Tablets 2x14',
  '60ml Suspension',
  '10mg Tablets 1x10',
];
const FIRST = [
  'Ahmed',
  'Fatima',
  'Bilal',
  'Ayesha',
  'Usman',
  'Zainab',
  'Hamza',
  'Maryam',
  'Ali',
  'Sana',
  'Imran',
  'Hira',
  'Kashif',
  'Nida',
  'Faisal',
  'Amna',
];
const LAST = [
  'Raza',
  'Noor',
  'Qureshi',
  'Malik',
  'Khan',
  'Sheikh',
  'Butt',
  'Chaudhry',
  'Siddiqui',
  'Abbasi',
  'Mirza',
  'Baig',
];
const STORE_WORDS = [
  'Al Shifa',
  'City Care',
  'Medicare',
  'Health Plus',
  'Green Cross',
  'Life Line',
  'Care Well',
  'Family',
];
const STORE_KINDS = ['Pharmacy', 'Chemists', 'Medical Store', 'Drug House'];
const CITIES = ['Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta'];

/** A text[] literal from constants of this file (no user input reaches it). */
const arr = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** Picks element `index` (0-based SQL expression) of a literal array. */
const pick = (values: readonly string[], index: string) => `(${arr(values)})[1 + ((${index}) % ${values.length})]`;

/** The steps that can be added to existing data on their own (`--only`). */
const STEPS = ['team', 'quick-order'] as const;
type Step = (typeof STEPS)[number];

function parseArgs(argv: string[]) {
  let scale: Scale = 'small';
  let reset = false;
  let only: Step[] | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--scale') scale = argv[++i] as Scale;
    else if (a.startsWith('--scale=')) scale = a.slice(8) as Scale;
    else if (a === '--reset') reset = true;
    else if (a === '--only' || a.startsWith('--only=')) {
      const list = (a === '--only' ? argv[++i] : a.slice(7)).split(',');
      const unknown = list.filter((x) => !(STEPS as readonly string[]).includes(x));
      if (unknown.length) throw new Error(`--only takes ${STEPS.join(', ')}, not ${unknown.join(', ')}`);
      only = list as Step[];
    } else if (a === '--help' || a === '-h') {
      console.log(
        `usage: npm run bench:data -- --scale ${Object.keys(SCALES).join('|')} [--reset] | --only ${STEPS.join(',')}\n  into DATABASE_URL, or PGlite in DATA_DIR (default ./data)`,
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!(scale in SCALES)) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')}, not ${scale}`);
  return { scale, reset, only };
}

/** Seller 1's order booker, joined (PIN 1234): the booked-order scenario signs in as them. */
async function addTeam(db: Kysely<any>, pinHash: string): Promise<string> {
  const { rows } = await sql`INSERT INTO team_members (wholeseller_id, phone, name, role, pin_hash, joined_at)
    VALUES (${BENCH.bigSeller.id}, ${BENCH.booker.phone}, ${BENCH.booker.name}, 'booker', ${pinHash}, now())
    ON CONFLICT (phone) DO NOTHING RETURNING id`.execute(db);
  return rows.length ? `booker ${BENCH.booker.phone}` : 'booker already there';
}

/**
 * The quick-order store: a seller of its own listing 5,000 brand-named products of 10,000 added to the catalogue
 * (the other half, "... Forte", listed by nobody), as `npm run bench:quick-order` builds it in a scratch database.
 */
async function addQuickOrderStore(db: Kysely<any>, pinHash: string): Promise<string> {
  const q = BENCH.quickOrderSeller;
  const there = await sql`SELECT id FROM wholesalers WHERE url = ${q.url}`.execute(db);
  if (there.rows.length) return 'quick-order store already there';
  const { store, catalogue } = brandStore();
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      id: number;
    }>`INSERT INTO accounts (type, phone, pin_hash) VALUES ('seller', ${q.phone}, ${pinHash}) RETURNING id`.execute(
      trx,
    );
    const sellerId = rows[0].id;
    await sql`INSERT INTO wholesalers (id, full_name, busniess_name, address, email, url)
      VALUES (${sellerId}, 'Quick Order Bench', 'Bench Quick Order', 'Medicine Market, Karachi', 'quick@bench.example', ${q.url})`.execute(
      trx,
    );
    await sql`WITH p AS (
        INSERT INTO products (product_name, manufacturer, offer, bonus, total_price, product_code)
        SELECT n, (${BRAND_MAKERS}::text[])[1 + (k::int - 1) % ${BRAND_MAKERS.length}], 0, '', 100, ''
        FROM unnest(${catalogue}::text[]) WITH ORDINALITY AS t(n, k)
        RETURNING id, product_name)
      INSERT INTO listings (wholeseller_id, product_id, total_price)
      SELECT ${sellerId}, id, 90 FROM p WHERE product_name NOT LIKE '% Forte'`.execute(trx);
  });
  return `quick-order store /${q.url}, ${store.length} lines`;
}

async function addSteps(db: Kysely<any>, steps: readonly Step[], progress: Progress) {
  const pinHash = await hashPin(BENCH.pin);
  for (const step of steps)
    progress.tick(step === 'team' ? await addTeam(db, pinHash) : await addQuickOrderStore(db, pinHash));
}

async function run(db: Kysely<any>, text: string) {
  await sql.raw(text).execute(db);
}

async function main() {
  const { scale, reset, only } = parseArgs(process.argv.slice(2));
  const s = SCALES[scale];
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && /\/test(\?|$)/.test(databaseUrl) && !process.env.BENCH_ALLOW_TEST_DB) {
    throw new Error(
      'Refusing to fill the "test" database (the API suites use it). Create one: createdb dawalink_bench',
    );
  }
  const dataDir = process.env.DATA_DIR ?? './data';
  // One connection, so the session settings below hold for every statement.
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  const db = handle.db as Kysely<any>;
  const where = databaseUrl ? databaseUrl.replace(/\/\/[^@]*@/, '//') : `PGlite ${dataDir}`;
  console.error(`bench:data --scale ${scale} into ${where}`);

  if (only) {
    const progress = new Progress(2 + only.length, `bench:data --only ${only.join(',')}`);
    try {
      await migrateToLatest(db);
      progress.tick('migrated');
      await addSteps(db, only, progress);
      await run(db, 'ANALYZE accounts, team_members, wholesalers, products, listings');
      progress.finish('finished');
    } finally {
      await handle.close();
    }
    return;
  }

  const batches = Math.ceil(s.orders / s.orderBatch);
  const progress = new Progress(8 + STEPS.length + batches, `bench:data ${scale}`);
  try {
    await migrateToLatest(db);
    progress.tick('migrated');

    const existing = await sql<{ n: number }>`SELECT count(*)::int AS n FROM accounts`.execute(db);
    if (existing.rows[0].n > 0) {
      if (!reset)
        throw new Error(
          'The database already has accounts. Run again with --reset to empty it first (it deletes ALL data).',
        );
      await run(
        db,
        `TRUNCATE accounts, wholesalers, retailers, admins, products, listings, orders, order_items, order_status_history,
           recent_stores, sessions, otp_codes, verification_tokens, login_attempts, idempotency_keys, sms_outbox
         RESTART IDENTITY CASCADE`,
      );
    }
    if (handle.kind === 'postgres') await run(db, 'SET synchronous_commit = off');
    progress.tick('emptied');

    const pinHash = (await hashPin(BENCH.pin)).replaceAll("'", "''");
    const S = s.sellers;
    const R = s.retailers;
    const sellerPhone = (g: string) => `'${BENCH.sellerPhonePrefix}' || lpad((${g})::text, 7, '0')`;
    const retailerPhone = (g: string) => `'${BENCH.retailerPhonePrefix}' || lpad((${g})::text, 7, '0')`;

    // Accounts: sellers are ids 1..S, retailers S+1..S+R, the admin S+R+1 (explicit ids keep the joins below simple).
    await run(
      db,
      `INSERT INTO accounts (id, type, phone, pin_hash)
       SELECT g, 'seller', ${sellerPhone('g')}, '${pinHash}' FROM generate_series(1, ${S}) g
       UNION ALL
       SELECT ${S} + g, 'retailer', ${retailerPhone('g')}, '${pinHash}' FROM generate_series(1, ${R}) g
       UNION ALL
       SELECT ${S + R + 1}, 'admin', '${BENCH.adminPhone}', '${pinHash}'`,
    );
    await run(
      db,
      `INSERT INTO wholesalers (id, full_name, busniess_name, address, email, url)
       SELECT g, ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 3')},
              'Bench Traders ' || g, 'Plot ' || g || ', Medicine Market, ' || ${pick(CITIES, 'g')},
              'seller' || g || '@bench.example', '${BENCH.storeUrlPrefix}' || g
       FROM generate_series(1, ${S}) g`,
    );
    await run(
      db,
      `INSERT INTO retailers (id, full_name, store, address, email)
       SELECT ${S} + g, ${pick(FIRST, 'g')} || ' ' || ${pick(LAST, 'g / 7')},
              ${pick(STORE_WORDS, 'g / 3')} || ' ' || ${pick(STORE_KINDS, 'g')} || ' ' || g,
              'Shop ' || (g % 90 + 1) || ', Block ' || (g % 17 + 1) || ', ' || ${pick(CITIES, 'g / 5')}, ''
       FROM generate_series(1, ${R}) g`,
    );
    await run(db, `INSERT INTO admins (id, full_name) VALUES (${S + R + 1}, 'Bench Admin')`);
    progress.tick(`${S} sellers, ${R} retailers`);

    // Catalogue. Products above the big store's range are disabled 1 in 100, so the enabled-only filters matter.
    const P = s.products;
    await run(
      db,
      `INSERT INTO products (id, product_code, product_name, manufacturer, offer, bonus, total_price, is_disabled)
       SELECT g, left((ascii(substr(name, 1, 1)) + 1)::text || (ascii(substr(name, 2, 1)) + 1)::text, 4), name,
              ${pick(MANUFACTURERS, 'g * 7')}, (ARRAY[0, 0, 5, 7.5, 10, 12])[1 + g % 6],
              (ARRAY['', '', '', 'OLD TP', '770 NET', '50 PR 7%'])[1 + g % 6],
              40 + ((g::bigint * 7919) % 240000) / 100.0, g > ${s.bigStore} AND g % 100 = 0
       FROM (SELECT g, ${pick(MOLECULES, 'g')} || ' ' || ${pick(FORMS, 'g / 60')} || ' ' || ${pick(['A', 'B', 'C', 'D', 'E', 'F'], 'g / 480')} || g AS name
             FROM generate_series(1, ${P}) g) x`,
    );
    progress.tick(`${P} products`);

    // Listings: seller 1 lists products 1..bigStore (ids 1..bigStore); the rest spread over the other sellers, each
    // seller's m-th listing at id bigStore + 1 + m*(S-1) + (seller-2), product ((seller*1237 + 7m) mod P) + 1:
    // 7 is prime to P, so a seller never lists one product twice.
    const big = s.bigStore;
    const rest = s.listings - big;
    await run(
      db,
      `INSERT INTO listings (id, wholeseller_id, product_id, offer, bonus, total_price)
       SELECT g, 1, g, (ARRAY[0, 5, 10])[1 + g % 3], (ARRAY['', 'OLD TP', '77 NET'])[1 + g % 3],
              40 + ((g::bigint * 7901) % 240000) / 100.0
       FROM generate_series(1, ${big}) g
       UNION ALL
       SELECT ${big} + 1 + k, 2 + k % ${S - 1}, ((2 + k % ${S - 1}) * 1237 + (k / ${S - 1}) * 7) % ${P} + 1,
              (ARRAY[0, 5, 10])[1 + k % 3], (ARRAY['', 'OLD TP', '77 NET'])[1 + k % 3],
              40 + ((k::bigint * 7907) % 240000) / 100.0
       FROM generate_series(0, ${rest - 1}) k`,
    );
    progress.tick(`${s.listings} listings`);

    // Orders with their items and status history, one statement per batch: the items are made first, the order's
    // totals are their sums (as the server computes them), and both inserts share one snapshot.
    const per = Math.floor(rest / (S - 1)); // listings every other seller has at least
    const N = s.orders;
    for (let b = 0; b < batches; b++) {
      const from = b * s.orderBatch + 1;
      const to = Math.min(N, (b + 1) * s.orderBatch);
      await run(
        db,
        `WITH o AS (
           SELECT i,
                  CASE WHEN i % 20 = 0 THEN 1 ELSE 2 + i % ${S - 1} END AS seller,
                  ${S} + 1 + (i::bigint * 2654435761) % ${R} AS retailer,
                  CASE WHEN i % 10 < 2 THEN 'Pending' WHEN i % 10 = 2 THEN 'Payment Received' WHEN i % 10 = 3 THEN 'Shipped'
                       WHEN i % 10 = 4 THEN 'Cancel' ELSE 'Delivered' END AS status,
                  now() - make_interval(secs => (${N} - i) * (365.0 * 86400 / ${N})) AS order_date
           FROM generate_series(${from}, ${to}) i
         ), it AS (
           SELECT o.*, j,
                  CASE WHEN o.seller = 1 THEN 1 + (o.i * 13 + j * 1009) % ${big}
                       ELSE ${big} + 1 + ((o.i * 13 + j * 397) % ${per}) * ${S - 1} + (o.seller - 2) END AS listing_id,
                  1 + (o.i * 7 + j * 3) % 24 AS quantity
           FROM o CROSS JOIN generate_series(0, ${s.itemsPerOrder - 1}) j
         ), itp AS (
           SELECT it.*, l.product_id, p.product_name, l.total_price AS price
           FROM it JOIN listings l ON l.id = it.listing_id JOIN products p ON p.id = l.product_id
         ), agg AS (
           SELECT i, seller, retailer, status, order_date, sum(price * quantity) AS total, count(*) AS n, sum(quantity) AS qty,
                  string_agg(product_name, '${ORDER_PRODUCTS_SEPARATOR}' ORDER BY j) AS products
           FROM itp GROUP BY i, seller, retailer, status, order_date
         ), ins_orders AS (
           INSERT INTO orders (id, retailer_id, wholeseller_id, retailer_name, store, phone_no, address, seller_store,
                               seller_phone_no, total, total_items, total_quantity, products, status, order_date, status_changed_at)
           SELECT agg.i, agg.retailer, agg.seller, r.full_name, r.store, ra.phone, r.address, w.busniess_name, wa.phone,
                  agg.total, agg.n, agg.qty, agg.products, agg.status, agg.order_date,
                  CASE WHEN agg.status <> 'Pending' THEN agg.order_date + interval '1 day' END
           FROM agg JOIN retailers r ON r.id = agg.retailer JOIN accounts ra ON ra.id = agg.retailer
                    JOIN wholesalers w ON w.id = agg.seller JOIN accounts wa ON wa.id = agg.seller
         ), ins_history AS (
           INSERT INTO order_status_history (order_id, from_status, to_status, changed_by, changed_at)
           SELECT i, NULL, 'Pending', retailer, order_date FROM o
           UNION ALL
           SELECT i, 'Pending', status, seller, order_date + interval '1 day' FROM o WHERE status <> 'Pending'
         )
         INSERT INTO order_items (order_id, listing_id, product_id, product_name, quantity, price)
         SELECT i, listing_id, product_id, product_name, quantity, price FROM itp ORDER BY i, j`,
      );
      progress.tick(`orders ${to.toLocaleString('en')}/${N.toLocaleString('en')}`);
    }

    await run(
      db,
      `INSERT INTO recent_stores (retailer_id, wholeseller_id, visited_at)
       SELECT ${S} + g, CASE WHEN k = 0 THEN 1 ELSE 2 + (g * 3 + k) % ${S - 1} END, now() - make_interval(hours => g % 500 + k)
       FROM generate_series(1, ${R}) g CROSS JOIN generate_series(0, 2) k`,
    );
    // Trade money: a ledger of every retailer with seller 1 (the Receivables page of 20,000 retailers), invoices
    // (debits, due 30 days later) and payments (credits) alternating; retailer 1 has the 10,000-entry statement.
    // Entries are inserted in date order per pair, so ids follow dates and each stores the running balance.
    await run(
      db,
      `CREATE TEMP TABLE bench_entries AS
       SELECT ${S} + g AS retailer_id, k,
              CASE WHEN k % 3 = 0 THEN 'payment' ELSE 'invoice' END AS kind,
              CASE WHEN k % 3 = 0 THEN -(100 + (g * 31 + k * 17) % 4000) * 100
                   ELSE (500 + (g * 37 + k * 13) % 20000) * 100 END::bigint AS amount_paisa,
              now() - make_interval(secs => (n - k + 1) * (365.0 * 86400 / n)) AS created_at
       FROM generate_series(1, ${R}) g
       CROSS JOIN LATERAL (SELECT CASE WHEN g = 1 THEN ${BENCH.statementEntries} ELSE ${BENCH.ledgerEntriesEach} END AS n) c
       CROSS JOIN LATERAL generate_series(1, c.n) k`,
    );
    await run(
      db,
      `INSERT INTO ledger_accounts (wholeseller_id, retailer_id, balance_paisa, last_payment_at)
       SELECT 1, retailer_id, sum(amount_paisa), max(created_at) FILTER (WHERE kind = 'payment')
       FROM bench_entries GROUP BY retailer_id`,
    );
    await run(
      db,
      `INSERT INTO ledger_entries (wholeseller_id, retailer_id, kind, amount_paisa, balance_paisa, created_at, due_at, reference, method)
       SELECT 1, retailer_id, kind, amount_paisa,
              sum(amount_paisa) OVER (PARTITION BY retailer_id ORDER BY k), created_at,
              CASE WHEN kind = 'invoice' THEN created_at + interval '30 days' END,
              CASE WHEN kind = 'invoice' THEN 'BT1-2026-' || lpad(k::text, 6, '0') ELSE 'bench' END,
              CASE WHEN kind = 'payment' THEN 'cash' END
       FROM bench_entries ORDER BY retailer_id, k`,
    );
    await run(db, 'DROP TABLE bench_entries');
    progress.tick('ledgers');

    // Explicit ids leave the sequences behind: move them past the data so the server's inserts do not collide.
    for (const table of ['accounts', 'products', 'listings', 'orders']) {
      await run(db, `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
    progress.tick('recent stores, sequences');
    await addSteps(db, STEPS, progress);

    // Fresh statistics and a visibility map, so the first benchmark does not measure autovacuum catching up.
    await run(db, handle.kind === 'postgres' ? 'VACUUM (ANALYZE)' : 'ANALYZE');
    progress.tick('vacuum analyze');

    const counts = await sql<Record<string, number>>`
      SELECT (SELECT count(*) FROM accounts WHERE type = 'seller')::int AS sellers,
             (SELECT count(*) FROM accounts WHERE type = 'retailer')::int AS retailers,
             (SELECT count(*) FROM products)::int AS products,
             (SELECT count(*) FROM listings)::int AS listings,
             (SELECT count(*) FROM listings WHERE wholeseller_id = 1)::int AS big_store_listings,
             (SELECT count(*) FROM orders)::int AS orders,
             (SELECT count(*) FROM order_items)::int AS order_items,
             (SELECT count(*) FROM order_status_history)::int AS status_history`.execute(db);
    progress.finish('finished');
    console.log(
      JSON.stringify({ scale, seconds: Number((progress.elapsedMs() / 1000).toFixed(1)), ...counts.rows[0] }),
    );
    console.error(
      `Sign in with PIN ${BENCH.pin}: seller 1 ${BENCH.sellerPhonePrefix}0000001 (store /${BENCH.storeUrlPrefix}1, ${big} lines), ` +
        `retailer ${BENCH.retailerPhonePrefix}0000001, admin ${BENCH.adminPhone}. Took ${seconds(progress.elapsedMs())}.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
