import { expect, test } from '@playwright/test';
import { signIn } from '../support/demo';
import {
  isMobile,
  money,
  openCart,
  paisaTotal,
  registerRetailer,
  STORE,
  storeListings,
  type StoreListing,
} from '../support/storefront';

/** A typo a person makes on a phone: a letter dropped, or two swapped. */
function typo(word: string, i: number): string {
  const at = 2 + (i % Math.max(1, word.length - 4));
  return i % 2 === 0
    ? word.slice(0, at) + word.slice(at + 1)
    : word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** "Paracetamol 500mg Tablets 10x10" written as a WhatsApp line: molecule with a typo, strength, quantity, in turn. */
function lineFor(listing: StoreListing, i: number, quantity: number): string {
  const words = listing.product_name.split(' ');
  const strengthAt = words.findIndex((w) => /^\d/.test(w));
  const molecule = words.slice(0, strengthAt).join(' ').toLowerCase();
  const strength = words[strengthAt].replace(/mg$/, '');
  const written =
    molecule.length >= 7 && i % 3 !== 2 ? molecule.replace(/^\S+/, (w) => (w.length >= 7 ? typo(w, i) : w)) : molecule;
  switch (i % 4) {
    case 0:
      return `${i + 1}. ${written} ${strength} x ${quantity}`;
    case 1:
      return `${quantity} box ${written} ${strength}`;
    case 2:
      return `• ${written} ${strength} - ${quantity}`;
    default:
      return `💊 ${written} ${strength} ${quantity}pcs`;
  }
}

test('a pasted list of 20 lines with typos becomes the cart', async ({ page, request }) => {
  const { sellerId, listings } = await storeListings(request);
  // Twenty products of different molecules, so each line names one product.
  const seen = new Set<string>();
  const picked = listings
    .filter((l) => {
      const molecule = l.product_name.split(/ \d/)[0];
      if (seen.has(molecule) || !/ \d/.test(l.product_name)) return false;
      seen.add(molecule);
      return true;
    })
    .slice(0, 20);
  expect(picked).toHaveLength(20);
  const quantities = picked.map((_, i) => 1 + (i % 6));
  const lines = picked.map((l, i) => lineFor(l, i, quantities[i]));
  const text = ['Assalam o alaikum bhai, ye order bhej dein:', '', ...lines, '', 'zzqx blorptium'].join('\n');

  const retailer = await registerRetailer(request);
  await signIn(page, retailer.phone, retailer.pin);
  await expect(page).toHaveURL(/\/ordersRetailer/);
  await page.goto(`/${STORE}`);
  await page.getByRole('button', { name: 'Quick order' }).click();
  const paste = page.getByRole('dialog', { name: 'Quick order' });
  // Nothing pasted: the form says so beside the box.
  await paste.getByRole('button', { name: 'Find products' }).click();
  await expect(paste.getByText('Paste a list of products first')).toBeVisible();
  await paste.getByLabel('Paste your list').fill(text);
  await paste.getByRole('button', { name: 'Find products' }).click();

  const review = page.getByRole('dialog', { name: 'Check the products' });
  await expect(review).toBeVisible();
  await expect(review.getByTestId('quick-order-line')).toHaveCount(20);
  // At 400 px the lines are cards, not a table.
  await expect(review.getByRole('table')).toHaveCount(isMobile() ? 0 : 1);
  for (const [i, listing] of picked.entries()) {
    await expect(review.getByLabel(`Product for "${lines[i]}"`), lines[i]).toHaveValue(String(listing.id));
    await expect(review.getByLabel(`Quantity for "${lines[i]}"`)).toHaveValue(String(quantities[i]));
  }
  const unmatched = review.getByRole('region', { name: /Not found in this store/ });
  await expect(unmatched.getByRole('listitem')).toHaveText([
    'Assalam o alaikum bhai, ye order bhej dein:',
    'zzqx blorptium',
  ]);
  // The review is editable: another quantity on the first line, the last line left out.
  await review.getByLabel(`Quantity for "${lines[0]}"`).fill('7');
  quantities[0] = 7;
  await review.getByLabel(`Product for "${lines[19]}"`).selectOption({ label: 'Leave out' });
  await review.getByRole('button', { name: 'Add to cart' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('19 products added to the cart')).toBeVisible();

  const expected = paisaTotal(picked.slice(0, 19).map((l, i) => [l.total_price, quantities[i], l.offer]));
  const panel = await openCart(page);
  await expect(panel.getByTestId('cart-total')).toHaveText(money(expected));
  // The account's cart on the server holds the same lines (it follows the retailer to another phone).
  await expect
    .poll(async () => {
      const cart = (await (await page.request.get(`/api/Cart/${sellerId}`)).json()) as {
        items: Array<{ id: number; quantity: number }>;
      };
      return cart.items.map((i) => [i.id, i.quantity]);
    })
    .toEqual(picked.slice(0, 19).map((l, i) => [l.id, quantities[i]]));
});
