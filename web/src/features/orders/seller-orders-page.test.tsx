// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Order } from '@dawalink/shared';
import { MSG } from '../../lib/i18n';
import { fakeApi, renderPage, signInAs, type FakeCall } from '../../lib/page-test-support';
import SellerOrdersPage from './seller-orders-page';

const seller = {
  id: 9,
  type: 'seller',
  phone: '03001112223',
  fullName: 'Ali Raza',
  full_name: 'Ali Raza',
  busniess_name: 'Ali Traders',
  url: 'ali-traders',
};
const order = (id: number, store: string, status: Order['status']): Order => ({
  id,
  retailer_id: 100 + id,
  retailer_name: `${store} owner`,
  wholeseller_id: seller.id,
  total: 1000 + id,
  totalItems: 2,
  status,
  order_Date: '2026-11-20T09:30:00.000Z',
  store,
  seller_store: seller.busniess_name,
  phone_no: `0321000000${id}`,
  seller_phone_no: seller.phone,
  address: 'Shop 4, Mall Road, Lahore',
  products: 'Panadol 500mg',
  quantity: 3,
});
const orders = [order(12, 'Sana Pharmacy', 'Pending'), order(7, 'Bilal Medicos', 'Shipped')];

/** The seller's API: the first page, the counts, and a search over store, username, phone and order number. */
function sellerApi({ method, path }: FakeCall): [number, unknown] | undefined {
  if (path === '/auth/me') return [200, { user: seller }];
  if (path === `/OrdersCategory/seller/counts/${seller.id}`) {
    return [
      200,
      {
        total: 2,
        by_status: [
          { status: 'Pending', count: 1 },
          { status: 'Shipped', count: 1 },
        ],
      },
    ];
  }
  if (method === 'GET' && path === `/OrdersCategory/seller/${seller.id}/0/50`) return [200, orders];
  const search = path.match(new RegExp(`^/OrdersCategory/seller/search/${seller.id}/([^?]+)$`));
  if (search) {
    const text = decodeURIComponent(search[1]).toLowerCase();
    return [200, orders.filter((o) => o.store.toLowerCase().includes(text) || String(o.id) === text.replace('#', ''))];
  }
  return undefined;
}
/** The search waits for a pause in typing (300 ms), then the answer is drawn: room for a busy machine. */
const slow = { timeout: 5000 };
/** These stores' orders are on screen, those are not. */
function shows(present: string[], absent: string[]) {
  for (const store of present) expect(screen.getByText(store)).toBeTruthy();
  for (const store of absent) expect(screen.queryByText(store)).toBeNull();
}
const searches = (calls: FakeCall[]) =>
  calls.filter((c) => c.path.includes('/search/')).map((c) => decodeURIComponent(c.path.split('/').pop()!));

beforeEach(() => {
  signInAs(seller);
  // The live orders stream is not part of these tests.
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'user=; Max-Age=0; path=/';
});

describe("seller's order search", () => {
  it('lists the first page with the count of each status', async () => {
    fakeApi(sellerApi);
    renderPage(<SellerOrdersPage />, { path: '/orders' });
    expect(await screen.findByText('Sana Pharmacy')).toBeTruthy();
    expect(screen.getByText('Bilal Medicos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 2' })).toBeTruthy();
  });

  it('searches from three characters once typing pauses, and an emptied box brings the list back', async () => {
    const calls = fakeApi(sellerApi);
    renderPage(<SellerOrdersPage />, { path: '/orders' });
    await screen.findByText('Sana Pharmacy');
    const box = screen.getByRole('searchbox', { name: 'Search Orders' });

    await userEvent.type(box, 'sa');
    expect(screen.getByText(/Type at least 3 characters to search/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches(calls)).toEqual([]);

    await userEvent.type(box, 'n');
    await waitFor(() => shows(['Sana Pharmacy'], ['Bilal Medicos']), slow);
    expect(searches(calls)).toEqual(['san']);

    await userEvent.clear(box);
    await waitFor(() => shows(['Sana Pharmacy', 'Bilal Medicos'], []), slow);
    expect(searches(calls)).toEqual(['san']);
  });

  it('finds an order by its number from one digit, and says when nothing matches', async () => {
    const calls = fakeApi(sellerApi);
    renderPage(<SellerOrdersPage />, { path: '/orders' });
    await screen.findByText('Sana Pharmacy');
    const box = screen.getByRole('searchbox', { name: 'Search Orders' });

    await userEvent.type(box, '7');
    await waitFor(() => shows(['Bilal Medicos'], ['Sana Pharmacy']), slow);

    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(await screen.findByText(MSG.noDataFound, {}, slow)).toBeTruthy();
    expect(searches(calls)).toEqual(['7', 'zzz']);
  });
});
