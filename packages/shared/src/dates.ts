/*
 * Dates as people read them. Without `timeZone` they are the viewer's (the browser's zone); a seller's screens pass
 * the seller's zone (`time_zone` of their settings), so a clerk sees the same day the dashboard counts, wherever
 * the browser thinks it is.
 */
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

const partsCache = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = partsCache.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsCache.set(timeZone, f);
  }
  return f;
}

interface Parts {
  dd: string;
  mm: string;
  yyyy: string;
  hh: string;
  min: string;
}
/** A number of one or two digits written with two: 7 -> 07. */
export const padTwo = (n: number) => String(n).padStart(2, '0');

/** A clock's fields (the month counted from 0, as Date counts it) as the formats below write them. */
function clockParts(year: number, month: number, day: number, hours: number, minutes: number): Parts {
  return { dd: padTwo(day), mm: padTwo(month + 1), yyyy: String(year), hh: padTwo(hours), min: padTwo(minutes) };
}

function partsOf(value: string | Date | null | undefined, timeZone?: string): Parts | null {
  if (!value) return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return null;
  if (!timeZone) return clockParts(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes());
  const wall = wallClockInFixedZone(d, timeZone);
  if (wall)
    return clockParts(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
    );
  let f: Intl.DateTimeFormat;
  try {
    f = formatter(timeZone);
  } catch {
    // An unknown zone (an old browser's list) falls back to the viewer's clock rather than showing nothing.
    return partsOf(d);
  }
  const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
  return { dd: p.day ?? '', mm: p.month ?? '', yyyy: p.year ?? '', hh: p.hour ?? '', min: p.minute ?? '' };
}

/** Day-month-year with the real month (the spec's zero-based month was a defect): 07-03-2026. */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.dd}-${p.mm}-${p.yyyy}` : '';
}

/** The time on a 24-hour clock, 14:05; empty for no date. */
export function formatTime(value: string | Date | null | undefined, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.hh}:${p.min}` : '';
}

/** The date as formatDate writes it and the time as formatTime does: 07-03-2026 14:05. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const p = partsOf(value, timeZone);
  return p ? `${p.dd}-${p.mm}-${p.yyyy} ${p.hh}:${p.min}` : '';
}

/** A zone name as people read it: America/New_York → America/New York. */
export const timeZoneLabel = (timeZone: string) => timeZone.replace(/_/g, ' ');

/**
 * A zone name in the page's language: English keeps the zone's own name (timeZoneLabel); Urdu reads the zone's
 * long name from the browser's locale data ("پاکستان کا معیاری وقت"), falling back to the zone's own name.
 */
export function timeZoneLabelIn(language: string, timeZone: string): string {
  if (language === 'en') return timeZoneLabel(timeZone);
  try {
    const part = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName');
    return part?.value ?? timeZoneLabel(timeZone);
  } catch {
    return timeZoneLabel(timeZone);
  }
}
