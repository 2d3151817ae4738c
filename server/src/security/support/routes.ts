import { sql } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { lineNetPaisa, toPaisa, type SellerRole } from '@dawalink/shared';
import type { Access, ApiRoute } from '../../plugins/access.js';
import { createSession } from '../../identity/sessions.service.js';
import { issueInvoice } from '../../features/invoices/invoices.service.js';
import { createReturn } from '../../features/returns/returns.service.js';
import { placeOrder } from '../../features/orders/place-order.service.js';
import { createRetailer } from '../../identity/accounts-write.service.js';
import { DEMO_PHONES, type TestApp } from '../../test/helpers.js';

/**
 * What the security suites know about the running app. Routes are DISCOVERED: `app.apiRoutes` (recorded by
 * plugins/access.ts with each route's declared policy) joined with the OpenAPI document the app builds from the same
 * zod schemas (params, query and body). Nothing here is a hand-kept list of routes; what is keyed by name is how to
 * fill a path parameter with a real demo object, and who owns that object.
 */

/** Seller 1's team members, one per role (`owner_member` is a member given the owner's role). */
export type MemberCallerKey = 'owner_member' | 'clerk' | 'booker' | 'accountant' | 'catalogue';
export const MEMBER_ROLE: Record<MemberCallerKey, SellerRole> = {
  owner_member: 'owner',
  clerk: 'clerk',
  booker: 'booker',
  accountant: 'accountant',
  catalogue: 'catalogue',
};
export const MEMBER_CALLERS = Object.keys(MEMBER_ROLE) as MemberCallerKey[];
export type CallerKey = 'visitor' | 'retailer' | 'retailer2' | 'seller' | 'seller2' | 'admin' | MemberCallerKey;
export const CALLERS: CallerKey[] = [
  'visitor',
  'retailer',
  'retailer2',
  'seller',
  'seller2',
  'admin',
  ...MEMBER_CALLERS,
];
export const KIND: Record<Exclude<CallerKey, 'visitor'>, 'seller' | 'retailer' | 'admin'> = {
  retailer: 'retailer',
  retailer2: 'retailer',
  seller: 'seller',
  seller2: 'seller',
  admin: 'admin',
  owner_member: 'seller',
  clerk: 'seller',
  booker: 'seller',
  accountant: 'seller',
  catalogue: 'seller',
};
export const isMemberCaller = (caller: CallerKey): caller is MemberCallerKey => caller in MEMBER_ROLE;

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  default?: unknown;
  format?: string;
}

export interface DiscoveredRoute extends ApiRoute {
  /** Path parameter names in order, e.g. ['sellerId', 'start', 'end']. */
  params: string[];
  query: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  body: JsonSchema | undefined;
  mutation: boolean;
}

/** Every /api route of the running app with its policy and its OpenAPI shapes. */
export function discoverRoutes(app: FastifyInstance): DiscoveredRoute[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, any>> } }).swagger();
  return app.apiRoutes
    .filter((r) => r.method !== 'OPTIONS')
    .map((route) => {
      const openApiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const op = doc.paths[openApiPath]?.[route.method.toLowerCase()] ?? {};
      const parameters: Array<{ in: string; name: string; required?: boolean; schema: JsonSchema }> =
        op.parameters ?? [];
      return {
        ...route,
        params: [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
        mutation: !['GET', 'HEAD'].includes(route.method),
      };
    });
}

export function allows(access: Access, caller: CallerKey): boolean {
  if (access === 'public') return true;
  if (caller === 'visitor') return false;
  if (access === 'signedIn') return true;
  return access.includes(KIND[caller]);
}

/** Whether a seller's team member of this caller's role may call the route (plugins/seller-roles.ts and config.staff). */
export function roleAllows(route: ApiRoute, caller: CallerKey): boolean {
  if (!isMemberCaller(caller) || route.access === 'public') return true;
  const role = MEMBER_ROLE[caller];
  return role === 'owner' || (route.staff as readonly string[]).includes(role);
}

