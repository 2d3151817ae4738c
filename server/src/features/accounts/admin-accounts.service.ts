import type { Kysely } from 'kysely';
import { accountStatusText, type AdminListQuery, type AdminRetailer, type AdminWholesaler } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { everyWordMatches } from '../../db/sql.js';
import { notFound } from '../../lib/errors.js';
import { deleteAccountSessions } from '../../identity/sessions.service.js';

type Db = Kysely<Database>;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function retailersQuery(db: Db, search: string | undefined) {
  let q = db.selectFrom('retailers').innerJoin('accounts', 'accounts.id', 'retailers.id');
  if (search) {
    q = q.where((eb) =>
      everyWordMatches(eb, search, ['retailers.full_name', 'retailers.store', 'accounts.phone', 'retailers.address', 'retailers.email']),
    );
  }
  return q;
}

function wholesalersQuery(db: Db, search: string | undefined) {
  let q = db.selectFrom('wholesalers').innerJoin('accounts', 'accounts.id', 'wholesalers.id');
  if (search) {
    q = q.where((eb) =>
      everyWordMatches(eb, search, [
        'wholesalers.full_name',
        'wholesalers.busniess_name',
        'accounts.phone',
        'wholesalers.address',
        'wholesalers.email',
        'wholesalers.url',
      ]),
    );
  }
  return q;
}

/** Retailers for the admin, newest first (a new sign-up is what the admin looks for), never with a PIN. */
export async function listRetailers(db: Db, query: AdminListQuery, onlyId?: number): Promise<AdminRetailer[]> {
  let q = retailersQuery(db, query.search)
    .select((eb) => [
      'retailers.id',
      'retailers.full_name',
      'accounts.phone',
      'retailers.store',
      'retailers.address',
      'retailers.email',
      'accounts.is_disabled',
      'accounts.created_at',
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('orders.retailer_id', '=', 'retailers.id')
        .as('orders_count'),
    ])
    .orderBy('accounts.created_at', 'desc')
    .orderBy('retailers.id', 'desc');
  if (onlyId !== undefined) q = q.where('retailers.id', '=', onlyId);
  if (query.from !== undefined && query.to !== undefined) q = q.offset(query.from).limit(query.to - query.from);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    fullName: r.full_name,
    phone: r.phone,
    store: r.store,
    address: r.address,
    email: r.email,
    status: accountStatusText(r.is_disabled),
    is_disabled: r.is_disabled,
    created_at: iso(r.created_at),
    orders_count: Number(r.orders_count ?? 0),
  }));
}

export async function countRetailers(db: Db, search: string | undefined): Promise<number> {
  const row = await retailersQuery(db, search).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Wholesalers for the admin, newest first, with their catalogue size and orders received. */
export async function listWholesalers(db: Db, query: AdminListQuery, onlyId?: number): Promise<AdminWholesaler[]> {
  let q = wholesalersQuery(db, query.search)
    .select((eb) => [
      'wholesalers.id',
      'wholesalers.full_name',
      'wholesalers.busniess_name',
      'accounts.phone',
      'wholesalers.address',
      'wholesalers.email',
      'wholesalers.url',
      'accounts.is_disabled',
      'accounts.created_at',
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('orders.wholeseller_id', '=', 'wholesalers.id')
        .as('orders_count'),
      eb
        .selectFrom('listings')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('listings.wholeseller_id', '=', 'wholesalers.id')
        .as('listings_count'),
    ])
    .orderBy('accounts.created_at', 'desc')
    .orderBy('wholesalers.id', 'desc');
  if (onlyId !== undefined) q = q.where('wholesalers.id', '=', onlyId);
  if (query.from !== undefined && query.to !== undefined) q = q.offset(query.from).limit(query.to - query.from);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    full_name: r.full_name,
    busniess_name: r.busniess_name,
    phone: r.phone,
    address: r.address,
    email: r.email,
    url: r.url,
    status: accountStatusText(r.is_disabled),
    is_disabled: r.is_disabled,
    created_at: iso(r.created_at),
    orders_count: Number(r.orders_count ?? 0),
    listings_count: Number(r.listings_count ?? 0),
  }));
}

export async function countWholesalers(db: Db, search: string | undefined): Promise<number> {
  const row = await wholesalersQuery(db, search).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets (or flips, without a value) the disabled flag of an account of one kind; an id of another kind is unknown
 * here (404). Disabling ends every session of the account in the same transaction, so no request of a disabled
 * account is served after the answer.
 */
export async function setAccountDisabled(
  db: Db,
  kind: 'retailer' | 'seller',
  id: number,
  isDisabled: boolean | undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('accounts')
      .set((eb) => ({ is_disabled: isDisabled ?? eb.not(eb.ref('is_disabled')), updated_at: new Date() }))
      .where('id', '=', id)
      .where('type', '=', kind)
      .returning('is_disabled')
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.is_disabled) await deleteAccountSessions(trx, id);
    return row.is_disabled;
  });
}
