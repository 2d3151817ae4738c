import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  compareFolded,
  groupKey,
  matchesSearchTerm,
  matchesWords,
  MAX_SEARCH,
  searchText,
  searchWords,
} from './index.js';

describe('searchWords', () => {
  it('splits at white space, lower-cases, drops repeats and words inside other words', () => {
    expect(searchWords('  Para   500 ')).toEqual(['para', '500']);
    expect(searchWords('para PARA paracetamol 500 500mg')).toEqual(['paracetamol', '500mg']);
    expect(searchWords('a\tb\nc')).toEqual(['a', 'b', 'c']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });

  it('reads at most the server limit of characters', () => {
    expect(searchWords(`${'a'.repeat(MAX_SEARCH)}b`)).toEqual(['a'.repeat(MAX_SEARCH)]);
  });
});

describe('matchesSearchTerm', () => {
  const row = ['Paracetamol 500mg Tab', 'GSK', 'PA-01', null];

  it('finds "para 500" in "Paracetamol 500mg Tab": any order, any case, each word a fragment', () => {
    expect(matchesSearchTerm(row, 'para 500')).toBe(true);
    expect(matchesSearchTerm(row, '500 PARA')).toBe(true);
    expect(matchesSearchTerm(row, 'mol tab gsk')).toBe(true);
    expect(matchesSearchTerm(row, 'para 250')).toBe(false);
    expect(matchesSearchTerm(row, '')).toBe(true);
  });

  it('matches a word inside one field, never across two', () => {
    expect(matchesSearchTerm(['Tab', 'GSK'], 'tabgsk')).toBe(false);
    expect(matchesSearchTerm(['Tab', 'GSK'], 'b g')).toBe(true);
  });

  it('takes every character literally (no wildcards)', () => {
    expect(matchesSearchTerm(['100% pure'], '%')).toBe(true);
    expect(matchesSearchTerm(['100 pure'], '%')).toBe(false);
    expect(matchesSearchTerm(['a.b'], '.')).toBe(true);
    expect(matchesSearchTerm(['ab'], '.')).toBe(false);
  });

  it('is the same as "every word is a fragment of some field", for any fields and term', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', '5', ' ', '%', '\t'), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 4 }), text, (fields, term) => {
        const words = term.toLowerCase().split(/\s+/).filter(Boolean);
        const expected = words.every((w) => fields.some((f) => f.toLowerCase().includes(w)));
        expect(matchesSearchTerm(fields, term)).toBe(expected);
      }),
    );
  });

  it('does not depend on the order of the words, nor on their case', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
        fc.array(fc.stringMatching(/^[a-zA-Z0-9]{1,4}$/), { maxLength: 4 }),
        (fields, words) => {
          const text = searchText(fields);
          const forward = matchesWords(text, searchWords(words.join(' ')));
          expect(matchesWords(text, searchWords([...words].reverse().join(' ')))).toBe(forward);
          expect(matchesWords(text, searchWords(words.join(' ').toUpperCase()))).toBe(forward);
        },
      ),
    );
  });
});

describe('compareFolded and groupKey', () => {
  it('orders without case, then by the text itself, so equal names differing in case sit together', () => {
    expect(['GSK', 'abbott', 'Getz', 'Abbott', 'ABBOTT'].sort(compareFolded)).toEqual([
      'ABBOTT',
      'Abbott',
      'abbott',
      'Getz',
      'GSK',
    ]);
    expect(groupKey(' Abbott ')).toBe(groupKey('abbott'));
  });

  it('is a total order (antisymmetric, transitive on sorted output)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 5 })), (names) => {
        const sorted = [...names].sort(compareFolded);
        for (let i = 1; i < sorted.length; i++) expect(compareFolded(sorted[i - 1], sorted[i])).toBeLessThanOrEqual(0);
        for (const a of names)
          for (const b of names) expect(Math.sign(compareFolded(a, b)) + Math.sign(compareFolded(b, a))).toBe(0);
      }),
    );
  });
});
