import { sql, type Kysely, type Transaction } from 'kysely';
import {
  CATALOGUE_SEARCH_MAX,
  MSG,
  SELLER_MSG,
  searchWords,
  type CappedPaged,
  type Listing,
  type Scheme,
  type SelectableProduct,
} from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { cachedQueryText, containsPattern, everyWordMatches, foldedOrder } from '../../db/sql.js';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors.js';
import { shortestExpiryOnSale } from '../stock/stock-sql.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Most catalogue rows one page call may ask for (the screen asks 50). */
const MAX_CATALOGUE_PAGE = 200;

export interface ListingValues {
  offer: number;
  bonus: string;
  total_price: number;
}

/** What PUT /api/MedicalProducts/{id} may change; absent fields keep their values. */

/**
 * Listing rows as every screen shows them (seller list, store page, order again): prices from the listing; name,
 * manufacturer and code from the catalogue product. The one definition of a listing row.
 */
export function listingRows(db: Db) {
  return db
    .selectFrom('listings')
    .innerJoin('products', 'products.id', 'listings.product_id')
    .select([
      'listings.id',
      'listings.product_id',
      'listings.wholeseller_id',
      'products.product_name',
      'products.manufacturer',
      'listings.offer',
      'listings.bonus',
      'listings.total_price',
      'products.product_code',
      'listings.availability',
      shortestExpiryOnSale().as('expiry'),
      schemeJson.as('scheme'),
      'listings.pack_multiple',
      'products.retail_price',
    ]);
}

/** A listing's scheme as the wire carries it: `{buy, free, starts, ends}` (days as YYYY-MM-DD), null when none. */
const schemeJson = sql<Scheme | null>`CASE WHEN listings.scheme_buy IS NULL THEN NULL ELSE json_build_object(
  'buy', listings.scheme_buy, 'free', listings.scheme_free,
  'starts', listings.scheme_starts::text, 'ends', listings.scheme_ends::text) END`;

/**
 * A seller's product list, by manufacturer then name so a page draws its headings in one pass: the one query behind
 * the seller's list, the store page (and its cache), the price-list export and "order again". A catalogue product the
 * admin disabled vanishes here (as from every store); the listing comes back if it is enabled again. `first`: only
 * the list's first lines (a page's first screen).
 */
export async function sellerListings(db: Db, sellerId: number, first?: number): Promise<Listing[]> {
  const list = listingRows(db)
    .where('listings.wholeseller_id', '=', sellerId)
    .where('products.is_disabled', '=', false)
    .orderBy(foldedOrder('products.manufacturer'))
    .orderBy(foldedOrder('products.product_name'))
    .orderBy('listings.id');
  return (first === undefined ? list : list.limit(first)).execute();
}

