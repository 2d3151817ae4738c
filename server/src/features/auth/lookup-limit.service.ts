import type { Kysely } from 'kysely';
import { MSG } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import type { Config } from '../../config.js';
import { countRequest } from '../../db/rate-counters.js';
import { tooMany } from '../../lib/errors.js';

/**
 * Every answer that tells whether a phone (or a store name) is registered counts against one per-address budget,
 * whichever route gives it (phone checks, registration, PIN-reset codes, store-name checks): LOOKUP_IP_PER_MIN per
 * minute, kept in the database, so neither parallel requests nor several processes stretch it.
 */
export async function spendLookup(db: Kysely<Database>, config: Config, ip: string): Promise<void> {
  const outcome = await countRequest(db, `lookup:${ip}`, 60_000, config.LOOKUP_IP_PER_MIN);
  if (!outcome.allowed) throw tooMany(MSG.tooManyRequests, outcome.retryAfterSeconds);
}
