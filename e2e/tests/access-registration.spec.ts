import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillDigits, freshPhone, latestCode } from '../support/demo';

/** A business name no other test uses (store links are unique). */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function enterCode(page: Page, phone: string) {
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  const code = await latestCode(page, phone);
  await fillDigits(page, 'OTP', code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('a seller registers with the Registration Form, verifies the SMS code and signs in for the first time', async ({
  page,
}) => {
  const phone = freshPhone();
  const name = uniqueName('Multan Medicine Co');
  await page.goto('/wholesellerSignup');
  await expect(page.getByRole('heading', { name: 'Registration Form' })).toBeVisible();

  // The form checks its errors before sending anything.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Business Name is Required')).toBeVisible();
  await expect(page.getByText('Please Enter all the required Fields')).toBeVisible();
  await page.getByLabel('Full Name').fill('Tiny');
  await page.getByLabel('Password', { exact: true }).fill('1357');
  await page.getByLabel('Confirm Password').fill('1358');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Business Name should consist of at least 5 characters')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Address').fill('Hussain Agahi, Multan');
  await page.getByLabel('Email').fill('orders@multan.pk');
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Confirm Password').fill('1357');
  await page.getByRole('button', { name: 'Submit' }).click();

  await enterCode(page, phone);
  await expect(page.getByText('SignUp Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByLabel('Phone No').fill(phone);
  await fillDigits(page, 'Pin', '1357');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/WholesellerHome$/);
});

test('a seller registers through the two steps as Wholesaler', async ({ page }) => {
  const phone = freshPhone();
  const name = uniqueName('Sialkot Surgical');
  await page.goto('/Registration/new');
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please Select the User')).toBeVisible();
  await expect(page.getByText('Store is Required')).toBeVisible();

  await page.getByLabel('Wholesaler').check();
  await page.getByLabel('Business Name').fill('Karachi Medical Traders');
  await page.getByLabel('Address').fill('Paris Road, Sialkot');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Store Name Already Registered, Please Try a different Store Name').first(),
  ).toBeVisible();
  await page.getByLabel('Business Name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
  await page.getByLabel('Full Name').fill('Kamran Butt');
  await page.getByLabel('Phone No').fill(phone);
  await fillDigits(page, 'Pin', '2468');
  await page.getByRole('button', { name: 'Register' }).click();

  await enterCode(page, phone);
  await expect(page).toHaveURL(/\/registeredsuccessfully$/);
  await expect(page.getByRole('heading', { name: 'You are Registered Successfully' })).toBeVisible();
  // The 5-second countdown goes to sign-in.
  await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  await page.getByLabel('Phone No').fill(phone);
  await fillDigits(page, 'Pin', '2468');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/WholesellerHome$/);
});

test('a retailer registers, a wrong code is refused, resend works, and they are signed in', async ({ page }) => {
  const phone = freshPhone();
  await page.goto('/Registration/new');
  await page.getByLabel('Retailer').check();
  await page.getByLabel('Store Name').fill('Green Cross Pharmacy');
  await page.getByLabel('Address').fill('Shop 12, Blue Area, Islamabad');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The draft is kept in the reg_user cookie, written as the second step opens.
  const draft = async () => {
    const cookie = (await page.context().cookies()).find((c) => c.name === 'reg_user');
    return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as unknown) : undefined;
  };
  await expect
    .poll(draft)
    .toEqual({ user_as: 'retailer', store: 'Green Cross Pharmacy', address: 'Shop 12, Blue Area, Islamabad' });

  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Full Name is Required')).toBeVisible();
  await expect(page.getByText('Passcode is Required')).toBeVisible();
  await page.getByLabel('Full Name').fill('Hina 2');
  await page.getByLabel('Phone No').fill('03211234567');
  await fillDigits(page, 'Pin', '8642');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Alphabets only')).toBeVisible();
  await page.getByLabel('Full Name').fill('Hina Baig');
  await page.getByRole('button', { name: 'Register' }).click();
  // A phone that already has an account is refused before any code is sent.
  await expect(page.getByText('Phone No Already Registered. Please SignIn').first()).toBeVisible();

  await page.getByLabel('Phone No').fill(phone);
  await page.getByLabel('Email (Optional)').fill('hina@greencross.pk');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();

  const first = await latestCode(page, phone);
  const wrong = String((Number(first) + 1) % 10000).padStart(4, '0');
  await fillDigits(page, 'OTP', wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText("OTP doesn't Match, Try again");

  // The e2e server allows an immediate resend (OTP_RESEND_S=0); the new code replaces the old one.
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('OTP Sent').first()).toBeVisible();
  await expect
    .poll(async () => (await page.request.get(`/api/dev/sms?phone=${phone}`).then((r) => r.json())).length)
    .toBe(2);
  await fillDigits(page, 'OTP', await latestCode(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Retailer Registered Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/registeredsuccessfully$/);
  await expect.poll(draft).toBeUndefined();
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).user).toMatchObject({ type: 'retailer', phone, store: 'Green Cross Pharmacy' });
  // Registration signed them in: the page says so and goes to their Home, not to the sign-in page.
  await expect(page.getByText('You are signed in. Taking you to your Home page')).toBeVisible();
  await expect(page).toHaveURL(/\/Home$/, { timeout: 8000 });
});

