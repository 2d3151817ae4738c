/** The spec's product list search: every field value of a row, case-insensitive. */
export function matchesSearch(row: Record<string, unknown>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return Object.values(row).some((v) => v !== null && v !== undefined && String(v).toLowerCase().includes(needle));
}
