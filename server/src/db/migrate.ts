import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initialSchema from './migrations/001-initial-schema.js';
import * as perfStoreVersion from './migrations/010-perf-store-version.js';
import * as perfOrderSearch from './migrations/010-perf-order-search.js';
import * as beyond from './migrations/020-beyond.js';
import * as perfOrderProducts from './migrations/030-perf-order-products.js';
import * as hardening from './migrations/040-hardening.js';
import * as offerNetOrderDesk from './migrations/043-offer-net-order-desk.js';
import * as serverCart from './migrations/044-server-cart.js';
import * as admin from './migrations/050-admin.js';
import * as orderNotice from './migrations/051-order-notice.js';
import * as searchWords from './migrations/052-search-words.js';
import * as money from './migrations/060-money.js';
import * as stock from './migrations/080-stock.js';
import * as schemes from './migrations/090-schemes.js';
import * as licences from './migrations/100-licences.js';
import * as team from './migrations/110-team.js';
import * as quickOrder from './migrations/120-quick-order.js';
import * as language from './migrations/130-language.js';
import * as ledgerReads from './migrations/150-ledger-reads.js';
import * as loginReserve from './migrations/160-login-reserve.js';
import * as quickOrderMatch from './migrations/170-quick-order-match.js';

/** Migrations are listed here in order; the bundle carries them, no directory scan at run time. */
const migrations: Record<string, Migration> = {
  '001-initial-schema': initialSchema,
  '010-perf-order-search': perfOrderSearch,
  '010-perf-store-version': perfStoreVersion,
  '020-beyond': beyond,
  '030-perf-order-products': perfOrderProducts,
  '040-hardening': hardening,
  '043-offer-net-order-desk': offerNetOrderDesk,
  '044-server-cart': serverCart,
  '050-admin': admin,
  '051-order-notice': orderNotice,
  '052-search-words': searchWords,
  '060-money': money,
  '080-stock': stock,
  '090-schemes': schemes,
  '100-licences': licences,
  '110-team': team,
  '120-quick-order': quickOrder,
  '130-language': language,
  '150-ledger-reads': ledgerReads,
  '160-login-reserve': loginReserve,
  '170-quick-order-match': quickOrderMatch,
};

class ListedMigrations implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/** Runs every pending migration; running it again does nothing. Safe with several processes (Kysely locks). */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Domains number their migrations independently (010-perf-*, 020-beyond, ...): a database that already ran a
  // higher number must still take a lower one added later, instead of refusing to start.
  const migrator = new Migrator({ db, provider: new ListedMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
