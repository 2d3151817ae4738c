import { openPostgres } from './db/connection.js';
import pg from 'pg';
import { sql, CompiledQuery } from 'kysely';
import { searchSelectable } from './features/listings/listings.service.js';
const url = process.env.DATABASE_URL!;
const h = openPostgres(url, 10);
const pool = new pg.Pool({ connectionString: url, max: 10 });
const sqlText = `select "p"."id", "p"."product_name", "p"."manufacturer", "p"."offer", "p"."bonus", "p"."total_price", "p"."product_code" from "products" as "p" where "p"."is_disabled" = $1 and not exists (select 1 as "one" from "listings" as "l" where "l"."product_id" = "p"."id" and "l"."wholeseller_id" = $2) and ("p"."product_name" ilike $3 or "p"."manufacturer" ilike $4) order by "p"."manufacturer", "p"."product_name", "p"."id" limit $5`;
async function run(name: string, fn: () => Promise<unknown>, n = 600) {
  const c0 = process.cpuUsage(); const t0 = performance.now(); let i = 0;
  await Promise.all(Array.from({ length: 16 }, async () => { while (i++ < n) await fn(); }));
  const c = process.cpuUsage(c0);
  console.log(name.padEnd(16), 'wall ms/q', ((performance.now() - t0) / n).toFixed(2), 'cpu ms/q', ((c.user + c.system) / 1000 / n).toFixed(2));
}
const compiled = CompiledQuery.raw(sqlText, [false, 1, '%amox%', '%amox%', 500]);
for (let r = 0; r < 2; r++) {
  await run('kysely builder', () => searchSelectable(h.db, 1, 'amox'));
  await run('kysely compiled', () => h.db.executeQuery(compiled));
  await run('pool.connect', async () => { const c = await pool.connect(); try { return await c.query(sqlText, [false, 1, '%amox%', '%amox%', 500]); } finally { c.release(); } });
  await run('raw pg', () => pool.query(sqlText, [false, 1, '%amox%', '%amox%', 500]));
}
await h.close(); await pool.end();
