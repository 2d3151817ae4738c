// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '../../lib/i18n';
import { fakeApi, renderPage, signInAs } from '../../lib/page-test-support';
import { rememberStore, setCart } from '../../lib/cart';
import CheckoutPage from './checkout-page';
import { storefrontMsg } from '../../lib/i18n-storefront';

const seller = {
  id: 7,
  url: 'ali-traders',
  busniess_name: 'Ali Traders',
  full_name: 'Ali Raza',
  phone: '03001112223',
  address: 'Lahore',
};
const line = {
  id: 41,
  product_name: 'Panadol 500mg',
  manufacturer: 'GSK',
  offer: 0,
  bonus: '',
  total_price: 120,
  quantity: 3,
};
const retailer = {
  id: 5,
  type: 'retailer',
  phone: '03214445556',
  fullName: 'Sana Khan',
  full_name: 'Sana Khan',
  store: 'Sana Pharmacy',
  address: 'Shop 4, Mall Road, Lahore',
  email: '',
};

function clearBrowser() {
  localStorage.clear();
  for (const c of document.cookie.split('; ')) if (c) document.cookie = `${c.split('=')[0]}=; Max-Age=0; path=/`;
}

beforeEach(() => {
  clearBrowser();
  rememberStore(seller.url);
  setCart(seller.url, [line]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearBrowser();
});

describe('checkout page', () => {
  it('without a store visited, says to open one first', () => {
    localStorage.clear();
    fakeApi(() => undefined);
    renderPage(<CheckoutPage />, { path: '/checkout' });
    expect(screen.getByText(storefrontMsg().checkoutStoreMissing)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Recent Visited Suppliers' })).toBeTruthy();
  });

  it("shows the store's name and the cart, and says which details are missing", async () => {
    fakeApi(({ path }) => (path === `/WholesellerCategory/url/${seller.url}` ? [200, seller] : undefined));
    renderPage(<CheckoutPage />, { path: '/checkout' });
    expect(await screen.findByRole('link', { name: 'Ali Traders' })).toBeTruthy();
    expect(screen.getByText('Panadol 500mg')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: storefrontMsg().orderNow }));
    expect(await screen.findByText(MSG.fullNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.phoneEnter)).toBeTruthy();
  });

  it("sends a visitor whose phone is a retailer's to the PIN step", async () => {
    const calls = fakeApi(({ path }) => {
      if (path === `/WholesellerCategory/url/${seller.url}`) return [200, seller];
      if (path === '/Retailers/OTP/03214445556') return [200, { id: 5 }];
      return undefined; // the phone is no wholesaler's: 404
    });
    renderPage(<CheckoutPage />, { path: '/checkout' });
    await userEvent.type(screen.getByLabelText('Full Name'), 'Sana Khan');
    await userEvent.type(screen.getByLabelText('Phone No'), '03214445556');
    await userEvent.type(screen.getByLabelText('Store Name'), 'Sana Pharmacy');
    await userEvent.type(screen.getByLabelText('Address'), 'Shop 4, Mall Road, Lahore');
    await userEvent.click(screen.getByRole('button', { name: storefrontMsg().orderNow }));
    expect(await screen.findByText(`Landed on /PINVerification/${seller.url}`)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("places a signed-in retailer's order with their details and the cart's lines", async () => {
    signInAs(retailer);
    const calls = fakeApi(({ method, path }) => {
      if (path === '/auth/me') return [200, { user: retailer }];
      if (path === `/WholesellerCategory/url/${seller.url}`) return [200, seller];
      if (method === 'POST' && path === '/Orders') return [200, '913'];
      return undefined;
    });
    renderPage(<CheckoutPage />, { path: '/checkout' });
    expect((screen.getByLabelText('Phone No') as HTMLInputElement).value).toBe(retailer.phone);
    expect((screen.getByLabelText('Phone No') as HTMLInputElement).readOnly).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: storefrontMsg().orderNow }));
    expect(
      await screen.findByText(`Landed on /orderplacedsucessfully/${seller.url} with {"orderId":913}`),
    ).toBeTruthy();
    const order = calls.find((c) => c.method === 'POST' && c.path === '/Orders');
    expect(order?.body).toEqual({
      wholeseller_id: seller.id,
      items: [{ listing_id: line.id, quantity: 3 }],
      store: retailer.store,
      phone_no: retailer.phone,
      address: retailer.address,
    });
    await waitFor(() => expect(localStorage.getItem('cartItems')).not.toContain('Panadol'));
  });

  it("shows the seller's credit-limit refusal in the form and keeps the cart", async () => {
    signInAs(retailer);
    const refusal =
      'Your balance with Ali Traders is Rs. 9,000/- and your credit limit is Rs. 5,000/-. Please pay Rs. 4,360/- to place this order';
    fakeApi(({ method, path }) => {
      if (path === '/auth/me') return [200, { user: retailer }];
      if (path === `/WholesellerCategory/url/${seller.url}`) return [200, seller];
      if (method === 'POST' && path === '/Orders') return [409, { error: 'credit_limit', message: refusal }];
      return undefined;
    });
    renderPage(<CheckoutPage />, { path: '/checkout' });
    await userEvent.click(screen.getByRole('button', { name: storefrontMsg().orderNow }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.queryByText(/Landed on/)).toBeNull();
    expect(localStorage.getItem('cartItems')).toContain('Panadol');
  });
});