test("a retailer registers from a store's Register link and lands back on that store, signed in", async ({ page }) => {
  const store = DEMO.sellerStore;
  const phone = freshPhone();
  // The phone the store's checkout asked for is remembered (the spec's phone cookie) ...
  await page.goto(`/${store}`);
  await page.getByRole('table').getByRole('button', { name: 'Add', exact: true }).first().click();
  if (test.info().project.name === 'mobile')
    await page
      .getByRole('dialog', { name: 'Select Quantity' })
      .getByRole('button', { name: 'Add', exact: true })
      .click();
  await page.goto(`/phoneVerification/${store}`);
  await page.getByLabel('Phone No').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();

  // ... and the buyer chooses to register instead, from the store's menu.
  await page.goto(`/${store}`);
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(new RegExp(`/Registration/${store}$`));
  await expect(page.getByText('Registering as a retailer to order from Karachi Medical Traders.')).toBeVisible();
  await expect(page.getByLabel('Retailer')).toBeChecked();
  await expect(page.getByLabel('Wholesaler')).toBeDisabled();
  await page.getByLabel('Store Name').fill('Hilal Medicos');
  await page.getByLabel('Address').fill('Shop 3, Tariq Road, Karachi');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Personal Details' })).toBeVisible();
  await expect(page.getByLabel('Phone No')).toHaveValue(phone);
  await page.getByLabel('Full Name').fill('Bilal Hilal');
  await fillDigits(page, 'Pin', '5791');
  await page.getByRole('button', { name: 'Register' }).click();
  await enterCode(page, phone);

  await expect(page).toHaveURL(new RegExp(`/${store}$`));
  await expect(
    page.getByText('You are registered and signed in. You can order from Karachi Medical Traders now.'),
  ).toBeVisible();
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#store-nav').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.locator('#store-nav').getByRole('link', { name: 'My Orders' })).toBeVisible();
  const me = await page.request.get('/api/auth/me');
  expect((await me.json()).user).toMatchObject({ type: 'retailer', phone, store: 'Hilal Medicos' });
});

test('a registration link with an unknown store is the ordinary registration', async ({ page }) => {
  await page.goto('/Registration/no-such-store-anywhere');
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  await expect(page.getByLabel('Wholesaler')).toBeEnabled();
  await expect(page.getByLabel('Retailer')).not.toBeChecked();
});

test('step 2 without a draft goes back to step 1; the code page without a registration goes to step 1', async ({
  page,
}) => {
  await page.goto('/Registration2/new');
  await expect(page).toHaveURL(/\/Registration\/new$/);
  await page.goto('/RegistrationOTPVerification');
  await expect(page).toHaveURL(/\/Registration\/new$/);
});
