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

/**
 * Zones whose clock is a fixed offset from UTC over the dates this product shows (its orders, accounts and ledgers
 * begin long after 2010): their days and times are read off the offset, with no Intl formatter. A page's first
 * Intl date format loads the runtime's date and zone data, 25-30 ms on a desk and four times that on a cheap phone,
 * inside the task that draws the page; nearly every account here is in Pakistan's zone. Pakistan has kept +05:00
 * since its last summer time ended on 2009-11-01; `time-zones.test.ts` compares the offsets with the runtime's zone
 * data from 2010 to 2045, so a change of Pakistan's clock in a later tz release shows there.
 */
const FIXED_OFFSET_ZONES = new Map<string, { minutes: number; since: number }>([
  ['Asia/Karachi', { minutes: 5 * 60, since: Date.UTC(2010, 0, 1) }],
  ['UTC', { minutes: 0, since: Date.UTC(1000, 0, 1) }],
  ['Etc/UTC', { minutes: 0, since: Date.UTC(1000, 0, 1) }],
]);

/**
 * `at` moved by its zone's fixed offset, so that its UTC fields (getUTCFullYear ... getUTCMinutes) are the zone's
 * wall clock; undefined for a zone (or a date) that needs the runtime's zone data.
 */
export function wallClockInFixedZone(at: Date, timeZone: string): Date | undefined {
  const zone = FIXED_OFFSET_ZONES.get(timeZone);
  const time = at.getTime();
  // Also refuses an invalid date (NaN) and one past the Date range once moved.
  if (!zone || !(time >= zone.since && time < 8.64e15 - 86_400_000)) return undefined;
  return new Date(time + zone.minutes * 60_000);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

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
  if (wall) return `${wall.getUTCFullYear()}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())}`;
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
