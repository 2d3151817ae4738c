import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, QUANTITY_CONFIRM_ABOVE } from './constants.js';
import { checkQuantity, QUANTITY_MSG } from './quantity.js';

describe('checkQuantity', () => {
  it('takes 1 to the confirmation threshold as it is', () => {
    expect(checkQuantity('1')).toEqual({ kind: 'ok', quantity: 1 });
    expect(checkQuantity(' 250 ')).toEqual({ kind: 'ok', quantity: 250 });
    expect(checkQuantity(String(QUANTITY_CONFIRM_ABOVE))).toEqual({ kind: 'ok', quantity: QUANTITY_CONFIRM_ABOVE });
  });
  it('explains 0, negatives, empty and fractions instead of turning them into 1', () => {
    for (const text of ['0', '-3', '', '-', 'abc'])
      expect(checkQuantity(text)).toEqual({ kind: 'invalid', message: QUANTITY_MSG.atLeastOne });
    expect(checkQuantity('2.5')).toEqual({ kind: 'invalid', message: QUANTITY_MSG.wholeNumber });
  });
  it('asks about a quantity far above normal and refuses one past the order limit', () => {
    expect(checkQuantity('1500')).toEqual({ kind: 'large', quantity: 1500, message: QUANTITY_MSG.farAboveUsual(1500) });
    expect(QUANTITY_MSG.farAboveUsual(1500)).toBe('1,500 is far more than usual (over 1,000). Is it right?');
    expect(checkQuantity(String(MAX_QUANTITY + 1))).toEqual({ kind: 'invalid', message: QUANTITY_MSG.atMost });
  });
});
