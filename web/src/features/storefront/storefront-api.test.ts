import { describe, expect, it } from 'vitest';
import { isPlaceholderUrl } from './storefront-api';

describe('store url placeholders', () => {
  it('treats unfilled placeholders as no url', () => {
    for (const u of [undefined, '', ' ', ':url', '{url}', 'url', 'URL', '{storeUrl}', ':store']) expect(isPlaceholderUrl(u), String(u)).toBe(true);
  });
  it('accepts real slugs', () => {
    for (const u of ['karachi-medical-traders', 'abc', 'urls']) expect(isPlaceholderUrl(u)).toBe(false);
  });
});
