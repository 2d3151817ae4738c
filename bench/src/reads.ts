import fs from 'node:fs';
import pg from 'pg';
import { BENCH } from './scales.js';
import { scenarios, type Scenario } from './scenarios.js';
import { quickOrderData } from './paste.js';

/**
 * The bench's reads that can run against the data as it is, beside other load: GET requests that need no data of a
 * run (random paths) and write nothing, and the quick order (a POST that writes only its rate counter). `npm run bench:pair` and `bench:split` load these. Clears the sign-in
 * attempts (each tool signs in once per side) and refuses a database without the large data.
 */
export async function benchReads(databaseUrl: string, only?: Set<string>): Promise<Scenario[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const found = await db.query<{
      id: number | null;
      big: number | null;
      retailers: number;
      quick_seller: number | null;
    }>(
      `SELECT (SELECT id FROM accounts WHERE phone = $1) AS id, (SELECT id FROM wholesalers WHERE url = $2) AS big,
         (SELECT count(*) FROM accounts WHERE type = 'retailer')::int AS retailers,
         (SELECT id FROM wholesalers WHERE url = $3) AS quick_seller`,
      [BENCH.retailerPhone, BENCH.bigSeller.url, BENCH.quickOrderSeller.url],
    );
    await db.query('DELETE FROM login_attempts');
    if (found.rows[0].big !== BENCH.bigSeller.id)
      throw new Error('No bench data here: run npm run bench:data -- --scale large first.');
    const quickOrder = await quickOrderData(
      async <R>(text: string, values: unknown[]) => (await db.query(text, values)).rows as R[],
      found.rows[0].quick_seller,
      BENCH.pastedLines,
    );
    const list = scenarios(
      found.rows[0].retailers,
      BENCH.orderTerm,
      BENCH.catalogueTerm,
      Number(found.rows[0].id ?? 0),
      [],
      { quickOrder },
    ).filter(
      (s) =>
        (s.method === 'GET' || (s.changesNothing && quickOrder)) &&
        !s.write &&
        !s.paths &&
        (only ? only.has(s.name) : true),
    );
    if (list.length === 0)
      throw new Error(
        'No read scenario left to run (--only names the bench scenarios that are GET requests, and quick-order).',
      );
    return list;
  } finally {
    await db.end();
  }
}

/** The flags the read tools share: which reads, how many slices of how long, at how many connections, where to write. */
export interface ReadLoadArgs {
  only?: Set<string>;
  rounds: number;
  duration: number;
  connections: number;
  out?: string;
}

/**
 * Parses `--only`, `--rounds`, `--duration`, `--connections` and `--out` (as `--flag value` or `--flag=value`) over
 * the tool's defaults; `own` takes the tool's other flags and answers whether it knew the flag.
 */
export function parseReadLoadArgs(
  argv: string[],
  defaults: Pick<ReadLoadArgs, 'rounds' | 'duration' | 'connections'>,
  own: (flag: string, value: () => string) => boolean = () => false,
): ReadLoadArgs {
  const a: ReadLoadArgs = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--only') a.only = new Set(value().split(','));
    else if (flag === '--rounds') a.rounds = Math.max(1, Number(value()));
    else if (flag === '--duration') a.duration = Number(value());
    else if (flag === '--connections') a.connections = Number(value());
    else if (flag === '--out') a.out = value();
    else if (!own(flag, value)) throw new Error(`unknown argument ${argv[i]}`);
  }
  return a;
}

/** A tool's report: into `out` when given, else on standard output. */
export function writeReport(report: string, out?: string) {
  if (out) {
    fs.writeFileSync(out, report);
    console.error(`written ${out}`);
  } else {
    process.stdout.write(report);
  }
}
