import { describe, expect, it } from 'vitest';
import { dayInZone, formatDateTime, wallClockInFixedZone } from './index.js';

/** What the runtime's zone data says (the way both functions read a zone before the fixed offsets). */
const formats = new Map<string, Intl.DateTimeFormat>();
const byIntl = (at: Date, timeZone: string) => {
  if (!formats.has(timeZone)) {
    const options = {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    formats.set(timeZone, new Intl.DateTimeFormat('en-GB', options));
  }
  const p = Object.fromEntries(
    formats
      .get(timeZone)!
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { dateTime: `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`, day: `${p.year}-${p.month}-${p.day}` };
};

describe('zones read off a fixed offset', () => {
  it("agree with the runtime's zone data for Pakistan and UTC from 2010 to 2045, around midnight and at random", () => {
    const from = Date.UTC(2010, 0, 1);
    const to = Date.UTC(2045, 0, 1);
    const instants: Date[] = [];
    // Every day's last minute before and first minute after midnight in Karachi (19:00 UTC), over the whole range.
    for (let t = from + 19 * 3_600_000; t < to; t += 86_400_000) instants.push(new Date(t - 60_000), new Date(t));
    let seed = 7;
    for (let i = 0; i < 20_000; i++) {
      seed = (seed * 48271) % 2147483647;
      instants.push(new Date(from + Math.floor((seed / 2147483647) * (to - from))));
    }
    for (const zone of ['Asia/Karachi', 'UTC', 'Etc/UTC']) {
      for (const at of instants) {
        const expected = byIntl(at, zone);
        if (formatDateTime(at, zone) !== expected.dateTime || dayInZone(at, zone) !== expected.day) {
          throw new Error(
            `${zone} ${at.toISOString()}: ${formatDateTime(at, zone)} / ${dayInZone(at, zone)}, Intl ${expected.dateTime} / ${expected.day}`,
          );
        }
      }
    }
  });

  it("leaves Pakistan's summer times of 2008 and 2009 and every other zone to the runtime", () => {
    const summer2009 = new Date('2009-07-01T18:30:00Z');
    expect(wallClockInFixedZone(summer2009, 'Asia/Karachi')).toBeUndefined();
    expect(formatDateTime(summer2009, 'Asia/Karachi')).toBe('02-07-2009 00:30');
    expect(dayInZone(summer2009, 'Asia/Karachi')).toBe('2009-07-02');
    expect(wallClockInFixedZone(new Date('2026-07-01T00:00:00Z'), 'Europe/London')).toBeUndefined();
    expect(formatDateTime('2026-07-01T23:30:00Z', 'Europe/London')).toBe('02-07-2026 00:30');
    expect(wallClockInFixedZone(new Date(Number.NaN), 'UTC')).toBeUndefined();
    expect(formatDateTime('not a date', 'Asia/Karachi')).toBe('');
  });

  it('moves a date by the zone offset', () => {
    expect(wallClockInFixedZone(new Date('2026-03-06T19:30:00Z'), 'Asia/Karachi')?.toISOString()).toBe(
      '2026-03-07T00:30:00.000Z',
    );
    expect(wallClockInFixedZone(new Date('2026-03-06T19:30:00Z'), 'UTC')?.toISOString()).toBe(
      '2026-03-06T19:30:00.000Z',
    );
  });
});
