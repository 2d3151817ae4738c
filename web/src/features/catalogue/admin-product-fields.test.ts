import { describe, expect, it } from 'vitest';
import { MANUFACTURERS } from '@dawalink/shared';
import { SORTED_MANUFACTURERS } from './admin-product-fields';

describe("the manufacturers' list of the admin's product form", () => {
  it('is every manufacturer once, in the order localeCompare gives with base sensitivity', () => {
    expect(SORTED_MANUFACTURERS).toEqual(
      [...MANUFACTURERS].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(new Set(SORTED_MANUFACTURERS).size).toBe(MANUFACTURERS.length);
  });
});