/** Real demo objects the matrix aims at: everything belongs to seller 1 and/or retailer 1. */
export interface Fixtures {
  /** Account ids; a team member's is their seller's (seller 1), their own id is in `memberIds`. */
  ids: Record<Exclude<CallerKey, 'visitor'>, number>;
  memberIds: Record<MemberCallerKey, number>;
  orderId: number; // placed by retailer 1 with seller 1
  listingId: number; // seller 1's listing
  productId: number; // catalogue product behind that listing
  sellerUrl: string;
  seller2Url: string;
  sellerBusinessName: string;
  returnId: number; // retailer 1's return of part of the fixture order (invoiced)
  entryId: number; // the fixture order's invoice entry in the ledger of seller 1 with retailer 1
  licenceRetailerId: number; // a retailer with a licence and its document, who ordered from seller 1 only
}

export async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const idOf = async (phone: string) =>
    (await t.db.selectFrom('accounts').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  const base = {
    retailer: await idOf(DEMO_PHONES.retailer),
    retailer2: await idOf(DEMO_PHONES.retailer2),
    seller: await idOf(DEMO_PHONES.seller),
    seller2: await idOf(DEMO_PHONES.seller2),
    admin: await idOf(DEMO_PHONES.admin),
  };
  const memberIds = {} as Record<MemberCallerKey, number>;
  for (const [i, key] of MEMBER_CALLERS.entries()) {
    const phone = `0345${String(7000000 + i)}`;
    const existing = await t.db.selectFrom('team_members').select('id').where('phone', '=', phone).executeTakeFirst();
    memberIds[key] =
      existing?.id ??
      (
        await t.db
          .insertInto('team_members')
          .values({
            wholeseller_id: base.seller,
            phone,
            name: `Matrix ${key}`,
            role: MEMBER_ROLE[key],
            pin_hash: 'joined',
            joined_at: new Date(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  }
  const ids = { ...base, ...Object.fromEntries(MEMBER_CALLERS.map((k) => [k, base.seller])) } as Fixtures['ids'];
  // The fixture order counts as booked by seller 1's booker, so the booking routes have an object to aim at.
  await t.db
    .updateTable('orders')
    .set({ booked_by: 'Matrix booker', booked_by_member: memberIds.booker })
    .where(
      'id',
      '=',
      (
        await t.db
          .selectFrom('orders')
          .select('id')
          .where('wholeseller_id', '=', base.seller)
          .where('retailer_id', '=', base.retailer)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
    .execute();
  const order = await t.db
    .selectFrom('orders')
    .select('id')
    .where('wholeseller_id', '=', ids.seller)
    .where('retailer_id', '=', ids.retailer)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const listing = await t.db
    .selectFrom('listings')
    .select(['id', 'product_id'])
    .where('wholeseller_id', '=', ids.seller)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const seller = async (id: number) =>
    t.db.selectFrom('wholesalers').select(['url', 'busniess_name']).where('id', '=', id).executeTakeFirstOrThrow();
  const s1 = await seller(ids.seller);
  // The fixture order is invoiced (its invoice, PDF and ledger entry exist) and part of it is being returned.
  const invoiced = await sql<{ id: number }>`SELECT id FROM invoices WHERE order_id = ${order.id}`.execute(t.db);
  if (invoiced.rows.length === 0) await t.db.transaction().execute((trx) => issueInvoice(trx, order.id, {}));
  const item = await t.db
    .selectFrom('order_items')
    .select('listing_id')
    .where('order_id', '=', order.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const existing = await sql<{
    id: number;
  }>`SELECT id FROM returns WHERE order_id = ${order.id} ORDER BY id LIMIT 1`.execute(t.db);
  const returnId =
    existing.rows[0]?.id ??
    (
      await createReturn(t.db, ids.retailer, {
        order_id: order.id,
        note: '',
        lines: [{ listing_id: item.listing_id!, quantity: 1, reason: 'expired', note: '' }],
      })
    ).id;
  const licenceRetailerId = await licenceFixture(t, ids.seller, listing.id);
  const entry = await sql<{ id: number }>`
    SELECT id FROM ledger_entries WHERE wholeseller_id = ${ids.seller} AND retailer_id = ${ids.retailer} ORDER BY id LIMIT 1`.execute(
    t.db,
  );
  return {
    returnId,
    entryId: Number(entry.rows[0].id),
    ids,
    memberIds,
    orderId: order.id,
    listingId: listing.id,
    productId: listing.product_id,
    sellerUrl: s1.url,
    seller2Url: (await seller(ids.seller2)).url,
    sellerBusinessName: s1.busniess_name,
    licenceRetailerId,
  };
}

/** A retailer with a licence and its document who has ordered from seller 1 (and never from seller 2). */
async function licenceFixture(t: TestApp, sellerId: number, listingId: number): Promise<number> {
  const phone = '03219990001';
  const existing = await t.db.selectFrom('accounts').select('id').where('phone', '=', phone).executeTakeFirst();
  if (existing) return existing.id;
  const id = await createRetailer(t.db, {
    phone,
    fullName: 'Licence Fixture',
    store: 'Licence Fixture Pharmacy',
    address: 'Karachi',
    email: '',
    pin: '1234',
  });
  await placeOrder(t.db, id, { wholeseller_id: sellerId, items: [{ listing_id: listingId, quantity: 1 }] }, undefined);
  await sql`INSERT INTO retailer_licences (retailer_id, number, type, province, expires)
            VALUES (${id}, 'FIX-1', 'pharmacy', 'Sindh', '2099-12-31')`.execute(t.db);
  await sql`INSERT INTO licence_documents (retailer_id, content_type, size, content)
            VALUES (${id}, 'image/png', 8, ${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])})`.execute(
    t.db,
  );
  return id;
}

/** The kinds of account that own the object a parameter names ('seller' = seller 1, 'retailer' = retailer 1). */
export type Owner = 'seller' | 'retailer';

export interface ResolvedParam {
  value: string;
  owners: Owner[] | null; // null: not an owned object (public data, a page offset, a catalogue product...)
}

/** The path family a route belongs to: its first segment after /api (Orders, MedicalProducts, Retailers...). */
const familyOf = (url: string) => url.split('/')[2] ?? '';

/**
 * Fills one path parameter with a real demo object, by its name and the route's family. An unknown name throws:
 * a new parameter needs a conscious decision about whose object it names (a guessed id could hide a leak).
 */
export function resolveParam(route: { url: string }, name: string, f: Fixtures): ResolvedParam {
  const family = familyOf(route.url);
  const byFamilyId: Record<string, ResolvedParam> = {
    Orders: { value: String(f.orderId), owners: ['seller', 'retailer'] },
    MedicalProducts: { value: String(f.listingId), owners: ['seller'] },
    Retailers: { value: String(f.ids.retailer), owners: ['retailer'] },
    WholesellerControllerSignUp: { value: String(f.ids.seller), owners: ['seller'] },
    Admin: { value: String(f.productId), owners: null },
    Returns: { value: String(f.returnId), owners: ['seller', 'retailer'] },
    Team: { value: String(f.memberIds.clerk), owners: ['seller'] },
    Booking: { value: String(f.orderId), owners: ['seller'] },
  };
  const phone = family === 'WholesellerControllerSignUp' ? DEMO_PHONES.seller : DEMO_PHONES.retailer;
  // A ledger is named by the other party of the pair (the caller is the first): every seller has one with the demo
  // retailer and every retailer one with the demo seller, so the path names no object of one owner.
  if (family === 'Ledger' && ['retailerId', 'sellerId'].includes(name)) {
    return { value: String(name === 'retailerId' ? f.ids.retailer : f.ids.seller), owners: null };
  }
  // A retailer's licence is seen by the retailer and by the sellers it ordered from. Every demo retailer ordered from
  // both sellers, so the licence routes name a retailer who ordered from seller 1 only: seller 1 reaches it, seller 2
  // and the demo retailers (not theirs) get 404.
  if (family === 'Retailers' && name === 'id' && route.url.includes('/licence')) {
    return { value: String(f.licenceRetailerId), owners: ['seller'] };
  }
  switch (name) {
    case 'id':
      return byFamilyId[family] ?? { value: String(f.orderId), owners: ['seller', 'retailer'] };
    case 'orderId':
      return { value: String(f.orderId), owners: ['seller', 'retailer'] };
    case 'listingId':
      return { value: String(f.listingId), owners: ['seller'] };
    case 'productId':
      return { value: String(f.productId), owners: null };
    case 'entryId':
      return { value: String(f.entryId), owners: null };
    case 'sellerId':
    case 'wholesellerId':
    case 'wholesalerId':
    case 'wholeseller_id':
      return {
        value: String(f.ids.seller),
        // A store's product list, a retailer's cart with a store and a quick order at a store name a public store, not
        // something the seller owns.
        owners:
          route.url.startsWith('/api/WholesellerCategory/:url/') ||
          route.url.startsWith('/api/Cart/') ||
          route.url.startsWith('/api/QuickOrder/')
            ? null
            : ['seller'],
      };
    case 'userId':
    case 'retailerId':
    case 'retailer_id':
      return { value: String(f.ids.retailer), owners: ['retailer'] };
    case 'url':
    case 'store':
      return { value: f.sellerUrl, owners: null };
    case 'phone':
      return { value: phone, owners: null };
    case 'name':
    case 'storeName':
    case 'busniess_name':
      return { value: f.sellerBusinessName, owners: null };
    case 'from':
    case 'start':
    case 'offset':
      return { value: '0', owners: null };
    case 'to':
    case 'end':
    case 'limit':
      return { value: '50', owners: null };
    case 'token':
      // A shared document's signed token: a made-up one names nothing (404).
      return { value: 'i.1.9999999999.not-signed', owners: null };
    case 'term':
    case 'text':
    case 'search':
    case 'q':
      return { value: 'para', owners: null };
    default:
      throw new Error(`No resolver for path parameter "${name}" of ${route.url}: add it to security/support/routes.ts`);
  }
}

export interface ResolvedRoute {
  path: string;
  values: Record<string, string>;
  /** Kinds that own every object in the path; null when the path names no owned object. */
  owners: Owner[] | null;
}

export function resolveRoute(route: DiscoveredRoute, f: Fixtures): ResolvedRoute {
  const values: Record<string, string> = {};
  let owners: Owner[] | null = null;
  for (const name of route.params) {
    const r = resolveParam(route, name, f);
    values[name] = r.value;
    if (r.owners) owners = owners ? owners.filter((o) => r.owners!.includes(o)) : [...r.owners];
  }
  return { path: fillPath(route.url, values), values, owners };
}

export function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeSegment(values[name] ?? ''));
}

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 bytes a hostile client would send. */
export function encodeSegment(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    out += code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
  }
  return out;
}

/**
 * A plausible valid value for a body field, by its name first (a phone must look like one) and its schema second.
 * Used to make a foreign-object call pass validation, so what answers is the ownership check.
 */
export function sampleValue(name: string, schema: JsonSchema | undefined, f: Fixtures): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const nonNull = variants.find((v) => v.type !== 'null') ?? variants[0];
    return sampleValue(name, nonNull, f);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  const lower = name.toLowerCase();
  if (type === 'object' || schema.properties) return sampleObject(schema, f);
  if (type === 'array') {
    const item = sampleValue(name.replace(/s$/, ''), schema.items, f);
    return item === undefined ? [] : [item];
  }
  if (type === 'boolean') return lower.includes('disabled') ? false : true;
  // A calendar date (YYYY-MM-DD), e.g. a statement's range.
  if (schema.pattern?.startsWith('^\\d{4}-')) return lower === 'to' ? '2026-12-31' : '2026-01-01';
  if (['from', 'start', 'offset'].includes(lower)) return type === 'string' ? '0' : 0;
  if (['to', 'end', 'limit'].includes(lower)) return type === 'string' ? '50' : 50;
  if (['term', 'text', 'search', 'q'].includes(lower)) return 'para';
  if (lower === 'days') return type === 'string' ? '30' : 30;
  if (lower === 'tz') return 'Asia/Karachi';
  if (type === 'integer' || type === 'number') {
    if (lower === 'wholeseller_id' || lower === 'sellerid') return f.ids.seller;
    if (lower === 'retailer_id' || lower === 'retailerid') return f.ids.retailer;
    if (lower === 'listing_id') return f.listingId;
    if (lower === 'product_id') return f.productId;
    if (lower === 'order_id' || lower === 'orderid') return f.orderId;
    if (lower === 'quantity') return 1;
    if (lower.includes('price')) return 100;
    if (lower === 'offer') return 5;
    return Math.max(schema.minimum ?? 0, 1);
  }
  // strings (or no type: zod preprocess/unknown)
  if (lower === 'phone' || lower === 'phone_no') return '03009876543';
  if (lower === 'pin' || lower === 'password') return '5678';
  if (lower === 'code') return '0000';
  if (lower === 'email') return 'security@example.pk';
  if (lower === 'status') return 'Shipped';
  if (lower === 'url') return f.sellerUrl;
  if (lower.includes('name') || lower === 'store') return 'Safe Name';
  if (lower.includes('address')) return 'Street 1, Karachi';
  if (lower === 'bonus') return 'OLD TP';
  if (lower.includes('price') || lower === 'offer') return type === 'string' ? '100' : 100;
  if (lower === 'verification_token' || lower.includes('token')) return 'x'.repeat(43);
  if (lower === 'manufacturer') return 'Abbott';
  if (lower === 'purpose') return 'register';
  // A batch's expiry month: one in the future (a past month is refused).
  if (lower === 'expiry') return '2030-01';
  if (type === undefined) return 'sample';
  const min = schema.minLength ?? 1;
  return 'sample'.padEnd(min, 'x').slice(0, Math.max(min, Math.min(schema.maxLength ?? 6, 6)));
}

export function sampleObject(schema: JsonSchema, f: Fixtures): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const v = sampleValue(key, prop, f);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

export function sampleBody(route: DiscoveredRoute, f: Fixtures): unknown {
  if (!route.body) return undefined;
  return sampleValue('body', route.body, f);
}

const KNOWN_QUERY = new Set([
  'from',
  'to',
  'start',
  'end',
  'offset',
  'limit',
  'term',
  'text',
  'search',
  'q',
  'days',
  'tz',
]);
/** Required query parameters, and optional ones whose meaning is known; other optional ones keep their defaults. */
/** Query parameters a route refuses beside others it takes (a search or a page, not both): the sample leaves them out. */
const LEFT_OUT_QUERY: Record<string, string[]> = { '/api/Booking/retailers': ['q'] };

export function sampleQuery(route: DiscoveredRoute, f: Fixtures): Record<string, string> {
  const q: Record<string, string> = {};
  for (const p of route.query) {
    if (!p.required && !KNOWN_QUERY.has(p.name)) continue;
    if (LEFT_OUT_QUERY[route.url]?.includes(p.name)) continue;
    const v = sampleValue(p.name, p.schema, f);
    if (v !== undefined) q[p.name] = String(v);
  }
  return q;
}

/** One signed-in session per demo role, made directly (no argon2) so suites can re-make them cheaply. */
export async function makeCallers(t: TestApp, f: Fixtures): Promise<Record<CallerKey, Caller>> {
  const out = {} as Record<CallerKey, Caller>;
  for (const key of CALLERS) {
    const memberId = isMemberCaller(key) ? f.memberIds[key] : null;
    const sid = key === 'visitor' ? null : (await createSession(t.db, f.ids[key], false, memberId)).id;
    out[key] = makeCaller(
      t.app,
      sid,
      key === 'visitor' ? { user: JSON.stringify({ id: f.ids.admin, type: 'admin' }) } : {},
    );
  }
  return out;
}

export interface Caller {
  sid: string | null;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A caller: its sid cookie (if any) plus extra cookies (the visitor carries a forged admin `user` cookie). */
export function makeCaller(
  app: FastifyInstance,
  sid: string | null,
  extraCookies: Record<string, string> = {},
): Caller {
  return {
    sid,
    inject: (options) =>
      app.inject({ ...options, cookies: { ...extraCookies, ...(options.cookies ?? {}), ...(sid ? { sid } : {}) } }),
  };
}

/**
 * A fingerprint of the data: row count and a checksum per table. Throttle bookkeeping (failed sign-ins, SMS code
 * tries, per-address counters) is meant to change on a refused call and is left out; accounts are compared without their failure counter.
 */
export const BOOKKEEPING_TABLES = new Set(['login_attempts', 'otp_codes', 'rate_counters']);
const tableNames = new WeakMap<object, string[]>();
export async function snapshot(
  t: TestApp,
  options: { includeBookkeeping?: boolean } = {},
): Promise<Record<string, string>> {
  let names = tableNames.get(t.db);
  if (!names) {
    const rows = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
      ORDER BY table_name`.execute(t.db);
    names = rows.rows.map((r) => r.name);
    tableNames.set(t.db, names);
  }
  const wanted = names.filter((n) => options.includeBookkeeping || !BOOKKEEPING_TABLES.has(n));
  // One statement for every table: a snapshot is taken twice per refused call, so round trips matter.
  const parts = wanted.map((name) => {
    const rowText = name === 'accounts' ? sql`(x.id, x.type, x.phone, x.pin_hash, x.is_disabled)::text` : sql`x::text`;
    return sql`SELECT ${name}::text AS name, count(*)::int AS n, md5(string_agg(${rowText}, '|' ORDER BY ${rowText})) AS sum FROM ${sql.table(name)} AS x`;
  });
  const r = await sql<{ name: string; n: number; sum: string | null }>`${sql.join(parts, sql` UNION ALL `)}`.execute(
    t.db,
  );
  return Object.fromEntries(r.rows.map((row) => [row.name, `${row.n}:${row.sum ?? ''}`]));
}

/**
 * Whole-database rules that must hold after any sequence of calls: no half orders, totals that are the sum of their
 * lines' nets, nets priced by the shared rule.
 */
export async function dataInvariantViolations(t: TestApp): Promise<string[]> {
  const problems: string[] = [];
  const orders = await sql<{
    id: number;
    total: number;
    total_items: number;
    total_quantity: number;
    status: string;
    n: number;
    q: number;
    s: number;
    h: number;
    first_to: string | null;
  }>`
    SELECT o.id, o.total, o.total_items, o.total_quantity, o.status,
      (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS n,
      (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS q,
      (SELECT coalesce(sum(round(coalesce(i.net, i.price * i.quantity) * 100)), 0)::bigint FROM order_items i WHERE i.order_id = o.id) AS s,
      (SELECT count(*)::int FROM order_status_history h WHERE h.order_id = o.id) AS h,
      (SELECT h.to_status FROM order_status_history h WHERE h.order_id = o.id AND h.from_status IS NULL ORDER BY h.id LIMIT 1) AS first_to
    FROM orders o`.execute(t.db);
  for (const o of orders.rows) {
    if (o.n === 0) problems.push(`order ${o.id} has no items`);
    if (o.n !== o.total_items) problems.push(`order ${o.id}: total_items ${o.total_items} but ${o.n} items`);
    if (o.q !== o.total_quantity)
      problems.push(`order ${o.id}: total_quantity ${o.total_quantity} but items sum to ${o.q}`);
    if (toPaisa(o.total) !== Number(o.s))
      problems.push(`order ${o.id}: total ${o.total} but its lines' nets sum to ${Number(o.s) / 100}`);
    if (o.h === 0 || o.first_to !== 'Pending')
      problems.push(`order ${o.id}: status history does not start with Pending`);
  }
  // Each line's net is what the shared pricing rule gives for its T.P, quantity and offer (DESIGN.md section 7).
  const lines = await sql<{
    id: number;
    order_id: number;
    price: number;
    quantity: number;
    offer: number;
    net: number | null;
  }>`
    SELECT id, order_id, price, quantity, offer, net FROM order_items`.execute(t.db);
  for (const l of lines.rows) {
    if (l.net === null) problems.push(`order ${l.order_id}: line ${l.id} has no net`);
    else if (toPaisa(l.net) !== lineNetPaisa(l.price, l.quantity, l.offer))
      problems.push(
        `order ${l.order_id}: line ${l.id} net ${l.net} is not ${l.quantity} x ${l.price} less ${l.offer}%`,
      );
  }
  const orphans = await sql<{ id: number; type: string }>`
    SELECT a.id, a.type FROM accounts a
    WHERE (a.type = 'seller' AND NOT EXISTS (SELECT 1 FROM wholesalers w WHERE w.id = a.id))
       OR (a.type = 'retailer' AND NOT EXISTS (SELECT 1 FROM retailers r WHERE r.id = a.id))
       OR (a.type = 'admin' AND NOT EXISTS (SELECT 1 FROM admins m WHERE m.id = a.id))`.execute(t.db);
  for (const a of orphans.rows) problems.push(`${a.type} account ${a.id} has no profile row`);
  return problems;
}

/** The error shape every refusal must have. */
export function isErrorShape(res: LightMyRequestResponse): boolean {
  try {
    const body = res.json() as Record<string, unknown>;
    return typeof body.error === 'string' && typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

/**
 * A request that may be a stream (server-sent events never end): answers null when no complete response came within
 * `ms`. Streams are ended by the app's preClose hook when the suite closes the app.
 */
export async function boundedInject(
  caller: Caller,
  options: InjectOptions,
  ms = 3000,
): Promise<LightMyRequestResponse | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([caller.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
