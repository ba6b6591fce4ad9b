import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { Browser } from './support/browser';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

describe('edit profile', () => {
  it('changes name, phone and address (trimmed), keeps the e-mail, and verify answers the new details', async () => {
    const { browser, email } = await signUp(shop);
    const saved = await browser.request('PUT', '/account/profile', { username: '  Asha V. ', phone: '9123456780', address: ' 7 Lake View Road, Bhopal ' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Your profile has been updated.');
    expect(saved.body.data.user).toMatchObject({ username: 'Asha V.', phone: '9123456780', address: '7 Lake View Road, Bhopal', email });
    expect((await browser.get('/auth/verify')).body.data.user).toMatchObject({ username: 'Asha V.', phone: '9123456780', email });
  });

  it("refuses with the sign-up's messages, naming the field, and changes nothing", async () => {
    const { browser } = await signUp(shop);
    const before = (await browser.get('/auth/verify')).body.data.user;
    for (const [body, message] of [
      [{ username: ' ', phone: '9123456780', address: 'Bhopal' }, 'Name: All fields are required.'],
      [{ username: 'Asha', phone: '91234', address: 'Bhopal' }, 'Phone: Please enter a valid phone number.'],
      [{ username: 'Asha', phone: '9123456780', address: '' }, 'Address: All fields are required.'],
    ] as const) {
      const refused = await browser.request('PUT', '/account/profile', body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    // The contract refuses an e-mail change (not part of the body) before the rules run.
    expect((await browser.request('PUT', '/account/profile', { username: 'Asha', phone: '9123456780', address: 'Bhopal', email: 'new@example.in' })).status).toBe(400);
    expect((await browser.get('/auth/verify')).body.data.user).toEqual(before);
  });

  it('asks a visitor to log in', async () => {
    expect((await new Browser(shop.app).request('PUT', '/account/profile', { username: 'A', phone: '9123456780', address: 'B' })).status).toBe(401);
  });
});
