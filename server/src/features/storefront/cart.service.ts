import type { Kysely } from 'kysely';
import type { CartPut, ServerCart } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { listingRows } from '../listings/listings.service.js';
import { requireOpenStore } from './storefront.service.js';

/** The cart is with a store that can be opened: 404 unknown seller, 410 disabled (as the store page answers). */
async function assertOpenStore(db: Kysely<Database>, sellerId: number): Promise<void> {
  requireOpenStore(
    await db
      .selectFrom('wholesalers')
      .innerJoin('accounts', 'accounts.id', 'wholesalers.id')
      .select(['wholesalers.id', 'accounts.is_disabled'])
      .where('wholesalers.id', '=', sellerId)
      .executeTakeFirst(),
  );
}

/**
 * A retailer's cart with one store: today's listing rows (the store's current price, offer and bonus) with their
 * quantities, in the order they were added. Lines whose catalogue product was disabled are left out, as the store
 * page leaves them out; a listing the seller deleted took its lines with it (ON DELETE CASCADE).
 */
export async function readCart(db: Kysely<Database>, retailerId: number, sellerId: number): Promise<ServerCart> {
  await assertOpenStore(db, sellerId);
  const rows = await listingRows(db)
    .innerJoin('cart_items', 'cart_items.listing_id', 'listings.id')
    .select(['cart_items.quantity', 'cart_items.updated_at'])
    .where('cart_items.retailer_id', '=', retailerId)
    .where('cart_items.wholeseller_id', '=', sellerId)
    .where('listings.wholeseller_id', '=', sellerId)
    .where('products.is_disabled', '=', false)
    .orderBy('cart_items.position')
    .execute();
  const updated = rows.reduce<Date | null>((latest, r) => {
    const at = new Date(r.updated_at);
    return latest && latest > at ? latest : at;
  }, null);
  return {
    wholeseller_id: sellerId,
    items: rows.map(({ updated_at: _at, ...item }) => item),
    updated_at: updated ? updated.toISOString() : null,
  };
}

/**
 * Replaces the retailer's cart with one store. Only listings of that store are kept (an id of another store's
 * listing, or one since deleted, is dropped rather than stored under the wrong store); the answer is the cart as
 * saved. One cart write at a time per retailer (the row lock), so two phones saving at once never interleave.
 */
export async function saveCart(
  db: Kysely<Database>,
  retailerId: number,
  sellerId: number,
  body: CartPut,
): Promise<ServerCart> {
  await assertOpenStore(db, sellerId);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('retailers').select('id').where('id', '=', retailerId).forUpdate().executeTakeFirst();
    await trx
      .deleteFrom('cart_items')
      .where('retailer_id', '=', retailerId)
      .where('wholeseller_id', '=', sellerId)
      .execute();
    if (body.items.length === 0) return;
    const ids = body.items.map((i) => i.listing_id);
    const owned = new Set(
      (
        await trx
          .selectFrom('listings')
          .select('id')
          .where('wholeseller_id', '=', sellerId)
          .where('id', 'in', ids)
          .execute()
      ).map((r) => r.id),
    );
    const rows = body.items
      .filter((i) => owned.has(i.listing_id))
      .map((i, position) => ({
        retailer_id: retailerId,
        wholeseller_id: sellerId,
        listing_id: i.listing_id,
        quantity: i.quantity,
        position,
      }));
    if (rows.length > 0) await trx.insertInto('cart_items').values(rows).execute();
  });
  return readCart(db, retailerId, sellerId);
}
