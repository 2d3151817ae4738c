import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, fillDigits, freshPhone, latestCode, signIn } from '../support/demo';

/**
 * Search that forgives: words in any order, each a fragment, any case, on the store page, the catalogue selection
 * (as the seller types, no button) and the admin lists. And the landing lines beside the sign-in form.
 */

/** The data rows of the page's table (not the heading rows of manufacturers, nor the header). */
const dataRows = (page: Page) => page.locator('table tbody tr:not(.group-heading)');

/** Every data row holds every word (case-insensitive), and there is at least one. */
/** Every row shown has every word, once the list has settled (a row of the previous answer may linger a moment). */
async function expectEveryRowHas(rows: Locator, words: string[]) {
  await expect(rows.first()).toBeVisible();
  await expect(async () => {
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) for (const word of words) expect(text.toLowerCase(), text).toContain(word);
  }).toPass({ timeout: 10_000 });
}

test('"para 500" finds "Paracetamol 500mg" on the store page, words in any order and any case', async ({
  page,
}, info) => {
  await page.goto(`/${DEMO.sellerStore}`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(dataRows(page).first()).toBeVisible();

  await search.fill('para 500');
  await expect(dataRows(page).filter({ hasText: 'Paracetamol 500mg Tablets 10x10' })).toHaveCount(1);
  await expectEveryRowHas(dataRows(page), ['para', '500']);
  await page.screenshot({ path: info.outputPath('store-para-500.png') });

  await search.fill('500MG   Para');
  await expect(dataRows(page).filter({ hasText: 'Paracetamol 500mg Tablets 10x10' })).toHaveCount(1);
  await expectEveryRowHas(dataRows(page), ['para', '500mg']);

  // Every word must match: a word no product holds empties the table.
  await search.fill('para 500 zzzz');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await search.fill('');
  await expect(dataRows(page).filter({ hasText: 'Paracetamol 250mg' })).toHaveCount(1);
});

test('the catalogue selection searches as the seller types, every word in any order', async ({ page }, info) => {
  await signIn(page, DEMO.seller);
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  await page.goto('/SelectProducts');
  await expect(dataRows(page).first()).toBeVisible();

  // Typed, not submitted: the results follow after a pause in typing.
  const search = page.getByLabel('Search Products');
  await search.pressSequentially('syrup para', { delay: 20 });
  await expect(dataRows(page).filter({ hasText: 'Paracetamol 120ml Syrup' })).toHaveCount(1);
  await expectEveryRowHas(dataRows(page), ['syrup', 'para']);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('selection-syrup-para.png') });

  await search.fill('para syrup zzzz');
  await expect(page.getByText('No Data Found')).toBeVisible();

  // Emptying the box brings the first page back at once.
  await search.fill('');
  await expect(page.getByText('No Data Found')).toHaveCount(0);
  expect(await dataRows(page).count()).toBeGreaterThan(10);
});

test('the admin lists take several words: the catalogue and the retailers', async ({ page }, info) => {
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/AdminPanel$/);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('500 PARA');
  await expect(dataRows(page).filter({ hasText: 'Paracetamol 500mg Tablets 10x10' })).toHaveCount(1);
  await expectEveryRowHas(dataRows(page), ['para', '500']);
  await page.screenshot({ path: info.outputPath('admin-products-500-para.png') });

  await page.goto('/ViewRetailers');
  // Other journeys register retailers too (newest first): the demo retailer may be past the first page.
  await page.getByRole('searchbox', { name: 'Search' }).fill('city care');
  await expect(page.getByText('City Care Chemists').first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('shifa ahmed');
  await expect(page.getByText('Al Shifa Pharmacy').first()).toBeVisible();
  await expect(page.getByText('City Care Chemists')).toHaveCount(0);
  await page.screenshot({ path: info.outputPath('admin-retailers-shifa-ahmed.png') });
});

test('the sign-in page says what DawaLink is, beside the form on a desk and below it on a phone', async ({
  page,
}, info) => {
  await page.goto('/');
  const landing = page.getByRole('region', { name: 'Ordering between pharmacies and their wholesalers' });
  await expect(landing).toBeVisible();
  await expect(landing).toContainText("Retailer? Open your wholesaler's store link");
  await expect(landing).toContainText('Wholesaler? Put your price list online behind one store link');
  const form = page.getByRole('button', { name: 'SIGN IN' });
  await expect(form).toBeVisible();

  const card = (await page.locator('.auth-card').boundingBox())!;
  const lines = (await landing.boundingBox())!;
  if (info.project.name === 'desktop') {
    expect(lines.x).toBeGreaterThanOrEqual(card.x + card.width);
    expect(lines.y).toBeLessThan(card.y + card.height);
  } else {
    expect(lines.y).toBeGreaterThanOrEqual(card.y + card.height);
    expect(lines.x + lines.width).toBeLessThanOrEqual(400);
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await page.screenshot({ path: info.outputPath('landing.png'), fullPage: true });
});

test('the seller sign-up form names the person, the business and the PIN, and the store link follows the business', async ({
  page,
}, info) => {
  const phone = freshPhone();
  const suffix = `${Date.now().toString(36)}${info.project.name === 'desktop' ? 'd' : 'm'}`;
  await page.goto('/wholesellerSignup');
  await expect(page.getByText('Your own name, as the person who runs the business.')).toBeVisible();
  await expect(page.getByText('your store link is made from it')).toBeVisible();
  await expect(page.getByText('4 digits: you sign in with your phone number and this PIN.')).toBeVisible();
  // The visible labels say PIN; the spec's names still find the same fields.
  await expect(page.getByText('PIN', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm PIN', { exact: true })).toBeVisible();
  await expect(page.getByText('Password', { exact: true })).toHaveClass(/visually-hidden/);
  await page.screenshot({ path: info.outputPath('seller-signup.png'), fullPage: true });

  await page.getByLabel('Full Name').fill('Imran Qureshi');
  await page.getByLabel('Business Name').fill(`Multan Medicine Co ${suffix}`);
  await page.getByLabel('Address').fill('Hussain Agahi, Multan');
  await page.getByLabel('Email').fill('orders@multan.pk');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('PIN', { exact: true }).fill('1357');
  await page.getByLabel('Confirm Password').fill('1357');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await fillDigits(page, 'OTP', await latestCode(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('SignUp Successful')).toBeVisible();

  const store = await (await page.request.get(`/api/WholesellerCategory/url/multan-medicine-co-${suffix}`)).json();
  expect(store).toMatchObject({ busniess_name: `Multan Medicine Co ${suffix}` });
  await signIn(page, phone, '1357');
  await expect(page).toHaveURL(/\/WholesellerHome$/);
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.user).toMatchObject({ full_name: 'Imran Qureshi', busniess_name: `Multan Medicine Co ${suffix}` });
});
