import { expect, request as playwrightRequest, test } from '@playwright/test';
import { formatMoney, QUICK_ORDER_MSG } from '@dawalink/shared';
import { DEMO, signIn } from '../support/demo';
import { newSeller, signInAs } from '../support/beyond';
import { registerRetailer, storeListings } from '../support/storefront';

/** The text a wa.me link carries. */
const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';

test('the store link goes out on WhatsApp first, with its ready text', async ({ page, request }) => {
  const seller = await newSeller(request);
  await signInAs(page, seller.phone, seller.pin);
  await page.goto('/profile');
  // The link settles once the server's public address is known.
  await expect(page.getByLabel('Store URL')).toHaveValue(/\/beyond-traders-\d+$/);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Store Link' });
  const first = dialog.getByRole('link').first();
  await expect(first).toHaveAccessibleName('WhatsApp');
  await expect(first).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect
    .poll(async () => textOf((await first.getAttribute('href'))!))
    .toBe(`Order from ${seller.name} on DawaLink: ${await page.getByLabel('Store URL').inputValue()}`);
});

test('a retailer shares an order summary, and its invoice through a signed link that expires', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const { sellerId, listings } = await storeListings(request);
  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer/);
  const lines = [
    { listing: listings[0], quantity: 3 },
    { listing: listings[1], quantity: 5 },
  ];
  const placed = await page.request.post('/api/Orders', {
    data: { wholeseller_id: sellerId, items: lines.map((l) => ({ listing_id: l.listing.id, quantity: l.quantity })) },
    headers: { 'Idempotency-Key': `whatsapp-${retailer.phone}` },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId = Number(await placed.text());
  const total = (await (await page.request.get(`/api/Orders/${orderId}`)).json()) as
    { total: number } | Array<{ total: number }>;
  const orderTotal = Array.isArray(total) ? total[0].total : total.total;

  // The seller ships it, which issues the invoice.
  const seller = await playwrightRequest.newContext({ baseURL });
  expect((await seller.post('/api/auth/login', { data: { phone: DEMO.seller, pin: DEMO.pin } })).ok()).toBe(true);
  expect((await seller.put(`/api/Orders/${orderId}`, { data: { status: 'Shipped' } })).ok()).toBe(true);
  await seller.dispose();

  await page.goto('/ordersRetailer');
  await page.getByRole('button', { name: 'View' }).first().click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const share = details.getByRole('link', { name: QUICK_ORDER_MSG.shareOnWhatsApp });
  const text = textOf((await share.getAttribute('href'))!);
  expect(text).toBe(
    [
      `Order #${orderId} with Karachi Medical Traders`,
      `3 x ${lines[0].listing.product_name}`,
      `5 x ${lines[1].listing.product_name}`,
      `Total: ${formatMoney(orderTotal)}`,
    ].join('\n'),
  );

  // The invoice: a window opens on WhatsApp with a signed link that anyone may open, without signing in.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const popup = context.waitForEvent('page');
  await details.getByRole('button', { name: QUICK_ORDER_MSG.shareInvoice }).click();
  const whatsapp = await popup;
  await expect.poll(() => whatsapp.url()).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const invoiceText = textOf(whatsapp.url());
  expect(invoiceText).toMatch(
    new RegExp(
      `^Invoice #${orderId}: https?://\\S+/api/shared/i\\.${orderId}\\.\\d+\\.[A-Za-z0-9_-]{43} \\(the link works for 72 hours\\)$`,
    ),
  );
  const shared = new URL(invoiceText.match(/https?:\/\/\S+/)![0]).pathname;
  const stranger = await playwrightRequest.newContext({ baseURL });
  const pdf = await stranger.get(shared);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // A forwarded link that someone changed is no link.
  const tampered = shared.replace(/\.(\d+)\./, (_m, expires: string) => `.${Number(expires) + 3600}.`);
  expect((await stranger.get(tampered)).status()).toBe(404);
  await stranger.dispose();
});
