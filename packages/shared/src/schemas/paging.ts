import { z } from 'zod';
import { PAGE_SIZE } from '../constants.js';
import { SELLER_MSG } from '../messages-seller.js';

/** Most rows one page of a list may hold (the screens ask PAGE_SIZE): as GET /api/Ledger's `limit`. */
export const MAX_PAGE_LIMIT = 200;

const offsetSchema = z.coerce
  .number({ error: SELLER_MSG.pageOffset })
  .int({ error: SELLER_MSG.pageOffset })
  .min(0, { error: SELLER_MSG.pageOffset })
  .max(10_000_000, { error: SELLER_MSG.pageOffset });
const limitSchema = z.coerce
  .number({ error: SELLER_MSG.pageLimit })
  .int({ error: SELLER_MSG.pageLimit })
  .min(1, { error: SELLER_MSG.pageLimit })
  .max(MAX_PAGE_LIMIT, { error: SELLER_MSG.pageLimit });

/**
 * The opt-in page of a list route (`?offset=&limit=`, the names GET /api/Ledger and GET /api/Returns take). A caller
 * that sends neither gets the route's documented answer (a plain array); one that sends either gets
 * `{total, rows}`: `limit` rows from `offset` (limit 50 when only offset is given) and the count of every match.
 */
export const pageQuerySchema = z.object({ offset: offsetSchema.optional(), limit: limitSchema.optional() });
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The page a query asks for, or null when it asks for none (the route's plain answer). */
export function requestedPage(query: PageQuery): { offset: number; limit: number } | null {
  if (query.offset === undefined && query.limit === undefined) return null;
  return { offset: query.offset ?? 0, limit: query.limit ?? PAGE_SIZE };
}

/** A paged answer: one page of rows and how many rows match in all. */
export const pagedSchema = <T extends z.ZodType>(row: T) => z.object({ total: z.number(), rows: z.array(row) });
export interface Paged<T> {
  total: number;
  rows: T[];
}

/**
 * A paged answer whose count stops at a cap: past it `total` is the cap and `total_capped` is true ("500+"). For a
 * search whose exact count would read every match of a common word.
 */
export const cappedPagedSchema = <T extends z.ZodType>(row: T) =>
  pagedSchema(row).extend({ total_capped: z.literal(true).optional() });
export interface CappedPaged<T> extends Paged<T> {
  total_capped?: true;
}
