/**
 * A pasted order list as retailers send it (WhatsApp, SMS): numbered, "2 box ...", "... - 4", with a typo in every
 * fourth line. Used by the quick-order scenario of `npm run bench` and by `npm run bench:quick-order`.
 */

/** A typo a person makes on a phone: a letter dropped, doubled or swapped with the next. */
export function typo(word: string, seed: number): string {
  if (word.length < 5) return word;
  const at = 1 + (seed % (word.length - 2));
  switch (seed % 3) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

/**
 * `count` lines for products of `names` (a brand or molecule, then its strength: "Panadol 500mg Tablet 10s"),
 * spread over the list (every 37th name), written in the four ways they arrive.
 */
export function pastedLines(names: readonly string[], count: number): string[] {
  if (names.length === 0) throw new Error('no product names to paste');
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const [brand, strength = ''] = names[(i * 37) % names.length].split(' ');
    const written = i % 4 === 0 ? typo(brand.toLowerCase(), i) : brand.toLowerCase();
    lines.push(
      i % 3 === 0
        ? `${i + 1}. ${written} ${strength.replace(/mg$/, '')} x ${1 + (i % 12)}`
        : i % 3 === 1
          ? `${1 + (i % 5)} box ${written}`
          : `${written} ${strength} - ${(i % 9) + 1}`,
    );
  }
  return lines;
}

/** Runs one SQL text with its values and answers the rows (a pg client's or Kysely's, as the tool has one). */
export type RowsOf = <R>(text: string, values: unknown[]) => Promise<R[]>;

/**
 * The quick-order scenario's data: the quick-order store's seller and a pasted list of its products (listing order),
 * or undefined when bench:data's step `quick-order` has not run.
 */
export async function quickOrderData(
  rows: RowsOf,
  sellerId: number | null,
  count: number,
): Promise<{ sellerId: number; text: string } | undefined> {
  if (sellerId === null) return undefined;
  const names = (
    await rows<{ product_name: string }>(
      `SELECT p.product_name FROM listings l JOIN products p ON p.id = l.product_id WHERE l.wholeseller_id = $1 ORDER BY l.id`,
      [sellerId],
    )
  ).map((r) => r.product_name);
  return { sellerId: Number(sellerId), text: pastedLines(names, count).join('\n') };
}
