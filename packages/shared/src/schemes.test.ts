import { describe, expect, it } from 'vitest';
import {
  bonusForSupplied,
  bonusQuantity,
  isPackMultiple,
  schemeDay,
  schemeInForce,
  schemeProgress,
  type Scheme,
} from './schemes.js';
import { dayInZone } from './time-zones.js';
import { licenceToday } from './licence-rules.js';
import { monthOf } from './schemas/stock.js';

const tenPlusOne: Scheme = { buy: 10, free: 1, starts: null, ends: null };

describe('bonusQuantity', () => {
  it('is floor(quantity / buy) x free at the edges N-1, N, N+1, 2N-1, 2N, 2N+1', () => {
    expect(bonusQuantity(9, tenPlusOne, '2026-05-01')).toBe(0);
    expect(bonusQuantity(10, tenPlusOne, '2026-05-01')).toBe(1);
    expect(bonusQuantity(11, tenPlusOne, '2026-05-01')).toBe(1);
    expect(bonusQuantity(19, tenPlusOne, '2026-05-01')).toBe(1);
    expect(bonusQuantity(20, tenPlusOne, '2026-05-01')).toBe(2);
    expect(bonusQuantity(21, tenPlusOne, '2026-05-01')).toBe(2);
    const twelvePlusThree = { buy: 12, free: 3, starts: null, ends: null };
    expect(bonusQuantity(11, twelvePlusThree, '2026-05-01')).toBe(0);
    expect(bonusQuantity(12, twelvePlusThree, '2026-05-01')).toBe(3);
    expect(bonusQuantity(25, twelvePlusThree, '2026-05-01')).toBe(6);
  });

  it('is 0 without a scheme, for nonsense quantities and a scheme of buy 1 is one free per unit', () => {
    expect(bonusQuantity(50, null, '2026-05-01')).toBe(0);
    expect(bonusQuantity(50, undefined, '2026-05-01')).toBe(0);
    expect(bonusQuantity(0, tenPlusOne, '2026-05-01')).toBe(0);
    expect(bonusQuantity(-10, tenPlusOne, '2026-05-01')).toBe(0);
    expect(bonusQuantity(10.5, tenPlusOne, '2026-05-01')).toBe(0);
    expect(bonusQuantity(3, { buy: 1, free: 1, starts: null, ends: null }, '2026-05-01')).toBe(3);
    expect(bonusQuantity(10, { buy: 0, free: 1, starts: null, ends: null }, '2026-05-01')).toBe(0);
  });

  it('counts the start and end days in (inclusive) and the days just outside out', () => {
    const may = { buy: 10, free: 1, starts: '2026-05-10', ends: '2026-05-20' };
    expect(bonusQuantity(10, may, '2026-05-09')).toBe(0);
    expect(bonusQuantity(10, may, '2026-05-10')).toBe(1);
    expect(bonusQuantity(10, may, '2026-05-20')).toBe(1);
    expect(bonusQuantity(10, may, '2026-05-21')).toBe(0);
    expect(bonusQuantity(10, { ...may, starts: null }, '2020-01-01')).toBe(1);
    expect(bonusQuantity(10, { ...may, ends: null }, '2099-01-01')).toBe(1);
    expect(schemeInForce({ ...may, starts: '2026-05-10', ends: '2026-05-10' }, '2026-05-10')).toBe(true);
  });
});

describe('schemeProgress', () => {
  it('says how many more earn the next free goods', () => {
    expect(schemeProgress(6, tenPlusOne, '2026-05-01')).toEqual({ free: 0, more: 4, moreFree: 1 });
    expect(schemeProgress(9, tenPlusOne, '2026-05-01')).toEqual({ free: 0, more: 1, moreFree: 1 });
    expect(schemeProgress(10, tenPlusOne, '2026-05-01')).toEqual({ free: 1, more: 10, moreFree: 1 });
    expect(schemeProgress(21, tenPlusOne, '2026-05-01')).toEqual({ free: 2, more: 9, moreFree: 1 });
    expect(schemeProgress(5, null, '2026-05-01')).toEqual({ free: 0, more: null, moreFree: 0 });
  });

  it('rounds the next step up to whole packs', () => {
    // Packs of 6, 10+1: from 6 the next free goods come at 12 (two packs), which earn 1.
    expect(schemeProgress(6, tenPlusOne, '2026-05-01', 6)).toEqual({ free: 0, more: 6, moreFree: 1 });
    // Packs of 4, 3+1: from 4 (1 free) the next threshold 6 rounds up to 8 (2 free).
    expect(schemeProgress(4, { buy: 3, free: 1, starts: null, ends: null }, '2026-05-01', 4)).toEqual({
      free: 1,
      more: 4,
      moreFree: 1,
    });
  });
});

