import { matchesSearchTerm } from '@dawalink/shared';

/** The spec's product list search: over every field value of a row, case-insensitive, by the shared word rule. */
export function matchesSearch(row: Record<string, unknown>, text: string): boolean {
  return matchesSearchTerm(
    Object.values(row).map((v) => (v === null || v === undefined ? v : String(v))),
    text,
  );
}
