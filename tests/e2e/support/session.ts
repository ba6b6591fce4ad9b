import { expect, type Page } from '@playwright/test';
import { waitForOtp } from './mail';

let counter = 0;

/**
 * Signs a new shopper up through the real API (the OTP read from the real SMTP mail) in the
 * page's browser context, so the page is signed in afterwards. For specs whose subject is not
 * the sign-up screens themselves.
 */
export async function signUpThroughApi(page: Page): Promise<{ email: string }> {
  const email = `e2e${Date.now()}${counter++}@example.in`;
  await page.request.get('/api/api/v1/auth/verify');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { 'x-xsrf-token': token };
  const since = Date.now();
  expect((await page.request.post('/api/api/v1/otp/saveotp', { headers, data: { email } })).ok()).toBe(true);
  const otp = await waitForOtp(email, since);
  const registered = await page.request.post('/api/api/v1/auth/register', {
    headers,
    data: { username: 'Ravi Sharma', email, password: 'Chai@1234', phone: '9876543210', address: '4 New Market, Bhopal', otp },
  });
  expect(registered.ok()).toBe(true);
  return { email };
}

/** Calls a state-changing API operation from the page's context, with its XSRF header. */
export async function apiPost(page: Page, path: string, data: unknown) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  return page.request.post(`/api/api/v1${path}`, { headers: { 'x-xsrf-token': token }, data });
}
