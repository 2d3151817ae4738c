// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { apiPaths, type RecentStoreRow } from '@dawalink/shared';
import { fakeApi, renderPage, signInAs } from '../../lib/page-test-support';
import RecentStoresPage from './recent-stores-page';

const retailer = {
  id: 5,
  type: 'retailer',
  phone: '03214445556',
  fullName: 'Sana Khan',
  full_name: 'Sana Khan',
  store: 'Sana Pharmacy',
  address: 'Mall Road, Lahore',
  email: '',
};
const store: RecentStoreRow = {
  retailer_id: 5,
  wholeseller_id: 7,
  url: 'ali-traders',
  store: 'Ali Traders',
  phone: '03001112223',
  address: 'Shop 4, Circular Road, Lahore',
  visited_at: '2026-11-20T10:00:00.000Z',
  last_order_id: null,
  last_order_date: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'user=; Max-Age=0; path=/';
});

describe('recent stores page', () => {
  it("draws each store's details as a valid description list (dt/dd pairs, each in a div, nothing else)", async () => {
    signInAs(retailer);
    fakeApi(({ path }) => {
      if (path === apiPaths.auth.me()) return [200, { user: retailer }];
      if (path === apiPaths.recentStores.ofRetailer(retailer.id)) return [200, [store]];
      return undefined;
    });
    renderPage(<RecentStoresPage />, { path: '/Home' });
    expect(await screen.findByText(store.address)).toBeTruthy();
    const lists = document.querySelectorAll('dl');
    expect(lists.length).toBe(1);
    for (const child of Array.from(lists[0].children)) {
      expect(child.tagName).toBe('DIV');
      expect(Array.from(child.children).map((c) => c.tagName)).toEqual(['DT', 'DD']);
    }
    expect(lists[0].children.length).toBe(3);
  });
});
