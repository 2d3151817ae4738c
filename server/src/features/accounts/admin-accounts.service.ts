import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely';
import {
  ADMIN_MSG,
  accountStateText,
  DUPLICATE_PHONE_TAIL,
  type AdminAccountCounts,
  type AdminAccountFilter,
  type AdminListQuery,
  type AdminRetailer,
  type AdminWholesaler,
  type ApprovalDecision,
  type DuplicateRef,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { everyWordMatches, isoUtc } from '../../db/sql.js';
import { AppError, notFound } from '../../lib/errors.js';
import { deleteAccountSessions } from '../../identity/sessions.service.js';

type Db = Kysely<Database>;
export type AccountKind = 'retailer' | 'seller';
export type AdminAccountQuery = AdminListQuery & AdminAccountFilter;

/** The table of each kind and the column the admin knows it by (store or business name). */
const TABLES = {
  retailer: { table: 'retailers', name: 'store' },
  seller: { table: 'wholesalers', name: 'busniess_name' },
} as const;

/**
 * Whether the account `x` (its kind's row and `xa`, its accounts row) may duplicate `y` (`ya`): the same store name
 * and address, or the same person's name with phones alike but for the last digits. Both keys are indexed
 * (migration 050-admin), so the probe per account reads a handful of rows.
 */
function dupMatch(x: string, xa: string, y: string, ya: string): RawBuilder<SqlBool> {
  const tail = sql.lit(-DUPLICATE_PHONE_TAIL);
  return sql<SqlBool>`(${sql.ref(`${x}.dup_place`)} = ${sql.ref(`${y}.dup_place`)} OR (${sql.ref(`${x}.dup_person`)} = ${sql.ref(
    `${y}.dup_person`,
  )} AND left(${sql.ref(`${xa}.phone`)}, ${tail}) = left(${sql.ref(`${ya}.phone`)}, ${tail})))`;
}

/** The accounts of the same kind that the listed row may duplicate (at most 10), as JSON. */
function duplicatesOf(kind: AccountKind): RawBuilder<DuplicateRef[] | string | null> {
  const { table, name } = TABLES[kind];
  return sql<
    DuplicateRef[] | string | null
  >`(SELECT json_agg(json_build_object('id', d.id, 'name', d.name, 'matches', d.matches) ORDER BY d.id)
    FROM (SELECT y.id, ${sql.ref(`y.${name}`)} AS name,
            CASE WHEN y.dup_place = ${sql.ref(`${table}.dup_place`)} THEN 'store_address' ELSE 'name_phone' END AS matches
          FROM ${sql.table(table)} y JOIN accounts ya ON ya.id = y.id
          WHERE y.id <> ${sql.ref(`${table}.id`)} AND ${dupMatch(table, 'accounts', 'y', 'ya')}
          ORDER BY y.id LIMIT 10) d)`;
}

/** The last decision taken on the account (approval, rejection, deactivation, activation), as JSON. */
const lastDecision = (table: string) =>
  sql<ApprovalDecision | string | null>`(SELECT json_build_object('decision', d.decision, 'reason', d.reason,
      'decided_by_name', ad.full_name, 'decided_at', ${isoUtc(sql.ref('d.decided_at'))})
    FROM account_decisions d LEFT JOIN admins ad ON ad.id = d.decided_by
    WHERE d.account_id = ${sql.ref(`${table}.id`)} ORDER BY d.decided_at DESC, d.id DESC LIMIT 1)`;

const fromJson = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The optional filters, the same for both kinds and for the counts. */
function filterWhere(kind: AccountKind, filter: AdminAccountFilter): RawBuilder<SqlBool>[] {
  const { table } = TABLES[kind];
  const where: RawBuilder<SqlBool>[] = [];
  switch (filter.status) {
    case 'active':
      where.push(sql<SqlBool>`accounts.approval = 'approved' AND NOT accounts.is_disabled`);
      break;
    case 'disabled':
      where.push(sql<SqlBool>`accounts.approval = 'approved' AND accounts.is_disabled`);
      break;
    case 'waiting':
    case 'rejected':
      where.push(sql<SqlBool>`accounts.approval = ${filter.status}`);
      break;
  }
  if (filter.duplicates) where.push(hasDuplicate(kind));
  if (filter.duplicate_of !== undefined) {
    where.push(sql<SqlBool>`(${sql.ref(`${table}.id`)} = ${filter.duplicate_of} OR EXISTS (SELECT 1 FROM ${sql.table(table)} y
      JOIN accounts ya ON ya.id = y.id WHERE y.id = ${filter.duplicate_of} AND ${dupMatch(table, 'accounts', 'y', 'ya')}))`);
  }
  return where;
}

function hasDuplicate(kind: AccountKind): RawBuilder<SqlBool> {
  const { table } = TABLES[kind];
  return sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(table)} y JOIN accounts ya ON ya.id = y.id
    WHERE y.id <> ${sql.ref(`${table}.id`)} AND ${dupMatch(table, 'accounts', 'y', 'ya')})`;
}

/**
 * hasDuplicate for every account of a kind at once, for counting them: the accounts that share a key of dupMatch with
 * another (the same place; the same person with phones alike), found in one pass over the kind's table. Probing each
 * account took seconds on 20,000 retailers: a common name ("Muhammad Ali") matches a hundred rows each time.
 */
function flaggedDuplicates(kind: AccountKind): RawBuilder<SqlBool> {
  const { table } = TABLES[kind];
  const tail = sql.lit(-DUPLICATE_PHONE_TAIL);
  return sql<SqlBool>`${sql.ref(`${table}.id`)} IN (SELECT w.id FROM (SELECT y.id, y.dup_place, y.dup_person,
      count(*) OVER (PARTITION BY y.dup_place) AS place_n,
      count(*) OVER (PARTITION BY y.dup_person, left(ya.phone, ${tail})) AS person_n
    FROM ${sql.table(table)} y JOIN accounts ya ON ya.id = y.id) w
    WHERE (w.dup_place IS NOT NULL AND w.place_n > 1) OR (w.dup_person IS NOT NULL AND w.person_n > 1))`;
}

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** The fields every admin account row has, whatever its kind: state, registration, orders, approval, duplicates. */
function accountState<D, U>(r: {
  approval: 'approved' | 'waiting' | 'rejected';
  is_disabled: boolean;
  created_at: Date | string;
  orders_count: string | number | null;
  decision: D | string | null;
  duplicate_of: U[] | string | null;
}) {
  return {
    status: accountStateText(r.approval, r.is_disabled),
    is_disabled: r.is_disabled,
    created_at: iso(r.created_at),
    orders_count: Number(r.orders_count ?? 0),
    approval: r.approval,
    decision: fromJson(r.decision),
    duplicate_of: fromJson(r.duplicate_of) ?? [],
  };
}

function retailersQuery(db: Db, search: string | undefined, filter: AdminAccountFilter = {}) {
  let q = db.selectFrom('retailers').innerJoin('accounts', 'accounts.id', 'retailers.id');
  for (const w of filterWhere('retailer', filter)) q = q.where(w);
  if (search) {
    q = q.where((eb) =>
      everyWordMatches(eb, search, [
        'retailers.full_name',
        'retailers.store',
        'accounts.phone',
        'retailers.address',
        'retailers.email',
      ]),
    );
  }
  return q;
}

function wholesalersQuery(db: Db, search: string | undefined, filter: AdminAccountFilter = {}) {
  let q = db.selectFrom('wholesalers').innerJoin('accounts', 'accounts.id', 'wholesalers.id');
  for (const w of filterWhere('seller', filter)) q = q.where(w);
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
export async function listRetailers(db: Db, query: AdminAccountQuery, onlyId?: number): Promise<AdminRetailer[]> {
  const dir = query.dir ?? 'desc';
  let q = retailersQuery(db, query.search, query)
    .select((eb) => [
      'retailers.id',
      'retailers.full_name',
      'accounts.phone',
      'retailers.store',
      'retailers.address',
      'retailers.email',
      'accounts.is_disabled',
      'accounts.created_at',
      'accounts.approval',
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('orders.retailer_id', '=', 'retailers.id')
        .as('orders_count'),
      duplicatesOf('retailer').as('duplicate_of'),
      lastDecision('retailers').as('decision'),
    ])
    .orderBy('accounts.created_at', dir)
    .orderBy('retailers.id', dir);
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
    ...accountState(r),
  }));
}

export async function countRetailers(
  db: Db,
  search: string | undefined,
  filter: AdminAccountFilter = {},
): Promise<number> {
  const row = await retailersQuery(db, search, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Wholesalers for the admin, newest first, with their catalogue size and orders received. */
export async function listWholesalers(db: Db, query: AdminAccountQuery, onlyId?: number): Promise<AdminWholesaler[]> {
  const dir = query.dir ?? 'desc';
  let q = wholesalersQuery(db, query.search, query)
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
      'accounts.approval',
      duplicatesOf('seller').as('duplicate_of'),
      lastDecision('wholesalers').as('decision'),
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
    .orderBy('accounts.created_at', dir)
    .orderBy('wholesalers.id', dir);
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
    listings_count: Number(r.listings_count ?? 0),
    ...accountState(r),
  }));
}

export async function countWholesalers(
  db: Db,
  search: string | undefined,
  filter: AdminAccountFilter = {},
): Promise<number> {
  const row = await wholesalersQuery(db, search, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets (or flips, without a value) the disabled flag of an account of one kind; an id of another kind is unknown
 * here (404). Disabling ends every session of the account in the same transaction, so no request of a disabled
 * account is served after the answer.
 */
export async function setAccountDisabled(
  db: Db,
  kind: AccountKind,
  id: number,
  isDisabled: boolean | undefined,
  adminId: number | null = null,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('accounts')
      .select('is_disabled')
      .where('id', '=', id)
      .where('type', '=', kind)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound();
    const next = isDisabled ?? !before.is_disabled;
    await trx.updateTable('accounts').set({ is_disabled: next, updated_at: new Date() }).where('id', '=', id).execute();
    if (next) await deleteAccountSessions(trx, id);
    // Only a change is a decision: setting the state it already has records nothing.
    if (next !== before.is_disabled) await recordDecision(trx, id, next ? 'disabled' : 'enabled', null, adminId);
    return next;
  });
}

async function recordDecision(
  trx: Transaction<Database>,
  accountId: number,
  decision: 'approved' | 'rejected' | 'disabled' | 'enabled',
  reason: string | null,
  adminId: number | null,
) {
  await trx
    .insertInto('account_decisions')
    .values({ account_id: accountId, decision, reason, decided_by: adminId })
    .execute();
}

/** Tab counts of one kind's list (within a search): each status, and the accounts flagged as possible duplicates. */
export async function accountCounts(
  db: Db,
  kind: AccountKind,
  search: string | undefined,
): Promise<AdminAccountCounts> {
  const counts = [
    sql<number>`count(*)::int`.as('total'),
    sql<number>`(count(*) FILTER (WHERE accounts.approval = 'approved' AND NOT accounts.is_disabled))::int`.as(
      'active',
    ),
    sql<number>`(count(*) FILTER (WHERE accounts.approval = 'approved' AND accounts.is_disabled))::int`.as('disabled'),
    sql<number>`(count(*) FILTER (WHERE accounts.approval = 'waiting'))::int`.as('waiting'),
    sql<number>`(count(*) FILTER (WHERE accounts.approval = 'rejected'))::int`.as('rejected'),
    sql<number>`(count(*) FILTER (WHERE ${flaggedDuplicates(kind)}))::int`.as('duplicates'),
  ];
  const row = await (
    kind === 'retailer' ? retailersQuery(db, search).select(counts) : wholesalersQuery(db, search).select(counts)
  ).executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    active: Number(row.active),
    disabled: Number(row.disabled),
    waiting: Number(row.waiting),
    rejected: Number(row.rejected),
    duplicates: Number(row.duplicates),
  };
}

/** The admin's queue: how many accounts of each kind wait (the nav's badge). */
export async function waitingCounts(db: Db) {
  const rows = await db
    .selectFrom('accounts')
    .select(['type', sql<number>`count(*)::int`.as('n')])
    .where('approval', '=', 'waiting')
    .where('type', 'in', ['retailer', 'seller'])
    .groupBy('type')
    .execute();
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  return { retailers: of('retailer'), wholesalers: of('seller'), waiting: of('retailer') + of('seller') };
}

/**
 * Approves or rejects a waiting account (a rejected one may still be approved: a mistake is put right), recorded
 * with the admin and the reason. Answers the kind and phone, so the route can text the applicant. Anything else
 * (an approved account; rejecting twice) is 409: the list the admin looked at was stale.
 */
export async function decideApproval(
  db: Db,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
  adminId: number,
): Promise<{ kind: AccountKind; phone: string }> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts')
      .select(['type', 'phone', 'approval'])
      .where('id', '=', id)
      .where('type', 'in', ['retailer', 'seller'])
      .forUpdate()
      .executeTakeFirst();
    if (!account) throw notFound();
    const allowed = decision === 'approve' ? account.approval !== 'approved' : account.approval === 'waiting';
    if (!allowed) throw new AppError(409, 'not_waiting', ADMIN_MSG.notWaiting);
    await trx
      .updateTable('accounts')
      .set({ approval: decision === 'approve' ? 'approved' : 'rejected', updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await recordDecision(trx, id, decision === 'approve' ? 'approved' : 'rejected', reason || null, adminId);
    return { kind: account.type as AccountKind, phone: account.phone };
  });
}

/** Every decision taken on an account of one kind (another kind's id is unknown here: 404), newest first. */
export async function accountDecisions(db: Db, kind: AccountKind, id: number): Promise<ApprovalDecision[]> {
  const account = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '=', id)
    .where('type', '=', kind)
    .executeTakeFirst();
  if (!account) throw notFound();
  return db
    .selectFrom('account_decisions as d')
    .leftJoin('admins as ad', 'ad.id', 'd.decided_by')
    .select([
      'd.decision',
      'd.reason',
      'ad.full_name as decided_by_name',
      isoUtc(sql.ref('d.decided_at')).as('decided_at'),
    ])
    .where('d.account_id', '=', id)
    .orderBy('d.decided_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}
