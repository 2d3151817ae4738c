// probe: CPU per quick-order request of a running server, sequential requests after a warm-up
import fs from 'node:fs';
import pg from 'pg';
import { pastedLines } from './src/paste.ts';
const [base, pid, n = '20'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/dawalink_bench' });
const seller = (await pool.query(`select id from accounts where phone='03918000001'`)).rows[0].id;
const names = (await pool.query(`SELECT p.product_name FROM listings l JOIN products p ON p.id = l.product_id WHERE l.wholeseller_id = $1 ORDER BY l.id`, [seller])).rows.map((r) => r.product_name);
await pool.end();
const text = pastedLines(names, 200).join('\n');
const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '03920000001', pin: '1234', remember: true }) });
const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid=')).split(';')[0];
const call = async () => { const r = await fetch(`${base}/api/QuickOrder/${seller}`, { method: 'POST', headers: { cookie: sid, 'content-type': 'application/json', 'accept-encoding': 'identity' }, body: JSON.stringify({ text }) }); await r.text(); if (r.status !== 200) throw new Error(String(r.status)); };
const threads = () => Object.fromEntries(fs.readdirSync(`/proc/${pid}/task`).map((t) => { const s = fs.readFileSync(`/proc/${pid}/task/${t}/stat`, 'utf8'); const f = s.slice(s.lastIndexOf(')') + 2).split(' '); return [`${fs.readFileSync(`/proc/${pid}/task/${t}/comm`, 'utf8').trim()}:${t}`, Number(f[11]) + Number(f[12])]; }));
for (let i = 0; i < 10; i++) await call();
const a = threads(); const t0 = Date.now();
for (let i = 0; i < Number(n); i++) await call();
const b = threads();
let total = 0; const by = {};
for (const k of Object.keys(b)) { const d = b[k] - (a[k] ?? 0); total += d; const name = k.split(':')[0]; by[name] = (by[name] ?? 0) + d; }
console.log(base, `${n} requests in ${Date.now() - t0} ms; CPU ms/req ${(total * 10 / Number(n)).toFixed(2)}`, JSON.stringify(Object.fromEntries(Object.entries(by).map(([k, v]) => [k, (v * 10 / Number(n)).toFixed(2)]))));
