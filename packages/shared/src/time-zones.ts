/* The seller's time zone: its default and the zones one may choose. No zod here: the screens list zones without the schemas. */

/** Where a seller's days begin and end until they choose another zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Karachi';

/**
 * The time zones a seller may choose: the runtime's IANA list (Intl.supportedValuesOf), plus UTC, which that list
 * leaves out although every database and browser knows it.
 */
export function supportedTimeZones(): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return list.includes('UTC') ? list : [...list, 'UTC'];
}
let zoneSet: Set<string> | null = null;
export function isSupportedTimeZone(name: string): boolean {
  zoneSet ??= new Set(supportedTimeZones());
  return zoneSet.has(name);
}
