import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/demo';
import { addListings, createSeller } from '../support/seller-data';

const mobile = () => test.info().project.name === 'mobile';
const baseURL = () => test.info().project.use.baseURL!;

async function signInAsSeller(page: Page, phone: string) {
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await expect(page.getByRole('heading', { name: 'Product List' })).toBeVisible();
}

test('edit and delete a listing on the Product List', async ({ page }) => {
  const seller = await createSeller(baseURL(), 'Listing Edit');
  const [first, second] = await addListings(seller, 'Tablets', 3);
  await signInAsSeller(page, seller.phone);

  const row = page.getByRole('row').filter({ hasText: first.product_name });
  await expect(row).toBeVisible();
  // Narrow windows hide ID, Offer and Bonus until the person asks for them.
  if (mobile()) {
    await expect(page.getByRole('columnheader', { name: 'Offer' })).toHaveCount(0);
    await page.getByRole('button', { name: 'View columns' }).click();
    const dialog = page.getByRole('dialog', { name: 'View columns' });
    await dialog.getByLabel('Offer').check();
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(page.getByRole('columnheader', { name: 'Offer' })).toBeVisible();
  } else {
    await expect(page.getByRole('columnheader', { name: 'ID' })).toBeVisible();
  }

  // Edit: an empty price is refused before sending, then Enter saves.
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Form' });
  await expect(form.getByLabel('Bonus')).toHaveValue('None');
  await form.getByLabel('Total Price').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Total Price is Required')).toBeVisible();
  await expect(page.getByText('Please Enter all the required Fields')).toBeVisible();
  await form.getByLabel('Bonus').selectOption('OLD TP');
  await form.getByLabel('Offer (%)').fill('12');
  await form.getByLabel('Total Price').fill('321');
  await form.getByLabel('Total Price').press('Enter');
  await expect(page.getByText('Updated Successfully')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(row).toContainText('Rs. 321/-');
  await expect(row).toContainText('12%');

  // Search is client-side over every field and flattens the groups.
  await page.getByLabel('Search', { exact: true }).fill(second.product_name.toUpperCase());
  await expect(page.getByRole('row').filter({ hasText: second.product_name })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Search', { exact: true }).fill('no such product at all');
  await expect(page.getByText('Data Not Found')).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');

  // Delete behind the confirmation.
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are You Sure' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: second.product_name })).toBeVisible();
  await seller.api.dispose();
});

test('add three catalogue products from Add Products', async ({ page }) => {
  const seller = await createSeller(baseURL(), 'Listing Add');
  await signInAsSeller(page, seller.phone);
  await expect(page.getByText('Data Not Found')).toBeVisible();

  await page.getByRole('button', { name: 'Add Products' }).click();
  await expect(page).toHaveURL(/\/SelectProducts$/);
  await expect(page.getByRole('heading', { name: 'Tips/Guide' })).toBeVisible();
  await expect(page.getByText('Select the products to show on your market')).toBeVisible();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('No Items Selected')).toBeVisible();

  const boxes = page.getByRole('checkbox', { name: /^Select / });
  await expect(boxes.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const box = boxes.nth(i);
    names.push(((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    await box.check();
  }
  // Paging is blocked while items are ticked.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText('Please Add or Un-check the selected items')).toBeVisible();
  await expect(boxes.first()).toBeChecked();

  // A search with no match says so; clearing it restores the list with the ticks kept.
  const search = page.getByLabel('Search Products');
  await search.fill('zzzz-nothing');
  await search.press('Enter');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await search.fill('');
  await expect(boxes.first()).toBeChecked();

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await expect(page.getByText('Products Added Successfully')).toBeVisible();
  for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Listed products leave the selection.
  await page.goto('/SelectProducts');
  await expect(boxes.first()).toBeVisible();
  for (const name of names)
    await expect(page.getByRole('checkbox', { name: `Select ${name}`, exact: true })).toHaveCount(0);
  await seller.api.dispose();
});
