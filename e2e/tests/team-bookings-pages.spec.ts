import { expect, test } from '@playwright/test';
import { PAGE_SIZE, teamApiPaths } from '@dawalink/shared';
import { freshPhone, signIn } from '../support/demo';
import { joinedMember } from '../support/team';
import { registerRetailer, storeListings } from '../support/storefront';

/**
 * My bookings asks the server for one page of 50 at a time, with the count of all: a fresh booker books five more
 * orders than a page holds (through the API, as the Book an order screen places them) and pages to the second.
 */
test('a booker pages through their bookings, 50 a page, with how many there are', async ({ page, request }) => {
  test.setTimeout(180_000);
  const booked = PAGE_SIZE + 5;
  const { sellerId, listings } = await storeListings(request);
  const listing = listings[0];
  const retailer = await registerRetailer(request);
  // The request context ends signed in as the new booker.
  const booker = await joinedMember(request, 'booker', `Pager ${freshPhone().slice(-4)}`);
  const orderIds: number[] = [];
  for (let i = 0; i < booked; i++) {
    const placed = await request.post('/api/Orders', {
      data: { wholeseller_id: sellerId, retailer_id: retailer.id, items: [{ listing_id: listing.id, quantity: 1 }] },
      headers: { 'idempotency-key': `bookings-pages-${booker.phone}-${i}` },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    orderIds.push(Number(await placed.text()));
  }
  const newestFirst = [...orderIds].sort((a, b) => b - a);
  const first = (await (
    await request.get(`/api${teamApiPaths.booking.ordersPage({ offset: 0, limit: PAGE_SIZE })}`)
  ).json()) as {
    total: number;
  };
  expect(first.total).toBe(booked);

  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Booking/orders')) asked.push(new URL(r.url()).search);
  });
  await signIn(page, booker.phone, booker.pin);
  await expect(page).toHaveURL(/\/bookOrder$/);
  await page.goto('/myRetailers');

  const bookings = page.getByRole('region', { name: 'My bookings' });
  const rows = bookings.getByRole('table', { name: 'My bookings' }).locator('tbody tr');
  await expect(bookings.getByText(`${booked} booked orders`, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(PAGE_SIZE);
  await expect(rows.first()).toContainText(`#${newestFirst[0]}`);
  // The retailers' list (one retailer) has no pages: the only page buttons are the bookings'.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(1);

  const pages = bookings.getByRole('navigation', { name: 'Pages' });
  await pages.getByLabel('Page 2').click();
  await expect(rows).toHaveCount(booked - PAGE_SIZE);
  await expect(rows.first()).toContainText(`#${newestFirst[PAGE_SIZE]}`);
  await expect(rows.last()).toContainText(`#${newestFirst.at(-1)}`);
  await expect(bookings.getByText(`${booked} booked orders`, { exact: true })).toBeVisible();
  // The second page's first row is in view (the list starts at its heading again), and nothing runs off the side.
  await expect(rows.first()).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(asked).toEqual(
    expect.arrayContaining([`?offset=0&limit=${PAGE_SIZE}`, `?offset=${PAGE_SIZE}&limit=${PAGE_SIZE}`]),
  );

  // Back to the first page.
  await pages.getByLabel('Page 1').click();
  await expect(rows).toHaveCount(PAGE_SIZE);
  await expect(rows.first()).toContainText(`#${newestFirst[0]}`);
});
