import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { SmsSender } from './sms/sms.js';

/** What every feature needs, built once per app and reached as `app.deps`. */
export interface Deps {
  db: Kysely<Database>;
  config: Config;
  sms: SmsSender;
  databaseKind: 'postgres' | 'pglite';
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
