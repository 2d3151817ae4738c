import { padTwo, wallClockInFixedZone } from './dates.js';

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

/** One formatter per zone, made on first use: making an Intl.DateTimeFormat costs far more than formatting with one
 * (it was most of a placed order's own CPU besides the queries). The zones are IANA names, a bounded set. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  const known = dayFormats.get(timeZone);
  if (known) return known;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    // Not a zone this runtime knows: the default's days (an unknown name is not kept, so the map stays bounded).
    return dayFormat(DEFAULT_TIME_ZONE);
  }
  dayFormats.set(timeZone, format);
  return format;
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone` (the default zone's when the runtime does not know it). */
export function dayInZone(at: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const wall = wallClockInFixedZone(at, timeZone);
  if (wall) return `${wall.getUTCFullYear()}-${padTwo(wall.getUTCMonth() + 1)}-${padTwo(wall.getUTCDate())}`;
  let year = '';
  let month = '';
  let day = '';
  for (const part of dayFormat(timeZone).formatToParts(at)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}
