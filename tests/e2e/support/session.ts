import { expect, type Page } from '@playwright/test';
import { API_BASE } from '../../../src/api/client';
import { shopApi } from './api';
import { waitForOtp } from './mail';

let counter = 0;

/**
 * Signs a new shopper up through the real API (the OTP read from the real SMTP mail) in the
 * page's browser context, so the page is signed in afterwards. For specs whose subject is not
 * the sign-up screens themselves.
 */
export async function signUpThroughApi(page: Page): Promise<{ email: string }> {
  const email = `e2e${Date.now()}${counter++}@example.in`;
  const api = shopApi(page.request);
  // The first call sets the XSRF-TOKEN cookie that the writes below send back.
  await api.GET('/auth/verify');
  const since = Date.now();
  expect((await api.POST('/otp/saveotp', { body: { email } })).response.ok).toBe(true);
  const otp = await waitForOtp(email, since);
  const registered = await api.POST('/auth/register', {
    body: { username: 'Ravi Sharma', email, password: 'Chai@1234', phone: '9876543210', address: '4 New Market, Bhopal', otp },
  });
  expect(registered.response.ok).toBe(true);
  return { email };
}

/** Calls a state-changing API operation from the page's context, with its XSRF header. */
export async function apiPost(page: Page, path: string, data: unknown) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  return page.request.post(`${API_BASE}${path}`, { headers: { 'x-xsrf-token': token }, data });
}
