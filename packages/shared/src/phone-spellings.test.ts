import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkoutPhoneSchema,
  loginBodySchema,
  phoneParamSchema,
  registrationPhoneSchema,
  resetPinSchema,
} from './index.js';

/**
 * Every way a person may write one Pakistani mobile number (national or international prefix, groups split anywhere
 * with spaces, dashes or dots, the first group in brackets) that a schema accepts must come out as the one stored
 * form, 0 + the ten national digits: the sign-in, registration, PIN reset, SMS path and checkout schemas alike.
 */

const PREFIXES = [
  '0',
  '+92',
  '92',
  '0092',
  '00 92',
  '+92 ',
  '92 ',
  '0092 ',
  '+92-',
  '0092-',
  '+920',
  '+92 0',
  '920',
  '00920',
];
const SEPARATORS = ['', ' ', '-', '.'];

const spelling = fc
  .record({
    national: fc.stringMatching(/^3[0-9]{9}$/),
    prefix: fc.constantFrom(...PREFIXES),
    cuts: fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })),
    seps: fc.tuple(fc.constantFrom(...SEPARATORS), fc.constantFrom(...SEPARATORS)),
    brackets: fc.boolean(),
    padding: fc.constantFrom('', ' '),
  })
  .map(({ national, prefix, cuts, seps, brackets, padding }) => {
    const [a, b] = cuts[0] <= cuts[1] ? cuts : [cuts[1], cuts[0]];
    const first = national.slice(0, a);
    const text = `${prefix}${brackets ? `(${first})` : first}${seps[0]}${national.slice(a, b)}${seps[1]}${national.slice(b)}`;
    return { national, text: padding + text + padding };
  });

/** Each place a phone enters, as the stored form it gives (or null when it refuses the spelling). */
const ENTRY_POINTS: Record<string, (text: string) => string | null> = {
  'sign-in': (text) => {
    const r = loginBodySchema.safeParse({ phone: text, pin: '1234' });
    return r.success ? r.data.phone : null;
  },
  registration: (text) => {
    const r = registrationPhoneSchema.safeParse(text);
    return r.success ? r.data : null;
  },
  'PIN reset': (text) => {
    const r = resetPinSchema.safeParse({ phone: text, password: '1234', verification_token: 'x'.repeat(43) });
    return r.success ? r.data.phone : null;
  },
  'SMS path': (text) => {
    const r = phoneParamSchema.safeParse({ phone: text });
    return r.success ? r.data.phone : null;
  },
  checkout: (text) => {
    const r = checkoutPhoneSchema.safeParse(text);
    return r.success ? r.data : null;
  },
};

describe('one stored form per phone', () => {
  it('every accepted spelling of a number, at every entry point, is stored as 0 + its ten digits', () => {
    const accepted: Record<string, number> = Object.fromEntries(Object.keys(ENTRY_POINTS).map((name) => [name, 0]));
    fc.assert(
      fc.property(spelling, ({ national, text }) => {
        for (const [name, parse] of Object.entries(ENTRY_POINTS)) {
          const stored = parse(text);
          if (stored === null) continue;
          accepted[name] += 1;
          expect(stored, `${name}: ${JSON.stringify(text)}`).toBe('0' + national);
        }
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the accepted spellings of every entry point, not only refusals.
    for (const [name, n] of Object.entries(accepted)) expect(n, name).toBeGreaterThan(300);
  });

  it('the spellings a person types most are all accepted, as one phone', () => {
    for (const text of [
      '03001234567',
      '+923001234567',
      '+92 300 1234567',
      '923001234567',
      '92 300 1234567',
      '00923001234567',
      '0092 300 1234567',
      '00 92 300 1234567',
      '+92-300-1234567',
      '+92 (300) 1234567',
    ]) {
      for (const [name, parse] of Object.entries(ENTRY_POINTS))
        expect(parse(text), `${name}: ${text}`).toBe('03001234567');
    }
  });
});
