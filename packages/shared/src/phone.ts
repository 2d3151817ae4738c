/**
 * Phone numbers: the spec's pattern (optional plus, optional brackets, 3 digits, 3 digits, 4 to 6 digits, optional
 * separators) and the rule that a leading +92 becomes a leading 0, everywhere.
 */
export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

/** Rewrites +92 to 0 and drops spaces, dashes, dots and brackets. */
export function normalisePhone(input: string): string {
  let phone = input.trim();
  if (phone.startsWith('+92')) phone = '0' + phone.slice(3);
  return phone.replace(/[\s\-.()]/g, '');
}

/** True when the raw input matches the spec's phone pattern after +92 is rewritten. */
export function isValidPhone(input: string): boolean {
  let phone = input.trim();
  if (phone.startsWith('+92')) phone = '0' + phone.slice(3).trimStart();
  return PHONE_PATTERN.test(phone);
}
