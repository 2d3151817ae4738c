import { describe, expect, it } from 'vitest';
import { licenceReviewSchema, licenceUpdateSchema, provinceSchema } from './schemas/licences.js';

describe('licence input', () => {
  it('takes the provinces in any case and their short forms, stored in full', () => {
    expect(provinceSchema.parse('sindh')).toBe('Sindh');
    expect(provinceSchema.parse('Khyber-Pakhtunkhwa')).toBe('Khyber Pakhtunkhwa');
    expect(provinceSchema.parse('KPK')).toBe('Khyber Pakhtunkhwa');
    expect(provinceSchema.parse(' ICT ')).toBe('Islamabad Capital Territory');
    expect(provinceSchema.parse('gilgit baltistan')).toBe('Gilgit-Baltistan');
    for (const bad of ['', 'Atlantis', 'x'.repeat(100), '---'])
      expect(provinceSchema.safeParse(bad).success).toBe(false);
  });

  it('takes a real date from today on, and an ISO time after it', () => {
    const ok = { number: 'A-1', type: 'pharmacy', province: 'Punjab' };
    expect(licenceUpdateSchema.parse({ ...ok, expires: '2099-01-31T00:00:00.000Z' }).expires).toBe('2099-01-31');
    for (const expires of ['2099-02-30', '2000-01-01', '31-01-2099', '', 20990131]) {
      expect(licenceUpdateSchema.safeParse({ ...ok, expires }).success, String(expires)).toBe(false);
    }
  });

  it('a rejection needs a reason; a verification does not', () => {
    expect(licenceReviewSchema.safeParse({ status: 'verified' }).success).toBe(true);
    expect(licenceReviewSchema.safeParse({ status: 'rejected' }).success).toBe(false);
    expect(licenceReviewSchema.safeParse({ status: 'rejected', reason: 'Blurred photo' }).success).toBe(true);
  });
});
