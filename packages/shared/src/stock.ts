// What the store and the cart read about stock, without zod: the store page loads this, not the schemas.
export const AVAILABILITIES = ['in_stock', 'short', 'out_of_stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** "2027-03" as printed on a pack: "03/27". */
export function expiryLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${m}/${y.slice(2)}`;
}