describe('pack multiples, supplied bonus and days', () => {
  it('checks pack multiples', () => {
    expect(isPackMultiple(7, 1)).toBe(true);
    expect(isPackMultiple(12, 6)).toBe(true);
    expect(isPackMultiple(13, 6)).toBe(false);
    expect(isPackMultiple(5, 6)).toBe(false);
  });

  it('scales the free goods down for a short supply', () => {
    expect(bonusForSupplied(20, 20, 2, 10)).toBe(2);
    expect(bonusForSupplied(15, 20, 2, 10)).toBe(1);
    expect(bonusForSupplied(9, 20, 2, 10)).toBe(0);
    expect(bonusForSupplied(24, 25, 6, 12)).toBe(6);
    expect(bonusForSupplied(5, 20, 0, null)).toBe(0);
  });

  it("answers the day in the seller's zone", () => {
    const at = new Date('2026-05-09T20:30:00Z');
    expect(dayInZone(at, 'UTC')).toBe('2026-05-09');
    expect(dayInZone(at, 'Asia/Karachi')).toBe('2026-05-10');
    expect(dayInZone(at, 'No/Such_Zone')).toBe('2026-05-10');
  });

  it("keeps one formatter per zone, not a day: later moments get their own day, an unknown zone the default's each time", () => {
    const zones = ['Asia/Karachi', 'UTC', 'No/Such_Zone'];
    for (let round = 0; round < 2; round++) {
      for (const zone of zones) dayInZone(new Date('2026-05-09T12:00:00Z'), zone);
      expect(dayInZone(new Date('2026-12-31T19:30:00Z'), 'Asia/Karachi')).toBe('2027-01-01');
      expect(dayInZone(new Date('2026-12-31T19:30:00Z'), 'UTC')).toBe('2026-12-31');
      expect(dayInZone(new Date('2026-02-28T23:59:59Z'), 'No/Such_Zone')).toBe('2026-03-01');
      expect(dayInZone(new Date('2026-03-01T04:00:00Z'), 'America/New_York')).toBe('2026-02-28');
    }
    // Pakistan's day for licences and its month for batches come from the same formatter.
    expect(licenceToday(new Date('2026-12-31T19:30:00Z'))).toBe('2027-01-01');
    expect(monthOf(new Date('2026-12-31T19:30:00Z'))).toBe('2027-01');
    expect(monthOf(new Date('2026-12-31T18:30:00Z'))).toBe('2026-12');
  });
});

describe('schemeDay (the day a screen judges its schemes on)', () => {
  const at = new Date('2026-03-31T20:30:00Z'); // 1 April in Karachi
  const dated: Scheme = { buy: 10, free: 1, starts: '2026-04-01', ends: null };
  const undated: Scheme = { buy: 10, free: 1, starts: null, ends: null };

  it("is today's day in the default zone when a scheme has a date", () => {
    expect(schemeDay([null, undated, dated], at)).toBe('2026-04-01');
    expect(schemeDay([{ ...undated, ends: '2026-03-31' }], at)).toBe(dayInZone(at));
  });

  it('is empty when no scheme has a date, and judges those schemes as every day does', () => {
    expect(schemeDay([], at)).toBe('');
    expect(schemeDay([null, undefined, undated], at)).toBe('');
    expect(schemeInForce(undated, schemeDay([undated], at))).toBe(schemeInForce(undated, dayInZone(at)));
    expect(bonusQuantity(25, undated, schemeDay([undated], at))).toBe(2);
  });

  it('judges a dated scheme on the real day', () => {
    expect(schemeInForce(dated, schemeDay([dated], at))).toBe(true);
    expect(schemeInForce(dated, schemeDay([dated], new Date('2026-03-31T12:00:00Z')))).toBe(false);
  });
});
