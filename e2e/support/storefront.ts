import { formatMoney, linesNetTotal } from '@dawalink/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, freshPhone } from './demo';

/** Helpers of the storefront journeys (store page, cart, checkout). */
export const STORE = DEMO.sellerStore;

export const isMobile = () => test.info().project.name === 'mobile';

export interface StoreListing {
  id: number;
  product_name: string;
  total_price: number;
  /** The listing's offer (percent), taken off the line's amount. */
  offer: number;
}

/** The store's list as the page shows it (same order), read through the public API. */
export async function storeListings(
  request: APIRequestContext,
  url = STORE,
): Promise<{ sellerId: number; listings: StoreListing[] }> {
  const seller = (await (await request.get(`/api/WholesellerCategory/url/${url}`)).json()) as { id: number };
  const listings = (await (await request.get(`/api/WholesellerCategory/${url}/${seller.id}`)).json()) as StoreListing[];
  return { sellerId: seller.id, listings };
}

/** `Rs. 1,250/-` (`Rs. 1,250.50` with paisa), as the app writes money. */
export function money(amount: number): string {
  return formatMoney(amount);
}
/** A cart's total as the server charges it: [T.P, quantity, offer %] per line, each net of its offer (offer 0 if left out). */
export const paisaTotal = (lines: Array<[number, number, number?]>) =>
  linesNetTotal(lines.map(([price, quantity, offer = 0]) => ({ price, quantity, offer })));

/**
 * Adds the first `count` products of the page: a click on Add on desktop, the Select Quantity dialog (with
 * `quantity` set by its plus button) on small screens. Answers the quantities added.
 */
export async function addProducts(page: Page, count: number, quantity = 1): Promise<number[]> {
  const added: number[] = [];
  for (let i = 0; i < count; i++) {
    const button = page.getByRole('table').getByRole('button', { name: 'Add', exact: true }).nth(i);
    if (!isMobile()) {
      for (let q = 0; q < quantity; q++) await button.click();
    } else {
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Select Quantity' });
      await expect(dialog).toBeVisible();
      for (let q = 1; q < quantity; q++) await dialog.getByRole('button', { name: 'Increase quantity' }).click();
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
    added.push(quantity);
  }
  return added;
}

/** Opens the cart: the side panel is always open on desktop; small screens open the drawer from the header icon. */
export async function openCart(page: Page) {
  if (isMobile()) await page.getByRole('button', { name: /^Cart:/ }).click();
  const panel = page.getByRole('region', { name: 'Your Order' });
  await expect(panel).toBeVisible();
  return panel;
}

export async function checkout(page: Page) {
  const panel = await openCart(page);
  await panel.getByRole('button', { name: 'Checkout' }).click();
}

/** A retailer of our own (so that no demo account is touched): phone, SMS code, registration through the API. */
export async function registerRetailer(request: APIRequestContext, pin = '2468') {
  const phone = freshPhone();
  expect((await request.post(`/api/OTP/${phone}`, { data: { purpose: 'register' } })).status()).toBe(200);
  const texts = (await (await request.get(`/api/dev/sms?phone=${phone}`)).json()) as Array<{ text: string }>;
  const code = texts.at(-1)!.text.match(/\b(\d{4})\b/)![1];
  const verified = await request.post(`/api/OTP/${phone}/verify`, { data: { code, purpose: 'register' } });
  const { verification_token } = (await verified.json()) as { verification_token: string };
  const store = `E2E Store ${phone.slice(-5)}`;
  const res = await request.post('/api/Retailers', {
    data: {
      fullName: 'Test Buyer',
      email: '',
      phone,
      store,
      address: 'Shop 12, Test Market, Karachi',
      password: pin,
      verification_token,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { phone, pin, store, id: Number(await res.text()) };
}

/**
 * The column headings of a table that take more lines than they have words: a heading broken inside a word reads as
 * two ("Fr" over "ee"; in Urdu, whose letters join, "مق" over "دار").
 */
export async function headingsBrokenInsideWords(table: Locator): Promise<string[]> {
  return table.locator('thead th').evaluateAll((headings) =>
    headings
      .filter((th) => th.getBoundingClientRect().width > 0)
      .flatMap((th) => {
        const range = document.createRange();
        range.selectNodeContents(th);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        const words = (th.textContent ?? '').trim().split(/\s+/).length;
        return lines > words ? [`${th.textContent}: ${lines} lines`] : [];
      }),
  );
}
