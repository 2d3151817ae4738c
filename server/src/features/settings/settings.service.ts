import type { Kysely } from 'kysely';
import { DEFAULT_SELLER_SETTINGS, type SellerSettings, type SellerSettingsUpdate } from '@dawalink/shared';
import type { Database } from '../../db/types.js';

const COLUMNS = ['notify_retailer_sms', 'require_licence', 'time_zone', 'new_order_sound'] as const;

/** A seller's settings; a seller who never changed one has the defaults (no row until the first change). */
export async function sellerSettings(db: Kysely<Database>, sellerId: number): Promise<SellerSettings> {
  const row = await db
    .selectFrom('seller_settings')
    .select(COLUMNS)
    .where('wholeseller_id', '=', sellerId)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_SELLER_SETTINGS };
}

/** Changes the given settings (the others keep their values) in one statement, so parallel changes never lose one. */
export async function updateSellerSettings(db: Kysely<Database>, sellerId: number, changes: SellerSettingsUpdate): Promise<SellerSettings> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as SellerSettingsUpdate;
  if (Object.keys(given).length === 0) return sellerSettings(db, sellerId);
  const now = new Date();
  return db
    .insertInto('seller_settings')
    .values({ wholeseller_id: sellerId, ...DEFAULT_SELLER_SETTINGS, ...given, updated_at: now })
    .onConflict((oc) => oc.column('wholeseller_id').doUpdateSet({ ...given, updated_at: now }))
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}
