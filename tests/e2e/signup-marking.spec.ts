import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { waitForOtp } from './support/mail';

// Sign-up's messages stay the spec's, one at a time in the form's alert; the fields each message
// is about are marked (aria-invalid, a red border) and point at it (aria-describedby), the first
// one focused. After sign-up the page the shopper lands on says the account is ready.

const DANGER = 'rgb(179, 38, 30)';

async function expectMarked(field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAttribute('aria-describedby', /(^| )signup-error( |$)/);
  await expect(field).toHaveCSS('border-top-color', DANGER);
}

async function expectUnmarked(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field).not.toHaveAttribute('aria-describedby', /signup-error/);
}

const fields = (page: Page) => ({
  username: page.getByLabel('Username'),
  email: page.getByLabel('Email'),
  phone: page.getByLabel('Phone'),
  address: page.getByLabel('Address'),
  password: page.getByLabel('Password', { exact: true }),
  confirm: page.getByLabel('Confirm Password', { exact: true }),
  otp: page.getByLabel('OTP'),
});

test('sign-up marks the fields each message is about, a wrong code marks the OTP, and the landing page says the account is ready', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `marking.${testInfo.project.name}.${Date.now()}@example.in`;
  const field = fields(page);
  const alert = page.locator('#signup-error');
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
  await page.goto('/signup');
  await expect(alert).toHaveAttribute('role', 'alert');

  // One form message for every empty field ('All fields are required.' stays one message).
  await submit.click();
  await expect(alert).toHaveText('All fields are required.');
  for (const name of ['username', 'email', 'phone', 'address', 'password', 'confirm'] as const) await expectMarked(field[name]);
  await expect(field.username).toBeFocused();

  // A wrong e-mail: only the e-mail is marked now.
  await field.username.fill('Meera Joshi');
  await field.email.fill('meera@bhopal');
  await field.phone.fill('9876543210');
  await field.address.fill('22 Shivaji Nagar, Bhopal');
  await field.password.fill('Lakes#2024');
  await field.confirm.fill('Lakes#2025');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid email.');
  await expectMarked(field.email);
  for (const name of ['username', 'phone', 'address', 'password', 'confirm'] as const) await expectUnmarked(field[name]);

  // The confirmation that does not match.
  await field.email.fill(email);
  await submit.click();
  await expect(alert).toHaveText('Password and Confirm Password must match.');
  await expectMarked(field.confirm);
  await expectUnmarked(field.email);
  await expect(field.confirm).toBeFocused();

  // A wrong code: the server's words, and the OTP field marked.
  await field.confirm.fill('Lakes#2024');
  const since = Date.now();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('status')).toContainText('OTP sent to your email');
  const code = await waitForOtp(email, since);
  await field.otp.fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(alert).toHaveText(/^The OTP is incorrect\. \d tries? left\.$/);
  await expectMarked(field.otp);
  await expect(field.otp).toBeFocused();

  // The right code: on to the home page, which says so once.
  await field.otp.fill(code);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  const ready = page.getByRole('status').filter({ hasText: 'Your account is ready. Welcome to Bhopal Threads, Meera Joshi!' });
  await expect(ready).toBeVisible();
  // Moving on inside the shop (no page load) drops it.
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('navigation', { name: 'Shop sections' }).getByRole('link', { name: 'Trending' }).click();
  await expect(page).toHaveURL(/\/trending$/);
  await expect(page.getByText('Your account is ready.', { exact: false })).toHaveCount(0);
});
