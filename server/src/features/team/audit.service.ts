import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { fixedQuery } from '../../db/sql.js';
import type { SessionAccount } from '../../plugins/access.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Who acted, as records of a seller's actions keep them: the member (null for the owner's account) and the name. */
export interface Actor {
  memberId: number | null;
  name: string;
}

export const actorOf = (account: SessionAccount): Actor => ({ memberId: account.memberId, name: account.actorName });

/**
 * Records one action of a seller's side (a payment, a price change, an import, a team change) with who did it. Runs in
 * the caller's transaction, so the record and the action stand or fall together.
 */
const recordActionQuery = fixedQuery();

export async function recordAction(
  db: Db,
  account: SessionAccount,
  action: string,
  objectId: number | null,
  detail = '',
) {
  if (account.type !== 'seller') return;
  const kept = detail.slice(0, 500);
  await recordActionQuery(
    db,
    () => sql`INSERT INTO team_audit (wholeseller_id, member_id, actor_name, action, object_id, detail)
              VALUES (${account.id}, ${account.memberId}, ${account.actorName}, ${action}, ${objectId}, ${kept})`,
    [account.id, account.memberId, account.actorName, action, objectId, kept],
  );
}

/** Actions whose `object_id` is one of the seller's listings, or a retailer: their rows carry its name as `object_name`. */
const LISTING_ACTIONS = ['listing.update', 'listing.remove'];
const RETAILER_ACTIONS = ['payment', 'adjustment', 'opening', 'terms', 'retailer.register'];

/**
 * The seller's records of who did what, newest first, from `page.offset`. `object_name` names the thing acted on
 * (the product of a listing, a retailer's store) so the Activity screen can say "Changed the price of Panadol"
 * without a call per row; null when there is none or it is gone (a removed listing).
 */
export async function listActions(
  db: Db,
  sellerId: number,
  page: { offset: number; limit: number } = { offset: 0, limit: 200 },
) {
  const rows = await db
    .selectFrom('team_audit as a')
    // A listing only of this seller: the id came from a route the seller may call, but the name read is kept to their own.
    .leftJoin('listings as l', (join) =>
      join
        .onRef('l.id', '=', 'a.object_id')
        .onRef('l.wholeseller_id', '=', 'a.wholeseller_id')
        .on('a.action', 'in', LISTING_ACTIONS),
    )
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('retailers as r', (join) => join.onRef('r.id', '=', 'a.object_id').on('a.action', 'in', RETAILER_ACTIONS))
    .select(['a.id', 'a.actor_name', 'a.member_id', 'a.action', 'a.object_id', 'a.detail', 'a.at'])
    .select((eb) => eb.fn.coalesce('p.product_name', 'r.store').as('object_name'))
    .where('a.wholeseller_id', '=', sellerId)
    .orderBy('a.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    object_id: r.object_id === null ? null : Number(r.object_id),
    object_name: r.object_name ?? null,
    at: new Date(r.at).toISOString(),
  }));
}

/** One page of the seller's records of who did what, and how many there are in all. */
export async function listActionsPage(db: Db, sellerId: number, page: { offset: number; limit: number }) {
  const [rows, counted] = await Promise.all([
    listActions(db, sellerId, page),
    db
      .selectFrom('team_audit')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('wholeseller_id', '=', sellerId)
      .executeTakeFirst(),
  ]);
  return { total: Number(counted?.total ?? 0), rows };
}

/** Who changed an order's status, as its timeline keeps it: the seller side's person (member and name). */
export function statusActor(account: SessionAccount): { member_id: number | null; actor_name: string | null } {
  if (account.type !== 'seller') return { member_id: null, actor_name: null };
  return { member_id: account.memberId, actor_name: account.actorName || null };
}
