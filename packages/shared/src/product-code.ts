/**
 * The spec's default product code: the character code + 1 of each letter of the name, joined as digits,
 * first 4 characters. "Panadol" -> "8198" (P=80+1, a=97+1 -> "81" + "98").
 */
export function productCode(productName: string): string {
  return Array.from(productName)
    .map((ch) => String((ch.codePointAt(0) ?? 0) + 1))
    .join('')
    .slice(0, 4);
}
