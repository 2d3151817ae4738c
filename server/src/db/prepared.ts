/*
 * Query texts that PostgreSQL keeps as named prepared statements, per connection: parsed and planned once instead
 * of on every call. Planning is most of the cost of a short read: the statement's head (seven index probes) takes
 * 0.4 ms to plan and 0.2 ms to run; prepared, the whole read is 0.15-0.2 ms against 1.5-2.2 ms (docs/performance.md).
 *
 * Only texts fixed at start or compiled once per key (`cachedQueryText`) are named, so each connection holds a
 * bounded set. PGlite runs every text as given.
 */
const names = new Map<string, string>();
/**
 * The marked texts' lengths. Every query passes through `preparedName`, and a map lookup of a text first hashes it
 * whole (a query text is a new string each time, kilobytes for an order's insert): 0.03 ms of every order placed,
 * under a profiler. A length no marked text has answers at once.
 */
const lengths = new Set<number>();

/** Marks a query text as one to prepare; answers the text, unchanged. */
export function prepared(text: string): string {
  if (!names.has(text)) {
    names.set(text, `dl_${names.size + 1}`);
    lengths.add(text.length);
  }
  return text;
}

/** The prepared statement's name of a marked text, or undefined. */
export const preparedName = (text: string): string | undefined =>
  lengths.has(text.length) ? names.get(text) : undefined;
