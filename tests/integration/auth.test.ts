import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps, sessions, users } from '../../src/server/db/schema';
import { ACCOUNT_MESSAGES } from '../../src/shared/account-rules';
import { PASSWORD, PROFILE, codeIn, signUp as signUpThrough, uniqueEmail } from './support/accounts';
import { Browser } from './support/browser';
import { contractErrors } from './support/contract';
import { startTestShop, type TestShop } from './support/test-app';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => shop?.close());

const profile = PROFILE;

/** Lets the 30-second resend rule pass without waiting: ages the e-mail's codes in the database. */
async function ageCodes(email: string) {
  await shop.database.db.update(otps).set({ createdAt: sql`now() - interval '31 seconds'` }).where(eq(otps.email, email));
}

const signUp = (browser: Browser) => signUpThrough(shop, browser);

describe('sign-up with an e-mailed OTP', () => {
  it('mails a six-digit code with the shop name and validity, then creates the account and signs in', async () => {
    const browser = new Browser(shop.app);
    const email = uniqueEmail();
    const sent = await browser.post('/otp/saveotp', { email });
    expect(sent.status).toBe(200);
    expect(contractErrors('sendSignUpOtp', 200, sent.body)).toEqual([]);
    const mail = await shop.mail.next(email);
    expect(mail.subject).toContain('Bhopal Threads');
    expect(mail.text).toMatch(/valid for 10 minutes/);
    expect(mail.html).toContain(codeIn(mail.text));
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);

    const registered = await browser.post('/auth/register', { ...profile, email: email.toUpperCase(), password: PASSWORD, otp: codeIn(mail.text) });
    expect(registered.status).toBe(200);
    expect(contractErrors('register', 200, registered.body)).toEqual([]);
    expect(registered.body.data.user).toMatchObject({ ...profile, email, role: 'shopper' });
    const cookie = registered.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const verified = await browser.get('/auth/verify');
    expect(verified.status).toBe(200);
    expect(verified.body.data.user.email).toBe(email);

    const [row] = await shop.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const [code] = await shop.database.db.select().from(otps).where(eq(otps.email, email));
    expect(code!.codeHash).not.toContain(codeIn(mail.text));
  });

  it('says so when the e-mail already has an account', async () => {
    const { email } = await signUp(new Browser(shop.app));
    const again = await new Browser(shop.app).post('/otp/saveotp', { email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists. Please log in.');
  });

  it('enforces the sign-up rules on the server with the spec messages', async () => {
    const browser = new Browser(shop.app);
    const base = { ...profile, email: uniqueEmail(), password: PASSWORD, otp: '123456' };
    const cases: [Record<string, string>, string][] = [
      [{ username: '' }, ACCOUNT_MESSAGES.allRequired],
      [{ email: 'asha@bhopal' }, ACCOUNT_MESSAGES.invalidEmail],
      [{ password: 'password1' }, ACCOUNT_MESSAGES.invalidPassword],
      [{ phone: '987654321' }, ACCOUNT_MESSAGES.invalidPhone],
    ];
    for (const [change, message] of cases) {
      const response = await browser.post('/auth/register', { ...base, ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await shop.database.db.select().from(users).where(eq(users.email, base.email))).toEqual([]);
  });

  it('waits 30 seconds between codes', async () => {
    const browser = new Browser(shop.app);
    const email = uniqueEmail();
    expect((await browser.post('/otp/saveotp', { email })).status).toBe(200);
    const again = await browser.post('/otp/saveotp', { email });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before asking for a new OTP\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts wrong codes, and stops the code after five', async () => {
    const browser = new Browser(shop.app);
    const email = uniqueEmail();
    await browser.post('/otp/saveotp', { email });
    const code = codeIn((await shop.mail.next(email)).text);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (otp: string) => browser.post('/auth/register', { ...profile, email, password: PASSWORD, otp });
    expect((await attempt(wrong)).body.message).toBe('The OTP is incorrect. 4 tries left.');
    for (let i = 0; i < 3; i += 1) await attempt(wrong);
    expect((await attempt(wrong)).body.message).toBe('Too many wrong OTP attempts. Please ask for a new OTP.');
    const right = await attempt(code);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Too many wrong OTP attempts. Please ask for a new OTP.');
  });

  it('refuses an expired code', async () => {
    const browser = new Browser(shop.app);
    const email = uniqueEmail();
    await browser.post('/otp/saveotp', { email });
    const code = codeIn((await shop.mail.next(email)).text);
    await shop.database.db.update(otps).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(otps.email, email));
    const response = await browser.post('/auth/register', { ...profile, email, password: PASSWORD, otp: code });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The OTP has expired or was already used. Please ask for a new one.');
  });

  it("answers with the spec's message when the mail cannot be sent", async () => {
    shop.mail.failDeliveries(true);
    try {
      const response = await new Browser(shop.app).post('/otp/saveotp', { email: uniqueEmail() });
      expect(response.status).toBe(503);
      expect(response.body.message).toBe('Failed to send OTP. Please try again.');
    } finally {
      shop.mail.failDeliveries(false);
    }
  });
});

describe('login, sessions and logout', () => {
  it('rotates the session at login and ends it at logout', async () => {
    const first = new Browser(shop.app);
    const { email } = await signUp(first);
    const before = first.cookies.get('sid')!;

    const login = await first.post('/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(contractErrors('login', 200, login.body)).toEqual([]);
    const after = first.cookies.get('sid')!;
    expect(after).not.toBe(before);

    const stale = new Browser(shop.app);
    stale.cookies.set('sid', before);
    expect((await stale.get('/auth/verify')).status).toBe(401);

    const logout = await first.post('/auth/logout');
    expect(logout.status).toBe(200);
    expect(first.cookies.has('sid')).toBe(false);
    const replay = new Browser(shop.app);
    replay.cookies.set('sid', after);
    expect((await replay.get('/auth/verify')).status).toBe(401);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(new Browser(shop.app));
    const wrong = await new Browser(shop.app).post('/auth/login', { email, password: 'Wrong@1234' });
    const unknown = await new Browser(shop.app).post('/auth/login', { email: uniqueEmail(), password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid email or password. Please try again.');
    }
  });

  it('throttles failed logins per e-mail: 429 after ten failures, even with the right password', async () => {
    const { email } = await signUp(new Browser(shop.app));
    const attacker = new Browser(shop.app);
    for (let i = 0; i < 10; i += 1) {
      expect((await attacker.post('/auth/login', { email, password: 'Wrong@1234' })).status).toBe(401);
    }
    const blocked = await new Browser(shop.app).post('/auth/login', { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
  });

  it('resets the e-mail counter after a successful login', async () => {
    const browser = new Browser(shop.app);
    const { email } = await signUp(browser);
    for (let i = 0; i < 8; i += 1) await browser.post('/auth/login', { email, password: 'Wrong@1234' });
    expect((await browser.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 8; i += 1) await browser.post('/auth/login', { email, password: 'Wrong@1234' });
    expect((await browser.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('refuses a login without the XSRF token', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/api/v1/auth/login',
      payload: { email: 'a@b.in', password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets the new session reach a signed-in operation', async () => {
    const browser = new Browser(shop.app);
    await signUp(browser);
    const response = await browser.get('/order/getorderbyid');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: [] });
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const { email } = await signUp(new Browser(shop.app));
    const nobody = uniqueEmail();
    const known = await new Browser(shop.app).post('/otp/forgot-password', { email });
    const unknown = await new Browser(shop.app).post('/otp/forgot-password', { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await shop.mail.next(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shop.mail.mails.some((mail) => mail.to === nobody)).toBe(false);
  });

  it('sets the new password, ends every session and uses the code once', async () => {
    const phone = new Browser(shop.app);
    const { email } = await signUp(phone);
    const laptop = new Browser(shop.app);
    expect((await laptop.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    await ageCodes(email);

    await new Browser(shop.app).post('/otp/forgot-password', { email });
    const code = codeIn((await shop.mail.next(email)).text);
    const reset = await new Browser(shop.app).post('/auth/save-pswd', { email, password: 'Lassi#2024', otp: code });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password updated. Please log in with your new password.');

    expect((await phone.get('/auth/verify')).status).toBe(401);
    expect((await laptop.get('/auth/verify')).status).toBe(401);
    const [user] = await shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await shop.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);

    const reuse = await new Browser(shop.app).post('/auth/save-pswd', { email, password: 'Other#2024x', otp: code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('The OTP has expired or was already used. Please ask for a new one.');

    expect((await new Browser(shop.app).post('/auth/login', { email, password: PASSWORD })).status).toBe(401);
    expect((await new Browser(shop.app).post('/auth/login', { email, password: 'Lassi#2024' })).status).toBe(200);
  });

  it('refuses a sign-up code for a reset', async () => {
    const browser = new Browser(shop.app);
    const email = uniqueEmail();
    await browser.post('/otp/saveotp', { email });
    const code = codeIn((await shop.mail.next(email)).text);
    const response = await browser.post('/auth/save-pswd', { email, password: 'Lassi#2024', otp: code });
    expect(response.status).toBe(400);
  });
});
