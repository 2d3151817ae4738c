import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SELLER_MSG } from '@dawalink/shared';
import type { Caller } from './helpers.js';

/**
 * A list that answers a page on request (`?offset&limit`): `get` answers as the server does, `page` expects a 200
 * and reads `{total, rows}`. The default caller is a function because the test's callers are signed in later, in
 * its `beforeAll`.
 */
export function pagedList<Row>(url: string, defaultCaller: () => Caller) {
  const get = (query: string, caller: Caller = defaultCaller()) => caller.inject({ url: `${url}${query}` });
  const page = async (query: string, caller?: Caller) => {
    const res = await get(query, caller);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return res.json() as { total: number; rows: Row[] };
  };
  return { get, page };
}

/** Page parameters every paged list refuses, each with the shared message of its 400. */
export const BAD_PAGE_QUERIES: ReadonlyArray<readonly [query: string, message: string]> = [
  ['offset=-1', SELLER_MSG.pageOffset],
  ['offset=1.5&limit=50', SELLER_MSG.pageOffset],
  ['offset=two', SELLER_MSG.pageOffset],
  ['limit=0', SELLER_MSG.pageLimit],
  ['offset=0&limit=201', SELLER_MSG.pageLimit],
  ['offset=0&limit=abc', SELLER_MSG.pageLimit],
  ['limit=2.5', SELLER_MSG.pageLimit],
];

/**
 * Asks for every bad page (and the list's own `extra` refusals) through `ask`, which is given the parameters without
 * the `?`, and expects each refused with a 400 validation answer carrying its message.
 */
export async function expectBadPagesRefused(
  ask: (query: string) => Promise<LightMyRequestResponse>,
  extra: ReadonlyArray<readonly [query: string, message: string]> = [],
) {
  for (const [query, message] of [...BAD_PAGE_QUERIES, ...extra]) {
    const res = await ask(query);
    expect(res.statusCode, query).toBe(400);
    expect(res.json(), query).toMatchObject({ error: 'validation', message });
  }
}
