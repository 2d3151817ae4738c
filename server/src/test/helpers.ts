import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO, seedDemo } from '../seed/demo.js';
import { createSession } from '../identity/sessions.service.js';
import { ConsoleSms, OutboxSms } from '../sms/sms.js';

/** Which database the API tests run on: PGlite always, PostgreSQL in the `postgres` project. */
export const TEST_DB_KIND: 'pglite' | 'postgres' = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. PGlite starts from
 * the migrated dump the test run made once (pglite-template.global.ts) where there is one; migrating again then
 * finds nothing to do.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (TEST_DB_KIND === 'pglite') {
    const templatePath = inject('pgliteTemplate');
    const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const handle = await openPglite(undefined, template);
    await migrateToLatest(handle.db);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `dawalink_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = openPostgres(dbUrl.toString(), 5);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: DatabaseHandle['db'];
  config: Config;
  close(): Promise<void>;
}

/**
 * Builds the app on a fresh database (with the demo data unless `seed: false`). The SMS outbox is on, so tests
 * read codes through `GET /api/dev/sms` like a person reads their phone.
 */
export async function buildTestApp(options: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const handle = await freshDatabase();
  if (options.seed !== false) await seedDemo(handle.db, () => {});
  const config = loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1', ...options.env });
  const sms = new OutboxSms(handle.db, new ConsoleSms(() => {}));
  const app = await buildApp({ deps: { db: handle.db, config, sms, databaseKind: handle.kind } });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * A second app on a test suite's database, with its own configuration and optionally a web build to serve (building
 * it queries nothing; it is not made ready). The caller closes it; the database stays the suite's.
 */
export function secondApp(
  t: TestApp,
  options: { env?: Record<string, string>; webDist?: string } = {},
): Promise<FastifyInstance> {
  return buildApp({
    deps: {
      db: t.db,
      config: loadConfig({ NODE_ENV: 'test', ...options.env }),
      sms: new ConsoleSms(() => {}),
      databaseKind: t.handle.kind,
    },
    webDist: options.webDist,
  });
}

export type Role = 'seller' | 'seller2' | 'retailer' | 'retailer2' | 'admin';
export const DEMO_PHONES: Record<Role, string> = {
  seller: DEMO.sellers[0].phone,
  seller2: DEMO.sellers[1].phone,
  retailer: DEMO.retailers[0].phone,
  retailer2: DEMO.retailers[1].phone,
  admin: DEMO.admin.phone,
};

/** Signs in and returns the `sid` cookie value. */
export async function signIn(app: FastifyInstance, phone: string, pin: string = DEMO.pin): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone, pin } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${phone} failed: ${res.statusCode} ${res.body}`);
  const sid = res.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error('no sid cookie');
  return sid;
}

export interface Caller {
  sid: string | null;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A caller signed in as one of the demo roles (or a visitor), caching the session per app. */
export async function callerAs(app: FastifyInstance, role: Role | 'visitor'): Promise<Caller> {
  const sid = role === 'visitor' ? null : await signIn(app, DEMO_PHONES[role]);
  return {
    sid,
    inject: (options) => app.inject({ ...options, cookies: { ...(options.cookies ?? {}), ...(sid ? { sid } : {}) } }),
  };
}

/** Several callers at once, e.g. `const { admin, visitor } = await callersAs(app, ['admin', 'visitor'])`. */
export async function callersAs<R extends Role | 'visitor'>(
  app: FastifyInstance,
  roles: readonly R[],
): Promise<Record<R, Caller>> {
  const callers = await Promise.all(roles.map((role) => callerAs(app, role)));
  return Object.fromEntries(roles.map((role, i) => [role, callers[i]])) as Record<R, Caller>;
}

/** The id of a demo account by role. */
export async function demoAccountId(t: TestApp, role: Role): Promise<number> {
  const row = await t.db
    .selectFrom('accounts')
    .select('id')
    .where('phone', '=', DEMO_PHONES[role])
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A joined team member of a seller, signed in (made directly, without the SMS code and PIN of joining): for tests of
 * what a role sees, not of joining. Answers the caller and the member's id.
 */
export async function teamMemberCaller(
  t: TestApp,
  sellerId: number,
  member: { phone: string; name: string; role: 'clerk' | 'booker' | 'accountant' | 'catalogue' },
): Promise<{ caller: Caller; memberId: number }> {
  const { id: memberId } = await t.db
    .insertInto('team_members')
    .values({ wholeseller_id: sellerId, ...member, pin_hash: 'joined', joined_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: sid } = await createSession(t.db, sellerId, false, memberId);
  return {
    memberId,
    caller: { sid, inject: (options) => t.app.inject({ ...options, cookies: { ...(options.cookies ?? {}), sid } }) },
  };
}

/** The latest text sent to a phone, through the dev outbox route. */
export async function lastSms(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms?phone=${encodeURIComponent(phone)}` });
  const texts = res.json() as Array<{ text: string }>;
  if (!texts.length) throw new Error(`no SMS for ${phone}`);
  return texts[texts.length - 1].text;
}
