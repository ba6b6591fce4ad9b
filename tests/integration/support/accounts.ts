import { expect } from 'vitest';
import { Browser } from './browser';
import type { TestShop } from './test-app';

let counter = 0;
export const uniqueEmail = () => `shopper${Date.now()}${counter++}@example.in`;
export const PASSWORD = 'Chai@1234';
export const PROFILE = { username: 'Asha Verma', phone: '9876543210', address: '12 MP Nagar, Bhopal' };

/** The six-digit code in a mail's text. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** Signs up through the real flow (OTP mailed over SMTP); the browser ends up signed in. */
export async function signUp(shop: TestShop, browser = new Browser(shop.app), email = uniqueEmail()) {
  const sent = await browser.post('/otp/saveotp', { email });
  expect(sent.status).toBe(200);
  const mail = await shop.mail.next(email);
  const registered = await browser.post('/auth/register', { ...PROFILE, email, password: PASSWORD, otp: codeIn(mail.text) });
  expect(registered.status).toBe(200);
  return { email, browser, registered };
}
