import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORE_FIRST_SCREEN_ID } from '@dawalink/shared';

/** The store page's first data, read from the page the server sent (lib/first-screen.ts). */

const seller = {
  id: 3,
  full_name: 'A',
  busniess_name: 'Karachi Medical Traders',
  address: 'B',
  phone: '03001234567',
  url: 'karachi-medical-traders',
};
const firstLines = [
  {
    id: 1,
    product_id: 1,
    wholeseller_id: 3,
    product_name: 'P',
    manufacturer: 'M',
    offer: 0,
    bonus: '',
    total_price: 10,
    product_code: 'C',
  },
];

/** A fresh copy of the module (it reads the page once) on a page holding `text` as the data block, if any. */
async function onPage(text: string | null) {
  vi.resetModules();
  const getElementById = vi.fn((id: string) =>
    id === STORE_FIRST_SCREEN_ID && text !== null ? { textContent: text } : null,
  );
  vi.stubGlobal('document', { getElementById });
  return { module: await import('./first-screen'), getElementById };
}

afterEach(() => vi.unstubAllGlobals());

describe('storeFirstScreen', () => {
  it("hands the store's own page its seller and first lines, whatever the link's case; other stores get nothing", async () => {
    const { module, getElementById } = await onPage(JSON.stringify({ seller, firstLines }));
    const before = Date.now();
    expect(module.storeFirstScreen('karachi-medical-traders')).toEqual({
      seller,
      firstLines,
      readAt: expect.any(Number),
    });
    expect(module.storeFirstScreen('karachi-medical-traders')!.readAt).toBeGreaterThanOrEqual(before);
    expect(module.storeFirstScreen('Karachi-Medical-Traders')).toMatchObject({ seller, firstLines });
    expect(module.storeFirstScreen('lahore-pharma-distributors')).toBeUndefined();
    // Read from the page once.
    expect(getElementById).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for a page without the data, or with data it cannot use', async () => {
    for (const text of [
      null,
      '',
      '{not json',
      JSON.stringify({ seller: { id: 3 }, firstLines }),
      JSON.stringify({ seller, firstLines: 'x' }),
    ]) {
      const { module } = await onPage(text);
      expect(module.storeFirstScreen('karachi-medical-traders'), String(text)).toBeUndefined();
    }
  });
});
