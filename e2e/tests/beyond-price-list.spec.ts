import { expect, test } from '@playwright/test';
import { catalogueProducts, newSeller, signInAs } from '../support/beyond';

const csv = (rows: string[][]) =>
  rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');

test('a seller imports a price list: preview with refused rows, apply, download', async ({ page, request }) => {
  const seller = await newSeller(request);
  const products = (await catalogueProducts(request)).slice(0, 3);
  await signInAs(page, seller.phone, seller.pin);
  await page.goto('/pricelist');
  await expect(page.getByRole('heading', { name: 'Price List' })).toBeVisible();

  const file = csv([
    ['Product Name', 'Offer', 'Bonus', 'T.P'],
    [products[0].product_name, '5', 'None', '120'],
    [products[1].product_name, '', '', 'Rs. 1,250/-'],
    [products[2].product_name.toUpperCase(), '10%', 'OLD TP', '99.5'],
    ['No Such Medicine 5mg', '0', '', '10'],
    [products[0].product_name, '0', '', '=HYPERLINK("http://evil.test","1")'],
  ]);
  await page
    .getByLabel('Price list file')
    .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await page.getByRole('button', { name: 'Preview' }).click();

  // Refused rows are shown first, each with its reason; nothing can be applied until the seller decides.
  await expect(page.getByRole('button', { name: 'Refused (2)' })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: 'Price list preview' });
  await expect(table.getByText('Unknown product')).toBeVisible();
  await expect(table.getByText('T.P is not a valid price')).toBeVisible();
  const applyButton = page.getByRole('button', { name: 'Apply 3 changes' });
  await expect(applyButton).toBeDisabled();

  await page.getByRole('button', { name: 'New (3)' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByText(products[1].product_name)).toBeVisible();

  await page.getByLabel('Skip the 2 refused rows').check();
  await applyButton.click();
  const dialog = page.getByRole('dialog', { name: 'Are You Sure' });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Price list updated: 3 new, 0 changed').first()).toBeVisible();

  // The download has the three listings, in the same columns, formula-safe.
  const exported = await (await page.request.get('/api/PriceList/export')).text();
  expect(exported.split('\r\n')[0]).toBe('\uFEFFProduct Code,Product Name,Manufacturer,Offer,Bonus,T.P,Net');
  for (const p of products) expect(exported).toContain(p.product_name);
  expect(exported).toContain('1250.00');

  // Uploading the download again changes nothing.
  await page
    .getByLabel('Price list file')
    .setInputFiles({ name: 'again.csv', mimeType: 'text/csv', buffer: Buffer.from(exported) });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('button', { name: 'Unchanged (3)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nothing to apply' })).toBeDisabled();
});

test('a 5,000-row file previews with counts and pages, and refuses what it cannot use', async ({ page, request }) => {
  const seller = await newSeller(request);
  const products = await catalogueProducts(request);
  await signInAs(page, seller.phone, seller.pin);
  await page.goto('/pricelist');
  const rows = [['Product Code', 'Product Name', 'Manufacturer', 'Offer', 'Bonus', 'T.P']];
  for (let i = 0; i < 5000; i++) {
    const p = products[i % products.length];
    rows.push(
      i < products.length
        ? [p.product_code, p.product_name, p.manufacturer, '0', '', String(100 + i)]
        : ['', `Unlisted Medicine ${i}`, '', '0', '', '10'],
    );
  }
  await page
    .getByLabel('Price list file')
    .setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(rows)) });
  const started = Date.now();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('button', { name: 'All (5,000)' })).toBeVisible({ timeout: 20_000 });
  console.log(`5,000-row preview shown in ${Date.now() - started} ms`);
  await expect(page.getByRole('button', { name: `New (${products.length})` })).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Refused (${(5000 - products.length).toLocaleString('en-US')})` }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  await page.getByLabel(`Skip the ${(5000 - products.length).toLocaleString('en-US')} refused rows`).check();
  await page.getByRole('button', { name: `Apply ${products.length} changes` }).click();
  await page.getByRole('dialog', { name: 'Are You Sure' }).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Price list updated: ${products.length} new, 0 changed`).first()).toBeVisible();
});
