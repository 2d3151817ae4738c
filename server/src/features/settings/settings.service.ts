import type { Kysely } from 'kysely';
import { DEFAULT_SELLER_SETTINGS, type SellerSettings, type SellerSettingsUpdate } from '@dawalink/shared';
import type { Database } from '../../db/types.js';

type Db = Pick<Kysely<Database>, 'selectFrom' | 'insertInto' | 'updateTable'>;

const SETTING_COLUMNS = [
  'notify_retailer_sms',
  'require_licence',
  'time_zone',
  'new_order_sound',
  'payment_days',
  'tax_lines',
  'overdue_reminders',
  'min_order_paisa',
  'track_batches',
  'min_shelf_life_months',
] as const;

/** A seller's settings; a seller who never changed one has the defaults (no row until the first change). */
export async function sellerSettings(db: Db, sellerId: number): Promise<SellerSettings> {
  const row = await db
    .selectFrom('seller_settings')
    .select(SETTING_COLUMNS)
    .where('wholeseller_id', '=', sellerId)
    .executeTakeFirst();
  // The tax numbers are the seller's profile (printed on invoices); they are set and read here with the settings.
  const seller = await db
    .selectFrom('wholesalers')
    .select(['ntn', 'strn'])
    .where('id', '=', sellerId)
    .executeTakeFirst();
  const { min_order_paisa, ...columns } = row ?? { min_order_paisa: 0 };
  // The minimum order value is kept in paisa and travels in rupees, as all money does.
  return {
    ...DEFAULT_SELLER_SETTINGS,
    ...columns,
    ntn: seller?.ntn ?? '',
    strn: seller?.strn ?? '',
    min_order_value: Number(min_order_paisa) / 100,
  };
}

/** Changes the given settings (the others keep their values) in one statement, so parallel changes never lose one. */
export async function updateSellerSettings(
  db: Kysely<Database>,
  sellerId: number,
  changes: SellerSettingsUpdate,
): Promise<SellerSettings> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as SellerSettingsUpdate;
  const { ntn, strn, tax_lines, min_order_value, ...given_rest } = given;
  const rest = {
    ...given_rest,
    ...(min_order_value !== undefined ? { min_order_paisa: Math.round(min_order_value * 100) } : {}),
  };
  if (Object.keys(given).length === 0) return sellerSettings(db, sellerId);
  return db.transaction().execute(async (trx) => {
    if (ntn !== undefined || strn !== undefined) {
      await trx
        .updateTable('wholesalers')
        .set({ ...(ntn !== undefined ? { ntn } : {}), ...(strn !== undefined ? { strn } : {}) })
        .where('id', '=', sellerId)
        .execute();
    }
    const columns = { ...rest, ...(tax_lines !== undefined ? { tax_lines: JSON.stringify(tax_lines) } : {}) };
    if (Object.keys(columns).length > 0) {
      const now = new Date();
      const { ntn: _n, strn: _s, tax_lines: defaultTax, min_order_value: _m, ...defaults } = DEFAULT_SELLER_SETTINGS;
      await trx
        .insertInto('seller_settings')
        .values({
          wholeseller_id: sellerId,
          ...defaults,
          tax_lines: JSON.stringify(defaultTax),
          ...columns,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('wholeseller_id').doUpdateSet({ ...columns, updated_at: now }))
        .execute();
    }
    return sellerSettings(trx, sellerId);
  });
}
