import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  isSupportedTimeZone,
  sellerSettingsUpdateSchema,
  timeZoneLabel,
  timeZoneLabelIn,
} from './index.js';

describe("dates in the seller's time zone", () => {
  it('puts an order at 19:30 UTC on the next day in Karachi, and on the same day in UTC', () => {
    const at = '2026-03-06T19:30:00.000Z';
    expect(formatDate(at, 'Asia/Karachi')).toBe('07-03-2026');
    expect(formatTime(at, 'Asia/Karachi')).toBe('00:30');
    expect(formatDateTime(at, 'Asia/Karachi')).toBe('07-03-2026 00:30');
    expect(formatDateTime(at, 'UTC')).toBe('06-03-2026 19:30');
    expect(formatDateTime('2026-03-06T18:59:00.000Z', 'Asia/Karachi')).toBe('06-03-2026 23:59');
    expect(formatDateTime(null, 'Asia/Karachi')).toBe('');
  });

  it("falls back to the viewer's clock for a zone the runtime does not know", () => {
    const d = new Date(2026, 2, 7, 14, 5);
    expect(formatDateTime(d, 'Mars/Olympus')).toBe('07-03-2026 14:05');
  });

  it('takes a seller time zone only from the IANA list (or UTC)', () => {
    expect(isSupportedTimeZone('Asia/Karachi')).toBe(true);
    expect(isSupportedTimeZone('UTC')).toBe(true);
    expect(isSupportedTimeZone('asia/karachi')).toBe(false);
    expect(sellerSettingsUpdateSchema.safeParse({ time_zone: 'Europe/London', new_order_sound: true }).success).toBe(
      true,
    );
    expect(sellerSettingsUpdateSchema.safeParse({ time_zone: 'Mars/Olympus' }).success).toBe(false);
    expect(sellerSettingsUpdateSchema.safeParse({ new_order_sound: 'on' }).success).toBe(false);
    expect(timeZoneLabel('America/New_York')).toBe('America/New York');
    expect(timeZoneLabelIn('en', 'America/New_York')).toBe('America/New York');
    expect(timeZoneLabelIn('ur', 'Asia/Karachi')).toBe('پاکستان کا معیاری وقت');
  });
});
