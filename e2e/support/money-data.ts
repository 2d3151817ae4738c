import { expect, test } from '@playwright/test';
import { addListings, createRetailer, createSeller, type Account } from './seller-data';

/** Data of the trade money journeys: a fresh seller with listings and a fresh retailer per browser project. */
export interface MoneyWorld {
  seller: Account & { url: string; name: string };
  retailer: Account & { store: string };
  listings: Array<{ id: number; product_name: string; total_price: number }>;
}

export const isMobile = () => test.info().project.name === 'mobile';

export async function moneyWorld(baseURL: string, name: string): Promise<MoneyWorld> {
  const seller = await createSeller(baseURL, name);
  const listings = await addListings(seller, 'Syrup', 2);
  const retailer = await createRetailer(baseURL, `Money Shop ${test.info().project.name}`);
  const profile = (await (await seller.api.get(`/api/WholesellerControllerSignUp/${seller.id}`)).json()) as {
    url: string;
    busniess_name: string;
  };
  return { seller: { ...seller, url: profile.url, name: profile.busniess_name }, retailer, listings };
}

/** An order of the world's two listings (4 and 3), placed by its retailer; answers the id. */
export async function placeOrder(world: MoneyWorld, quantities: [number, number] = [4, 3]): Promise<number> {
  const res = await world.retailer.api.post('/api/Orders', {
    data: {
      wholeseller_id: world.seller.id,
      items: world.listings.map((l, i) => ({ listing_id: l.id, quantity: quantities[i] })),
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return Number(await res.text());
}

/** Invoices an order in full through the API; answers the invoice. */
export async function invoiceOrder(world: MoneyWorld, orderId: number): Promise<{ invoice_no: string; total: number }> {
  const res = await world.seller.api.post(`/api/Orders/${orderId}/invoice`, { data: {} });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { invoice_no: string; total: number };
}

export async function disposeWorld(world: MoneyWorld | undefined) {
  await world?.seller.api.dispose();
  await world?.retailer.api.dispose();
}
