import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { listingSchema } from '@dawalink/shared';
import type { Database } from '../../db/types.js';
import { prepared } from '../../db/prepared.js';
import { queryRows } from '../../db/sql.js';
import { brotli, gzipped, type Encoding } from '../../lib/http-encoding.js';
import { requireOpenStore, storeListings } from './storefront.service.js';

/**
 * The public product list of a store, served from memory while the store's version (store_versions, bumped by
 * triggers whenever a listing or one of its catalogue products changes: migration 010-perf-store-version) stays
 * the same. Why: a 5,000-line store is a join, a sort and ~1 MB of JSON; every visitor of a store gets the same
 * answer, so it is built once per version, and compressed once per encoding, instead of once per request.
 * Each request still reads the seller row (disabled sellers answer 410 at once) and the version, one indexed
 * lookup. The version is the ETag: a browser that has the list gets 304 without a body.
 *
 * Every app instance has its own cache, all keyed by the version in the database, so they never disagree. The HTTP
 * side (ETag, 304, encodings) is store-listing-http.ts.
 */

/** Changes when the answer's format changes, so a new release never matches an old ETag. */
const FORMAT = 2;
const listingsSchema = z.array(listingSchema);
const CLOSE_ARRAY = Buffer.from(']');

export interface Entry {
  version: string;
  etag: string;
  json: Buffer;
  /** Where each line's JSON ends in `json` (byte offsets), so the first N lines are a slice of it. */
  lineEnds: Uint32Array;
  gzip?: Buffer;
  br?: Buffer;
}

interface StoreHead {
  id: number;
  is_disabled: boolean;
  version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One per app: the store's API answers and its link's HTML (plugins/web-app.ts) share it. */
    storeCache: StoreListingCache;
  }
}

/**
 * The store's head, read on every request for its list or its link's page: a prepared text sent straight through
 * pg, not a query built by Kysely each time (on the 5,000-line store, 8 % of the server's CPU per answer).
 */
const HEAD_SQL = prepared(`SELECT w.id, a.is_disabled, COALESCE(v.version, 0)::text AS version
  FROM wholesalers w JOIN accounts a ON a.id = w.id LEFT JOIN store_versions v ON v.wholeseller_id = w.id
  WHERE w.url = $1`);

export class StoreListingCache {
  /** Insertion order is recency: a hit moves its entry to the end, eviction takes from the front. */
  readonly #entries = new Map<number, Entry>();
  /** One build per store at a time: 32 visitors of a just-changed store wait for the same query. */
  readonly #building = new Map<string, Promise<Entry>>();
  #bytes = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  async #head(url: string): Promise<StoreHead | undefined> {
    return (await queryRows<StoreHead>(this.db, HEAD_SQL, [url.trim().toLowerCase()]))[0];
  }

  /** The store's entry: 404 unknown store or id not matching the url, 410 disabled seller. */
  async get(url: string, sellerId: number): Promise<Entry> {
    const found = await this.#head(url);
    const head = requireOpenStore(found?.id === sellerId ? found : undefined);
    const cached = this.#entries.get(sellerId);
    if (cached && cached.version === head.version) {
      this.#entries.delete(sellerId);
      this.#entries.set(sellerId, cached);
      return cached;
    }
    const key = `${sellerId}:${head.version}`;
    let building = this.#building.get(key);
    if (!building) {
      building = this.#build(url, sellerId).finally(() => this.#building.delete(key));
      this.#building.set(key, building);
    }
    return building;
  }

  /** Reads the version and the rows in one snapshot, so the rows cached under a version are that version's rows. */
  async #build(url: string, sellerId: number): Promise<Entry> {
    const { version, rows } = await this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const { rows: v } = await sql<{ version: string }>`
          SELECT COALESCE((SELECT version FROM store_versions WHERE wholeseller_id = ${sellerId}), 0)::text AS version`.execute(
          trx,
        );
        return { version: v[0].version, rows: await storeListings(trx, url, sellerId) };
      });
    // The route's response schema, applied once per version instead of once per request; each line written on its
    // own (what JSON.stringify of the array writes) so that its end is known.
    const lines = listingsSchema.parse(rows).map((row) => JSON.stringify(row));
    const json = Buffer.from(`[${lines.join(',')}]`);
    const lineEnds = new Uint32Array(lines.length);
    let at = 1;
    lines.forEach((line, i) => {
      at += Buffer.byteLength(line);
      lineEnds[i] = at;
      at += 1;
    });
    const entry: Entry = { version, etag: `W/"s${sellerId}-v${version}-f${FORMAT}"`, json, lineEnds };
    const previous = this.#entries.get(sellerId);
    if (previous) this.#forget(sellerId, previous);
    this.#entries.set(sellerId, entry);
    this.#bytes += json.length;
    this.#evict();
    return entry;
  }

  /** The entry's body in `encoding`, compressed on first use and kept. */
  async encoded(sellerId: number, entry: Entry, encoding: Encoding): Promise<Buffer> {
    const existing = entry[encoding];
    if (existing) return existing;
    const body =
      encoding === 'br'
        ? // Quality 5: close to gzip -9 in size at a fraction of brotli-11's time (~10 ms for 1 MB).
          await brotli(entry.json, 5)
        : await gzipped(entry.json, 6);
    entry[encoding] = body;
    if (this.#entries.get(sellerId) === entry) {
      this.#bytes += body.length;
      this.#evict();
    }
    return body;
  }

  /** The list's first `count` lines as JSON (the whole list when it has no more), and their ETag. */
  firstLines(entry: Entry, count: number): { etag: string; json: Buffer } {
    if (count >= entry.lineEnds.length) return entry;
    return {
      etag: entry.etag.replace(/"$/, `-h${count}"`),
      json: Buffer.concat([entry.json.subarray(0, count === 0 ? 1 : entry.lineEnds[count - 1]), CLOSE_ARRAY]),
    };
  }

  #forget(sellerId: number, entry: Entry) {
    this.#entries.delete(sellerId);
    this.#bytes -= entry.json.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
  }

  #evict() {
    for (const [id, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes || this.#entries.size <= 1) break;
      this.#forget(id, entry);
    }
  }

  get stats() {
    return { stores: this.#entries.size, bytes: this.#bytes };
  }
}
