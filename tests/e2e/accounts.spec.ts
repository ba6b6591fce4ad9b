import type { Page } from '@playwright/test';
import { expect, test, whenHydrated } from './support/test';
import { shopApi } from './support/api';
import { waitForOtp } from './support/mail';
import { signUpThroughApi } from './support/session';

// Accounts end to end against the real shop, with the OTP codes read from real SMTP mail
// (tests/e2e/support/global-setup.ts catches it).

const ALERT_MESSAGES = {
  allRequired: 'All fields are required.',
  invalidEmail: 'Please enter a valid email.',
  invalidPassword: 'Password must be at least 8 characters long and contain at least one letter and one number.',
  mismatch: 'Password and Confirm Password must match.',
  invalidPhone: 'Please enter a valid phone number.',
  otpRequired: 'Please enter the OTP sent to your email.',
  loginFailed: 'Invalid email or password. Please try again.',
};

interface Shopper {
  username: string;
  email: string;
  phone: string;
  address: string;
  password: string;
}

function newShopper(project: string): Shopper {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    username: `Asha ${stamp.slice(-5)}`,
    email: `asha.${project}.${stamp}@example.in`,
    phone: '9876543210',
    address: '14 Arera Colony, Bhopal, Madhya Pradesh 462016',
    password: 'Lakes#2024',
  };
}

