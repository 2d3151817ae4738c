import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { startReminders } from './features/ledger/reminders.service.js';
import { startLicenceReminders } from './features/licences/licences.service.js';
import { loadConfig, publicBaseUrl, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { demoSignInsText, seedDemo } from './seed/demo.js';
import { upsertAdmin } from './identity/accounts-write.service.js';
import { createSmsSender } from './sms/sms.js';
import { normalisePhone } from '@dawalink/shared';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A start that must not go on; main prints its message alone, without a stack trace. */
export class StartupRefusal extends Error {}

const isProduction = (config: Config) => config.NODE_ENV === 'production';

/**
 * Migrations, the admin from ADMIN_PHONE/ADMIN_PIN, and the demo on a new embedded database. Runs once per start.
 * In production the demo is never loaded (its accounts have published PINs), and asking for it refuses the start.
 */
export async function prepareDatabase(handle: DatabaseHandle, config: Config, log: (line: string) => void) {
  if (isProduction(config) && config.SEED_DEMO) {
    throw new StartupRefusal(
      'SEED_DEMO=1 is refused with NODE_ENV=production: the demo accounts have PINs printed in the README. ' +
        'Unset SEED_DEMO, or run without NODE_ENV=production for a trial.',
    );
  }
  await migrateToLatest(handle.db);
  if (config.ADMIN_PHONE && config.ADMIN_PIN) {
    if (!/^[0-9]{4}$/.test(config.ADMIN_PIN)) throw new StartupRefusal('ADMIN_PIN must be 4 digits');
    await upsertAdmin(handle.db, normalisePhone(config.ADMIN_PHONE), config.ADMIN_PIN);
    log(
      `Admin account ${normalisePhone(config.ADMIN_PHONE)} is ready (its PIN is ADMIN_PIN, its sign-in lockout cleared).`,
    );
  }
  if (isProduction(config)) {
    const admin = await handle.db
      .selectFrom('accounts')
      .select('id')
      .where('type', '=', 'admin')
      .limit(1)
      .executeTakeFirst();
    if (!admin) {
      log(
        'No admin account yet. To create one, start once with ADMIN_PHONE and ADMIN_PIN set, e.g.\n' +
          '  ADMIN_PHONE=03XXXXXXXXX ADMIN_PIN=<4 digits> NODE_ENV=production npm run serve\n' +
          'then sign in with that phone and PIN (docs/operations.md, "The admin account").',
      );
    }
    return;
  }
  const empty = !(await handle.db
    .selectFrom('accounts')
    .select('id')
    .where('type', '<>', 'admin')
    .limit(1)
    .executeTakeFirst());
  const seed = config.SEED_DEMO ?? (handle.kind === 'pglite' && empty);
  if (seed && empty) {
    await seedDemo(handle.db, log);
    log(demoSignInsText(publicBaseUrl(config)));
  }
}

export interface RunningServer {
  app: FastifyInstance;
  handle: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, builds the app and listens. `prepare` is false in cluster workers (the primary did it). */
export async function startServer(
  options: { config?: Config; prepare?: boolean; poolSize?: number } = {},
): Promise<RunningServer> {
  const config = options.config ?? loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: options.poolSize,
    preparedStatements: config.DB_PREPARED_STATEMENTS ?? true,
  });
  try {
    if (options.prepare !== false) await prepareDatabase(handle, config, (line) => console.log(line));
    const sms = createSmsSender(config, handle.db);
    const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
    const app = await buildApp({
      deps: { db: handle.db, config, sms, databaseKind: handle.kind },
      webDist,
      logger: { level: config.LOG_LEVEL },
    });
    const url = await app.listen({ port: config.PORT, host: config.HOST });
    const stopReminders = startReminders({ db: handle.db, sms });
    const stopLicenceReminders = startLicenceReminders({ db: handle.db, sms });
    let closing: Promise<void> | undefined;
    return {
      app,
      handle,
      url,
      close: () =>
        (closing ??= (async () => {
          stopReminders();
          stopLicenceReminders();
          await app.close(); // stops accepting and waits for requests in flight
          await handle.close(); // then drains the database
        })()),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
