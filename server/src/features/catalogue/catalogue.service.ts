import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import {
  MSG,
  productCode,
  type AdminListQuery,
  type CatalogueProduct,
  type catalogueProductCreateSchema,
  type catalogueProductUpdateSchema,
} from '@dawalink/shared';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { everyWordMatches, foldedOrder } from '../../db/sql.js';
import { badRequest, notFound } from '../../lib/errors.js';

type Db = Kysely<Database>;
export type ProductCreate = z.output<typeof catalogueProductCreateSchema>;
export type ProductUpdate = z.output<typeof catalogueProductUpdateSchema>;

const COLUMNS = [
  'id',
  'product_code',
  'product_name',
  'manufacturer',
  'offer',
  'bonus',
  'total_price',
  'is_disabled',
  'schedule_g',
  'controlled',
  'retail_price',
] as const;

function applySearch<O>(q: SelectQueryBuilder<Database, 'products', O>, search: string | undefined) {
  if (!search) return q;
  return q.where((eb) => everyWordMatches(eb, search, ['product_name', 'manufacturer', 'product_code']));
}

/**
 * The catalogue as the admin sees it, disabled products included, in brand order (the table groups by brand):
 * all of it, or one page of it by offsets, optionally searched by name, brand or code (every word of the search in one
 * of them).
 */
export async function listProducts(db: Db, query: AdminListQuery): Promise<CatalogueProduct[]> {
  let q = applySearch(db.selectFrom('products').select(COLUMNS), query.search)
    .orderBy(foldedOrder('manufacturer'))
    .orderBy(foldedOrder('product_name'))
    .orderBy('id');
  if (query.from !== undefined && query.to !== undefined) q = q.offset(query.from).limit(query.to - query.from);
  return q.execute();
}

export async function countProducts(db: Db, search: string | undefined): Promise<number> {
  const row = await applySearch(
    db.selectFrom('products').select((eb) => eb.fn.countAll<string>().as('n')),
    search,
  ).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function getProduct(db: Db, id: number): Promise<CatalogueProduct> {
  const row = await db.selectFrom('products').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/**
 * One product per (name, brand), ignoring case and spaces around: the spec's "Product Already added for the
 * company". Checked under a lock on that pair so two admins adding the same product at once cannot both succeed.
 */
async function assertNotDuplicate(trx: Db, name: string, manufacturer: string, exceptId?: number) {
  const key = `${name.toLowerCase()}|${manufacturer.toLowerCase()}`;
  await sql`SELECT pg_advisory_xact_lock(hashtext(${'product:' + key}))`.execute(trx);
  let q = trx
    .selectFrom('products')
    .select('id')
    .where(sql<string>`lower(product_name)`, '=', name.toLowerCase())
    .where(sql<string>`lower(manufacturer)`, '=', manufacturer.toLowerCase());
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw badRequest(MSG.productAlreadyAdded);
}

export async function createProduct(db: Db, input: ProductCreate): Promise<CatalogueProduct> {
  return db.transaction().execute(async (trx) => {
    await assertNotDuplicate(trx, input.product_name, input.manufacturer);
    return trx
      .insertInto('products')
      .values({
        product_code: input.product_code || productCode(input.product_name),
        product_name: input.product_name,
        manufacturer: input.manufacturer,
        offer: input.offer,
        bonus: input.bonus,
        total_price: input.total_price,
        retail_price: input.retail_price ?? null,
        schedule_g: input.schedule_g ?? false,
        controlled: input.controlled ?? false,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function updateProduct(db: Db, id: number, input: ProductUpdate): Promise<CatalogueProduct> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!existing) throw notFound();
    await assertNotDuplicate(trx, input.product_name, input.manufacturer, id);
    return trx
      .updateTable('products')
      .set({
        product_name: input.product_name,
        manufacturer: input.manufacturer,
        offer: input.offer,
        bonus: input.bonus,
        total_price: input.total_price,
        // Missing: keep the stored retail price; null or empty: none.
        ...(input.retail_price === undefined ? {} : { retail_price: input.retail_price }),
        // Missing: keep the stored code; empty: the admin cleared it, so the name's default code applies again.
        ...(input.product_code === undefined
          ? {}
          : { product_code: input.product_code || productCode(input.product_name) }),
        ...(input.schedule_g === undefined ? {} : { schedule_g: input.schedule_g }),
        ...(input.controlled === undefined ? {} : { controlled: input.controlled }),
      })
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

/** Sets the disabled flag, or flips it when none is given. Sellers' listings stay: they reappear on activation. */
export async function setProductDisabled(db: Db, id: number, isDisabled?: boolean): Promise<CatalogueProduct> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ is_disabled: isDisabled ?? eb.not(eb.ref('is_disabled')) }))
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
