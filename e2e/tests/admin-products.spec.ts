import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/demo';
import { apiAs, uniqueSuffix } from './admin-support';

/** The row of a product in the admin table (rows are under a manufacturer heading row). */
const productRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('the admin adds, edits and deactivates a product; it leaves the store and product selection', async ({
  page,
  baseURL,
  browser,
}, info) => {
  const name = `Admin Test Syrup ${uniqueSuffix(info.project.name)}`;
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  if (info.project.name === 'desktop') {
    await expect(page.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  }

  // The form checks its fields before sending.
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product Name is Required')).toBeVisible();
  await expect(page.getByText('Select a Manufacturer')).toBeVisible();
  await expect(page.getByText('Total Price is Required')).toBeVisible();

  // Add.
  const form = page.getByRole('region', { name: 'Add Product' });
  await form.getByLabel('Product Name').fill(name);
  await form.getByLabel('Manufacturer').selectOption('GSK');
  await form.getByLabel('Offer').fill('5');
  await form.getByLabel('Bonus').selectOption('OLD TP');
  await form.getByLabel('Total Price').fill('150');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Added Successfully')).toBeVisible();
  await expect(form.getByLabel('Product Name')).toHaveValue('');

  // Find it by search; it stands under its manufacturer with the code made from its name.
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(productRow(page, name)).toHaveCount(1);
  await expect(
    page
      .getByRole('rowheader', { name: 'GSK', exact: true })
      .or(page.getByRole('columnheader', { name: 'GSK', exact: true })),
  ).toBeVisible();
  await expect(productRow(page, name)).toContainText('Rs. 150/-');

  // Edit: the brand is required, then the change is saved.
  await productRow(page, name).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(dialog.getByLabel('Product Name')).toHaveValue(name);
  await dialog.getByLabel('Manufacturer').selectOption('Select');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Please Select a Manufacturer')).toBeVisible();
  await dialog.getByLabel('Manufacturer').selectOption('Pfizer');
  await dialog.getByLabel('Total Price').fill('175.5');
  await dialog.getByLabel('Total Price').press('Enter');
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(productRow(page, name)).toContainText('Rs. 175.50');

  // The second demo seller lists it; the first can still pick it in product selection; a visitor sees it in the store.
  const admin = await apiAs(baseURL!, DEMO.admin);
  const [product] = (await (await admin.get(`/api/Admin?search=${encodeURIComponent(name)}`)).json()) as Array<{
    id: number;
    manufacturer: string;
  }>;
  expect(product.manufacturer).toBe('Pfizer');
  const seller2 = await apiAs(baseURL!, DEMO.seller2);
  expect(
    (
      await seller2.post('/api/MedicalProducts', {
        data: { product_id: product.id, total_price: 170, offer: 0, bonus: '' },
      })
    ).ok(),
  ).toBe(true);
  const seller1 = await apiAs(baseURL!, DEMO.seller);
  const visitor = await apiAs(baseURL!);
  const seller1Id = await (await visitor.get(`/api/WholesellerCategory/wholeseller/${DEMO.sellerStore}`)).text();
  const seller2Id = await (await visitor.get(`/api/WholesellerCategory/wholeseller/${DEMO.seller2Store}`)).text();
  const inStore = async () => {
    const rows = (await (
      await visitor.get(`/api/WholesellerCategory/${DEMO.seller2Store}/${seller2Id}`)
    ).json()) as Array<{ product_id: number }>;
    return rows.some((r) => r.product_id === product.id);
  };
  const inSelection = async () => {
    const res = await seller1.get(`/api/Admin/product/search/${seller1Id}/${encodeURIComponent(name)}`);
    const rows = res.ok() ? ((await res.json()) as Array<{ id: number }>) : [];
    return rows.some((r) => r.id === product.id);
  };
  expect(await inStore()).toBe(true);
  expect(await inSelection()).toBe(true);

  // Deactivate behind "Are You Sure"; the row fades and offers Activate.
  await productRow(page, name).getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Status Updated Successfully')).toBeVisible();
  await expect(productRow(page, name)).toHaveClass(/row-disabled/);
  await expect(productRow(page, name).getByRole('button', { name: 'Activate' })).toBeVisible();

  // Gone from the store (API and page) and from product selection.
  expect(await inStore()).toBe(false);
  expect(await inSelection()).toBe(false);
  const shopper = await browser.newPage({ viewport: page.viewportSize() ?? undefined });
  await shopper.goto(`/${DEMO.seller2Store}`);
  await expect(shopper.getByText('Azithromycin 500mg Tablets 10x10').first()).toBeVisible();
  await expect(shopper.getByText(name)).toHaveCount(0);
  await shopper.close();

  // Activating brings it back for the seller who lists it.
  await productRow(page, name).getByRole('button', { name: 'Activate' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(productRow(page, name)).not.toHaveClass(/row-disabled/);
  expect(await inStore()).toBe(true);
  await Promise.all([admin.dispose(), seller1.dispose(), seller2.dispose(), visitor.dispose()]);
});

test('the catalogue pages by 50 and says when a search finds nothing', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(
    pages.getByRole('button', { name: 'Page 2' }).or(pages.getByRole('link', { name: 'Page 2' })),
  ).toBeVisible();
  const firstRow = await page.locator('tbody tr:not(.group-heading)').first().textContent();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('tbody tr:not(.group-heading)').first()).not.toHaveText(firstRow ?? '');
  await expect(page.locator('tbody tr:not(.group-heading)')).toHaveCount(50);
  await page.getByRole('searchbox', { name: 'Search' }).fill('no such product anywhere');
  await expect(page.getByText('No Data Found')).toBeVisible();
});

test('sellers and retailers cannot use the admin catalogue', async ({ baseURL }) => {
  for (const phone of [DEMO.seller, DEMO.retailer]) {
    const ctx = await apiAs(baseURL!, phone);
    expect((await ctx.get('/api/Admin')).status()).toBe(403);
    expect(
      (await ctx.post('/api/Admin', { data: { product_name: 'X', manufacturer: 'GSK', total_price: 1 } })).status(),
    ).toBe(403);
    expect((await ctx.put('/api/Admin/UpdateStatus/1')).status()).toBe(403);
    await ctx.dispose();
  }
  const visitor = await apiAs(baseURL!);
  expect((await visitor.get('/api/Admin')).status()).toBe(401);
  await visitor.dispose();
});
