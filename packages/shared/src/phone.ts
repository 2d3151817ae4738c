/**
 * Phone numbers: the spec's pattern (optional plus, optional brackets, 3 digits, 3 digits, 4 to 6 digits, optional
 * separators), and one stored spelling per number. Pakistan's international forms (+92..., 0092..., 92... with the
 * ten national digits) become the national 03... form everywhere, before any look-up or limit: otherwise one phone
 * would have several spellings, each with its own resend wait and hourly limit, and texts would go out misdialled.
 */
export const PHONE_PATTERN = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;

const SEPARATORS = /[\s\-.()]/g;
/**
 * +92, 0092 or 92 followed by the ten digits of a national number, also when the national number's leading 0 was
 * kept after the country code (+92 0300...), as people often write it.
 */
const INTERNATIONAL_PAKISTAN = /^(?:\+92|0092|92)0?([1-9][0-9]{9})$/;

/** The one stored spelling: separators dropped, Pakistan's international forms rewritten to 0 + ten digits. */
export function normalisePhone(input: string): string {
  const bare = input.trim().replace(SEPARATORS, '');
  const international = INTERNATIONAL_PAKISTAN.exec(bare);
  if (international) return '0' + international[1];
  let phone = input.trim();
  if (phone.startsWith('+92')) phone = '0' + phone.slice(3);
  return phone.replace(SEPARATORS, '');
}

/** True when the input is the spec's pattern (after +92 is rewritten) or one of Pakistan's international forms. */
export function isValidPhone(input: string): boolean {
  let phone = input.trim();
  if (INTERNATIONAL_PAKISTAN.test(phone.replace(SEPARATORS, ''))) return true;
  if (phone.startsWith('+92')) phone = '0' + phone.slice(3).trimStart();
  return PHONE_PATTERN.test(phone);
}
