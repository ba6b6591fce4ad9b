import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions, users } from '../../src/server/db/schema';
import { PASSWORD, PROFILE, signUp, uniqueEmail } from './support/accounts';
import { Browser } from './support/browser';
import { TEST_AUTH_POLICY, startTestShop, type TestShop } from './support/test-app';

// The limits must hold however the requests arrive: an outside attack sent them all at once.
// Each test speaks from its own client address, so that the per-address counters of one test
// do not reach into another.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const THROTTLED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

/** A browser at the given address that already holds its XSRF token, so its writes can all start together. */
async function browserAt(address: string): Promise<Browser> {
  const browser = new Browser(shop.app, address);
  await browser.get('/auth/verify');
  return browser;
}

async function sessionCount(email: string): Promise<number> {
  const rows = await shop.database.db.select({ id: sessions.tokenHash }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(eq(users.email, email));
  return rows.length;
}

describe('login throttling under parallel requests', () => {
  it('checks at most ten passwords of one account when forty arrive at once, and the right one late among them does not log in', async () => {
    const { email } = await signUp(shop);
    const before = await sessionCount(email);
    const attacker = await browserAt('10.15.0.1');
    // As in the attack: the right password is the 35th of 40 sent together.
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 34 ? PASSWORD : 'Wrong@1234'));
    const answers = await Promise.all(passwords.map((password) => attacker.post('/auth/login', { email, password })));

    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(TEST_AUTH_POLICY.loginFailuresPerEmail);
    for (const answer of checked) expect(answer.status).toBe(401);
    for (const answer of answers.filter((one) => one.status === 429)) expect(answer.body.message).toMatch(THROTTLED);
    expect(answers[34]!.status).toBe(429);
    expect(await sessionCount(email)).toBe(before);

    // The account stays locked for the window, from any address.
    const owner = await browserAt('10.15.0.2');
    const later = await owner.post('/auth/login', { email, password: PASSWORD });
    expect(later.status).toBe(429);
    expect(later.body.message).toMatch(THROTTLED);
  });

  it('checks at most fifty passwords from one address when sixty logins for different accounts arrive at once', async () => {
    const attacker = await browserAt('10.15.1.1');
    const answers = await Promise.all(Array.from({ length: 60 }, () => attacker.post('/auth/login', { email: uniqueEmail(), password: 'Wrong@1234' })));
    const checked = answers.filter((answer) => answer.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(TEST_AUTH_POLICY.loginFailuresPerIp);
    for (const answer of checked) expect(answer.body.message).toBe('Invalid email or password. Please try again.');
    for (const answer of answers.filter((one) => one.status === 429)) expect(answer.body.message).toMatch(THROTTLED);
  });

  it('lets the owner log in after a few failures, resets the e-mail counter, and does not count successes against the address', async () => {
    const { email } = await signUp(shop);
    const browser = await browserAt('10.15.2.1');
    for (let i = 0; i < 9; i += 1) expect((await browser.post('/auth/login', { email, password: 'Wrong@1234' })).status).toBe(401);
    expect((await browser.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await browser.post('/auth/login', { email, password: 'Wrong@1234' })).status).toBe(401);
    expect((await browser.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    // The address's counter holds the 18 failures only: the good logins were given back.
    const [counter] = await shop.database.db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, 'login:ip:10.15.2.1'));
    expect(counter!.count).toBe(18);
  });
});

describe('sign-up codes for existing accounts', () => {
  it('counts probes for existing e-mails against the address: 429 once the hourly limit is used up', async () => {
    const limit = TEST_AUTH_POLICY.otpPerIpPerHour;
    const existing = Array.from({ length: limit + 1 }, () => uniqueEmail());
    await shop.database.db.insert(users).values(existing.map((email) => ({ ...PROFILE, email, passwordHash: 'not-a-hash' })));
    const prober = await browserAt('10.15.3.1');
    for (const email of existing.slice(0, limit)) {
      const answer = await prober.post('/otp/saveotp', { email });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('An account with this email already exists. Please log in.');
    }
    for (const email of [existing[limit]!, uniqueEmail()]) {
      const answer = await prober.post('/otp/saveotp', { email });
      expect(answer.status).toBe(429);
      expect(answer.body.message).toBe('Too many OTP requests. Please try again later.');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not held back by this one.
    const other = await browserAt('10.15.3.2');
    expect((await other.post('/otp/saveotp', { email: existing[limit]! })).status).toBe(409);
  });

  it('answers a sign-up with a made-up code the same whether or not the e-mail has an account', async () => {
    const { email } = await signUp(shop);
    const browser = await browserAt('10.15.4.1');
    const attempt = (address: string) => browser.post('/auth/register', { ...PROFILE, email: address, password: PASSWORD, otp: '123456' });
    const known = await attempt(email);
    const unknown = await attempt(uniqueEmail());
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The OTP has expired or was already used. Please ask for a new one.');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });
});
