import { describe, expect, it } from 'vitest';
import { matchesSearch } from './listing-search';

const row = {
  id: 7,
  product_name: 'Paracetamol 500mg',
  manufacturer: 'GETZ',
  offer: 7.5,
  bonus: 'OLD TP',
  total_price: 1250,
  product_code: 'QbsbdF',
};

describe('product list search', () => {
  it('matches any field, ignoring case and surrounding spaces', () => {
    expect(matchesSearch(row, 'paraCETAMOL')).toBe(true);
    expect(matchesSearch(row, ' getz ')).toBe(true);
    expect(matchesSearch(row, 'old tp')).toBe(true);
    expect(matchesSearch(row, '1250')).toBe(true);
    expect(matchesSearch(row, 'qbsb')).toBe(true);
    expect(matchesSearch(row, '7.5')).toBe(true);
  });
  it('matches every word, each in some field, in any order', () => {
    expect(matchesSearch(row, 'para 500')).toBe(true);
    expect(matchesSearch(row, 'getz PARA old')).toBe(true);
    expect(matchesSearch(row, 'para 100')).toBe(false);
  });
  it('an empty search keeps every row; an unknown word none', () => {
    expect(matchesSearch(row, '')).toBe(true);
    expect(matchesSearch(row, '   ')).toBe(true);
    expect(matchesSearch(row, 'ibuprofen')).toBe(false);
  });
});