async function fillSignUp(page: Page, fields: Partial<Shopper> & { confirm?: string }) {
  if (fields.username !== undefined) await page.getByLabel('Username').fill(fields.username);
  if (fields.email !== undefined) await page.getByLabel('Email').fill(fields.email);
  if (fields.phone !== undefined) await page.getByLabel('Phone').fill(fields.phone);
  if (fields.address !== undefined) await page.getByLabel('Address').fill(fields.address);
  if (fields.password !== undefined) await page.getByLabel('Password', { exact: true }).fill(fields.password);
  if (fields.confirm !== undefined) await page.getByLabel('Confirm Password', { exact: true }).fill(fields.confirm);
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  const panel = page.getByRole('dialog', { name: /./ });
  await expect(panel).toBeVisible();
  return panel;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

test.describe('accounts', () => {
  test('sign up with the mailed code, see the profile, log out, log in with a redirect, reset the password', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = newShopper(testInfo.project.name);
    // A controllable clock, so the 30-second resend countdown can be run to its end at once.
    await page.clock.install();

    // Sign up.
    await page.goto('/signup');
    await expect(page).toHaveTitle('Sign Up · Bhopal Threads');
    await fillSignUp(page, { ...shopper, confirm: shopper.password });

    const toggle = page.getByRole('button', { name: 'Show password', exact: true });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await toggle.click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');

    const signUpMailSince = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('status')).toContainText('OTP sent to your email');
    await expect(page.getByText(/^Resend OTP in \d+ seconds\.$/)).toBeVisible();
    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeDisabled();
    const signUpCode = await waitForOtp(shopper.email, signUpMailSince);

    await page.clock.fastForward(31_000);
    await expect(page.getByText(/^Resend OTP in \d+ seconds\.$/)).toHaveCount(0);
    await expect(resend).toBeEnabled();

    await page.getByLabel('OTP').fill(signUpCode);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // Signed in: the profile panel shows the account.
    let panel = await openProfile(page);
    await expect(panel.getByRole('heading', { name: shopper.username })).toBeVisible();
    await expect(panel).toContainText(shopper.email);
    await expect(panel).toContainText(shopper.phone);
    await expect(panel).toContainText(shopper.address);

    // Log out: the API is called, the panel closes, and it then offers Sign Up and Log In.
    await panel.getByRole('button', { name: 'Log out' }).click();
    await expect(panel).toBeHidden();
    panel = await openProfile(page);
    await expect(panel.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect((await shopApi(page.request).GET('/auth/verify')).response.status).toBe(401);
    await panel.getByRole('button', { name: 'Close profile panel' }).click();

    // Log in with a redirect: a wrong password first, then the right one.
    await page.goto('/login?redirect=/trending');
    await expect(page).toHaveTitle('Log In · Bhopal Threads');
    await logIn(page, shopper.email, 'Wrong#Pass1');
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText(ALERT_MESSAGES.loginFailed);
    await logIn(page, shopper.email, shopper.password);
    // The whole path: '/login?redirect=/trending' itself ends in '/trending'.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/trending$/);
    // Signed in, Log In and Sign Up send the shopper on to where they were going.
    await page.goto('/login?redirect=/cart');
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    panel = await openProfile(page);
    await expect(panel).toContainText(shopper.email);
    await panel.getByRole('button', { name: 'Log out' }).click();
    await expect(panel).toBeHidden();

    // Forgot password, with the code from the reset mail.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot Password · Bhopal Threads');
    const newPassword = 'Upper#Lake9';
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
    const resetMailSince = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText(/^Resend OTP in \d+ seconds\.$/)).toBeVisible();
    await page.getByLabel('OTP').fill(await waitForOtp(shopper.email, resetMailSince));
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status')).toContainText('Password updated');

    // The old password no longer works; the new one does, and an open redirect is refused.
    await logIn(page, shopper.email, shopper.password);
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveText(ALERT_MESSAGES.loginFailed);
    await page.goto('/login?redirect=//evil.example');
    await logIn(page, shopper.email, newPassword);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    panel = await openProfile(page);
    await expect(panel).toContainText(shopper.email);
  });

  test('sign-up shows each rule message word for word, before any call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/')) calls.push(request.url());
    });
    const good: Shopper = newShopper('rules');
    const alert = page.getByRole('alert').filter({ hasText: /./ });
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });

    await page.goto('/signup');
    await submit.click();
    await expect(alert).toHaveText(ALERT_MESSAGES.allRequired);
    await expect(page.getByLabel('Username')).toBeFocused();

    await fillSignUp(page, { ...good, email: 'asha@bhopal', confirm: good.password });
    await submit.click();
    await expect(alert).toHaveText(ALERT_MESSAGES.invalidEmail);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await fillSignUp(page, { email: good.email, password: 'password', confirm: 'password' });
    await submit.click();
    await expect(alert).toHaveText(ALERT_MESSAGES.invalidPassword);

    await fillSignUp(page, { password: good.password, confirm: `${good.password}x` });
    await submit.click();
    await expect(alert).toHaveText(ALERT_MESSAGES.mismatch);
    await expect(page.getByLabel('Confirm Password', { exact: true })).toBeFocused();

    await fillSignUp(page, { confirm: good.password, phone: '987654321' });
    await submit.click();
    await expect(alert).toHaveText(ALERT_MESSAGES.invalidPhone);
    // Send OTP runs the same checks first.
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(alert).toHaveText(ALERT_MESSAGES.invalidPhone);

    await fillSignUp(page, { phone: good.phone });
    await submit.click();
    await expect(alert).toHaveText(ALERT_MESSAGES.otpRequired);
    expect(calls).toEqual([]);
  });

  test('login and reset show their rule messages; the screens link to each other', async ({ page }) => {
    const alert = page.getByRole('alert').filter({ hasText: /./ });
    await page.goto('/login?redirect=/cart');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(alert).toHaveText(ALERT_MESSAGES.allRequired);
    await logIn(page, 'not-an-email', 'Lakes#2024');
    await expect(alert).toHaveText(ALERT_MESSAGES.invalidEmail);

    // Login -> sign-up keeps the redirect; sign-up -> login too.
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup\?redirect=\/cart$/);
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/cart$/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    const email = page.getByLabel('Email');
    await email.fill('asha@example.in');
    await page.getByLabel('New Password', { exact: true }).fill('Lakes#2024');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Lakes#2025');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(alert).toHaveText(ALERT_MESSAGES.mismatch);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Lakes#2024');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(alert).toHaveText(ALERT_MESSAGES.otpRequired);
    await expect(page.getByLabel('OTP')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Show new password' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('what is typed into the server-rendered login before its scripts run is kept, and Enter cannot send it early', async ({ page }) => {
    const { email } = await signUpThroughApi(page);
    await page.context().clearCookies();
    // The page's scripts wait until released: the shopper types into the server's HTML meanwhile.
    let release = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Chai@1234');
    const submit = page.getByRole('button', { name: 'Log In', exact: true });
    // Not yet hydrated: the browser would send the form itself, the password in the address.
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).press('Enter');

    release();
    await expect(submit).toBeEnabled();
    expect(page.url()).toMatch(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await submit.click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('alert').filter({ hasText: /./ })).toHaveCount(0);
  });

  test('the login back arrow goes back one page, or home when there is none', async ({ page }) => {
    await page.goto('/trending');
    // An in-app visit makes the history entry the back arrow returns to.
    await whenHydrated(page);
    const panel = await openProfile(page);
    await panel.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/trending$/);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
