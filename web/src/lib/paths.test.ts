import { describe, expect, it } from 'vitest';
import { landingFor, paths, profileFor } from './paths';

describe('paths', () => {
  it('lands each role where the spec says', () => {
    expect(landingFor('admin')).toBe('/AdminPanel');
    expect(landingFor('seller')).toBe('/WholesellerHome');
    expect(landingFor('retailer')).toBe('/ordersRetailer');
    expect(profileFor('seller')).toBe('/profile');
    expect(profileFor('retailer')).toBe('/retailerProfile');
  });
  it('encodes store slugs', () => {
    expect(paths.store('a b')).toBe('/a%20b');
  });
});

describe('safeNext', () => {
  it('keeps pages of this app and refuses other sites', async () => {
    const { safeNext } = await import('./paths');
    expect(safeNext('/karachi-medical-traders')).toBe('/karachi-medical-traders');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext('/\\evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