/** One listing of the caller (the admin may read any); a foreign or unknown id answers 404. */
export async function findOwnListing(db: Db, ownerId: number | null, listingId: number): Promise<Listing> {
  let query = listingRows(db).where('listings.id', '=', listingId);
  if (ownerId !== null) query = query.where('listings.wholeseller_id', '=', ownerId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export interface ListingChanges extends Partial<ListingValues> {
  /** Null removes the scheme; absent keeps it. */
  scheme?: Scheme | null;
  pack_multiple?: number;
  availability?: Listing['availability'];
}

/**
 * Changes the given ones of offer, bonus, price, scheme and pack multiple (the others keep their values): the
 * product, its name and its seller belong to the catalogue and the session.
 */
export async function updateListing(
  db: Db,
  ownerId: number | null,
  listingId: number,
  values: ListingChanges,
): Promise<Listing> {
  const { scheme, ...rest } = values;
  const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const schemeColumns =
    scheme === undefined
      ? {}
      : {
          scheme_buy: scheme?.buy ?? null,
          scheme_free: scheme?.free ?? null,
          scheme_starts: scheme?.starts ?? null,
          scheme_ends: scheme?.ends ?? null,
        };
  let query = db
    .updateTable('listings')
    .set({ ...given, ...schemeColumns, updated_at: new Date() })
    .where('id', '=', listingId);
  if (ownerId !== null) query = query.where('wholeseller_id', '=', ownerId);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return findOwnListing(db, ownerId, listingId);
}

export async function deleteListing(db: Db, ownerId: number | null, listingId: number): Promise<void> {
  let query = db.deleteFrom('listings').where('id', '=', listingId);
  if (ownerId !== null) query = query.where('wholeseller_id', '=', ownerId);
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

export interface NewListing extends ListingValues {
  product_id: number;
}

/**
 * Adds catalogue products to a seller's market, all or none. A product already listed (or listed twice in one
 * call) answers 400 "Product Already added for the company"; the unique (seller, product) constraint decides even
 * when two requests race. A disabled or unknown catalogue product is refused.
 */
export async function addListings(db: Kysely<Database>, sellerId: number, items: NewListing[]): Promise<Listing[]> {
  const productIds = items.map((i) => i.product_id);
  if (new Set(productIds).size !== productIds.length) throw badRequest(MSG.productAlreadyAdded);
  try {
    return await db.transaction().execute(async (trx) => {
      const products = await trx
        .selectFrom('products')
        .select(['id', 'is_disabled'])
        .where('id', 'in', productIds)
        .execute();
      const usable = new Set(products.filter((p) => !p.is_disabled).map((p) => p.id));
      if (productIds.some((id) => !usable.has(id))) throw badRequest(SELLER_MSG.productUnavailable);
      const existing = await trx
        .selectFrom('listings')
        .select('product_id')
        .where('wholeseller_id', '=', sellerId)
        .where('product_id', 'in', productIds)
        .executeTakeFirst();
      if (existing) throw badRequest(MSG.productAlreadyAdded);
      const inserted = await trx
        .insertInto('listings')
        .values(
          items.map((i) => ({
            wholeseller_id: sellerId,
            product_id: i.product_id,
            offer: i.offer,
            bonus: i.bonus,
            total_price: i.total_price,
          })),
        )
        .returning('id')
        .execute();
      const ids = inserted.map((r) => r.id);
      const rows = await listingRows(trx).where('listings.id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id)!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.productAlreadyAdded);
    throw error;
  }
}

/** Catalogue products a seller may still add: enabled and not yet listed by them. */
function selectableProducts(db: Db, sellerId: number) {
  return db
    .selectFrom('products as p')
    .select(['p.id', 'p.product_name', 'p.manufacturer', 'p.offer', 'p.bonus', 'p.total_price', 'p.product_code'])
    .where('p.is_disabled', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('listings as l')
            .select(sql`1`.as('one'))
            .whereRef('l.product_id', '=', 'p.id')
            .where('l.wholeseller_id', '=', sellerId),
        ),
      ),
    );
}

export async function selectableCount(db: Db, sellerId: number): Promise<number> {
  const row = await db
    .selectFrom(selectableProducts(db, sellerId).as('s'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the selectable catalogue by the spec's offsets, in manufacturer, name order (products_manufacturer_name_idx). */
export async function selectablePage(db: Db, sellerId: number, from: number, to: number): Promise<SelectableProduct[]> {
  const limit = Math.min(Math.max(to - from, 0), MAX_CATALOGUE_PAGE);
  if (limit === 0) return [];
  return selectableProducts(db, sellerId)
    .orderBy(foldedOrder('p.manufacturer'))
    .orderBy(foldedOrder('p.product_name'))
    .orderBy('p.id')
    .offset(from)
    .limit(limit)
    .execute();
}

/**
 * Catalogue search by product name or manufacturer: every word of the term in one of them, any order, any part,
 * any case ("para 500" finds "Paracetamol 500mg Tab"). Each word's ILIKE '%word%' is served by the trigram GIN
 * indexes on both columns (products_name_trgm_idx, products_manufacturer_trgm_idx) from three characters on.
 */
export async function searchSelectable(db: Db, sellerId: number, term: string): Promise<SelectableProduct[]> {
  return firstMatches(db, sellerId, term, CATALOGUE_SEARCH_MAX);
}

/** The catalogue columns a search's words are looked for in. */
const SEARCHED_COLUMNS = ['p.product_name', 'p.manufacturer'] as const;

const firstMatchesQuery = cachedQueryText<SelectableProduct>({ prepare: false });

/**
 * The first `limit` matches in order. The query's text depends only on how many words the term has: it is built
 * and compiled once per count (the builder's tree of this query cost ~30 us a search, the largest part of the
 * server's own work on a page of matches) and sent unnamed, so PostgreSQL plans it with the words in hand.
 */
async function firstMatches(db: Db, sellerId: number, term: string, limit: number): Promise<SelectableProduct[]> {
  const words = searchWords(term);
  // The builder's parameters, in its order: one pattern per searched column for each word.
  const patterns = words.flatMap((word) => SEARCHED_COLUMNS.map(() => containsPattern(word)));
  return firstMatchesQuery(db, String(words.length), () => orderedMatches(db, sellerId, term).limit(limit), [
    false,
    sellerId,
    ...patterns,
    limit,
  ]);
}

const selectableMatches = (db: Db, sellerId: number, term: string) =>
  selectableProducts(db, sellerId).where((eb) => everyWordMatches(eb, term, SEARCHED_COLUMNS));

const orderedMatches = (db: Db, sellerId: number, term: string) =>
  selectableMatches(db, sellerId, term)
    .orderBy(foldedOrder('p.manufacturer'))
    .orderBy(foldedOrder('p.product_name'))
    .orderBy('p.id');

/**
 * One page of the catalogue search, as the screen shows it, with the count of its matches up to
 * CATALOGUE_SEARCH_MAX ("500+" past it, `total_capped`). The first 501 matches in order are the plain search's own
 * query and plan, so the first ten pages and their count cost what the plain search costs; an exact count of a
 * common word read every match and cost several times that (docs/performance.md, "Paged searches").
 */
export async function searchSelectablePage(
  db: Db,
  sellerId: number,
  term: string,
  page: { offset: number; limit: number },
): Promise<CappedPaged<SelectableProduct>> {
  const head = await firstMatches(db, sellerId, term, CATALOGUE_SEARCH_MAX + 1);
  if (head.length <= CATALOGUE_SEARCH_MAX)
    return { total: head.length, rows: head.slice(page.offset, page.offset + page.limit) };
  const capped = { total: CATALOGUE_SEARCH_MAX, total_capped: true } as const;
  if (page.offset + page.limit <= CATALOGUE_SEARCH_MAX)
    return { ...capped, rows: head.slice(page.offset, page.offset + page.limit) };
  // Only API callers ask past the cap (the screen shows ten pages and asks for another word): the term is a common
  // one, so its matches are dense in the order index, which finds the page at once.
  return { ...capped, rows: await orderedMatches(db, sellerId, term).offset(page.offset).limit(page.limit).execute() };
}
