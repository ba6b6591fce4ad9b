import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Mail, Mailer } from '../../src/server/adapters/mail/mailer';
import { smtpMailer } from '../../src/server/adapters/mail/smtp';
import { diskStore } from '../../src/server/adapters/storage/disk';
import { buildApp, type AppDeps, type ShopApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { queueMail } from '../../src/server/services/mail-queue/queue';
import { signUp } from './support/accounts';
import { checkAnswersAgainstContract } from './support/contract-check';
import { freePort } from './support/free-port';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { draftFor, queuedMailsTo, startOrderShop, stockedLine, type StockedLine } from './support/order-shop';
import { openTestDatabase, TEST_AUTH_POLICY, TEST_SECRET, testDocumentsFolder, type TestShop } from './support/test-app';
import { postgresTemplateCopy } from './support/template-copy';

/** Reads until `ok` holds, or fails after `timeoutMs` with the last value read. */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The shop on `database` with its mail going to `mailer`, as buildApp wires it for main.ts. */
async function shopOn(database: Database, mailer: Mailer, extra: Pick<AppDeps, 'mailQueue' | 'logger'>): Promise<ShopApp> {
  const app = await buildApp({
    database,
    store: diskStore(testDocumentsFolder()),
    mailer,
    authPolicy: TEST_AUTH_POLICY,
    secret: TEST_SECRET,
    secureCookies: false,
    webRoot: null,
    paymentSweepMs: 0,
    postal: { lookup: async () => null },
    ...extra,
  });
  await app.ready();
  checkAnswersAgainstContract(app);
  return app;
}

const SLOW_SMTP_MS = 3000;

describe('order mail is queued with the order and sent off the request', () => {
  let shop: TestShop;
  let line: StockedLine;
  beforeAll(async () => {
    // A poll far longer than the test: only the commit's notification can make the mail prompt.
    shop = await startOrderShop({ mailQueue: { pollMs: 60_000 } });
    line = await stockedLine(shop.database.db, 50);
  });
  afterAll(async () => shop?.close());

  it('a COD checkout answers without waiting for a slow mail server; the mail arrives after, once', async () => {
    const { browser, email } = await signUp(shop);
    shop.mail.delayAnswers(SLOW_SMTP_MS);
    try {
      const started = Date.now();
      const placed = await browser.post('/order/cod', draftFor(line, 1, email));
      const answeredMs = Date.now() - started;
      expect(placed.status).toBe(200);
      // An answer that waited for the mail would take at least the server's delay (the margin keeps a loaded machine out of it).
      expect(answeredMs).toBeLessThan(SLOW_SMTP_MS);
      // Queued in the order's transaction, before the answer.
      const [queued] = await queuedMailsTo(shop.database.db, email);
      expect(queued).toMatchObject({ subject: `Order placed: ${placed.body.data.trackingId}`, sentAt: null });

      const mail = await shop.mail.next(email, SLOW_SMTP_MS + 5000);
      expect(mail.subject).toBe(`Order placed: ${placed.body.data.trackingId}`);
      const arrivedMs = mail.receivedAt - started;
      expect(arrivedMs).toBeGreaterThanOrEqual(SLOW_SMTP_MS);
      expect(arrivedMs).toBeLessThan(SLOW_SMTP_MS + 2000);
      console.log(`[mail-queue] ${shop.kind}: COD checkout answered in ${answeredMs} ms; its mail reached the slow SMTP server (answers after ${SLOW_SMTP_MS} ms) at ${arrivedMs} ms`);
      const [sent] = await until(() => queuedMailsTo(shop.database.db, email), ([row]) => row?.sentAt != null);
      expect(sent!.attempts).toBe(1);
      await expect(shop.mail.next(email, 500)).rejects.toThrow();
    } finally {
      shop.mail.delayAnswers(0);
    }
  });

  it('an order that is rolled back or never made queues no mail: short stock, the loser of a race for the last unit, a second cancel', async () => {
    // Order mails go to the account's address whatever is typed at checkout, so each case is told apart by its subject.
    const { browser, email } = await signUp(shop);
    const db = shop.database.db;
    const subjects = async () => (await queuedMailsTo(db, email)).map((row) => row.subject);
    const short = await stockedLine(db, 2, 1);
    const tooMany = await browser.post('/order/cod', draftFor(short, 3, email));
    expect(tooMany.status).toBe(409);
    expect(await subjects()).toEqual([]);

    const lastUnit = await stockedLine(db, 1, 2);
    const answers = await Promise.all([1, 2].map(() => browser.post('/order/cod', draftFor(lastUnit, 1, email))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const order = answers.find((answer) => answer.status === 200)!.body.data;
    // One order placed, one mail: the loser's rolled-back transaction queued none.
    expect(await subjects()).toEqual([`Order placed: ${order.trackingId}`]);

    const ref = { orderId: order._id, trackingId: order.trackingId };
    const cancels = await Promise.all([browser.request('DELETE', '/order/cancelOrder', ref), browser.request('DELETE', '/order/cancelOrder', ref)]);
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await subjects()).toEqual([`Order placed: ${order.trackingId}`, `Order cancelled: ${order.trackingId}`]);
    expect((await shop.mail.next(email)).subject).toBe(`Order placed: ${order.trackingId}`);
    expect((await shop.mail.next(email)).subject).toBe(`Order cancelled: ${order.trackingId}`);
  });
});

describe('mail server down', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ database, drop } = await openTestDatabase()));
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('the order is placed at once and its mail is sent when the mail server is back', async () => {
    const port = await freePort();
    let catcher: MailCatcher = await startMailCatcher({ port });
    const mailer = smtpMailer(catcher.url);
    const app = await shopOn(database, mailer, { mailQueue: { pollMs: 100, retryDelaysMs: [200, 400] } });
    try {
      const shop: TestShop = { app, database, kind: database.kind, mail: catcher, contractViolations: [], close: async () => {} };
      const { browser, email } = await signUp(shop);
      const line = await stockedLine(database.db, 10);
      await catcher.close();

      const started = Date.now();
      const placed = await browser.post('/order/cod', draftFor(line, 1, email));
      expect(placed.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      // Tried and failed (connection refused) more than once while the server is down, never lost.
      const [failing] = await until(() => queuedMailsTo(database.db, email), ([row]) => (row?.attempts ?? 0) >= 2);
      expect(failing).toMatchObject({ sentAt: null, gaveUpAt: null });
      expect(failing!.lastError).toMatch(/ECONNREFUSED|connect/i);

      catcher = await startMailCatcher({ port });
      const mail = await catcher.next(email, 10_000);
      expect(mail.subject).toBe(`Order placed: ${placed.body.data.trackingId}`);
      const [sent] = await until(() => queuedMailsTo(database.db, email), ([row]) => row?.sentAt != null);
      expect(sent!.lastError).toBeNull();
      await expect(catcher.next(email, 500)).rejects.toThrow();
    } finally {
      await app.close();
      await mailer.close();
      await catcher.close();
    }
  });

  it('gives a mail up after the set time, logs it as an error, and the sender keeps going', async () => {
    const logged: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    // Nothing listens on this port.
    const mailer = smtpMailer(`smtp://127.0.0.1:${await freePort()}`);
    // Given up after 1.5 s of 100 ms retries: room for several tries even when one attempt is slow
    // on a busy machine (with 300 ms, a first attempt that took longer was the last, and no retry was seen).
    const app = await shopOn(database, mailer, { mailQueue: { pollMs: 100, retryDelaysMs: [100], giveUpAfterMs: 1500 }, logger: { level: 'warn', stream } });
    try {
      const to = `never-${Date.now()}@example.in`;
      const mail: Mail = { to, subject: 'Order placed: BT000000-GIVEUP00', text: 'text', html: '<p>html</p>' };
      await queueMail(database.db, mail);
      const [row] = await until(() => queuedMailsTo(database.db, to), ([r]) => r?.gaveUpAt != null);
      expect(row!.attempts).toBeGreaterThanOrEqual(2);
      expect(row!.sentAt).toBeNull();
      expect(row!.gaveUpAt!.getTime() - row!.createdAt.getTime()).toBeGreaterThanOrEqual(1500);
      // The sender logs once its update has returned: the row can be read a moment before the line is written.
      await expect.poll(() => logged.some((line) => line.level === 50 && line.msg.startsWith(`MAIL GIVEN UP: mail ${row!.id} to ${to}`))).toBe(true);
      expect(logged.filter((line) => line.level === 40 && line.msg.includes(to)).length).toBeGreaterThanOrEqual(1);
      // Given up means given up: no more tries; and a later mail is still taken up.
      await queueMail(database.db, { ...mail, to: `later-${to}` });
      await until(() => queuedMailsTo(database.db, `later-${to}`), ([r]) => (r?.attempts ?? 0) >= 1);
      expect((await queuedMailsTo(database.db, to))[0]!.attempts).toBe(row!.attempts);
    } finally {
      await app.close();
      await mailer.close();
    }
  });
});

describe('two app servers on one database', () => {
  it('send each mail exactly once between them, even when both reach for the same rows at once', async () => {
    const catcher = await startMailCatcher();
    const sends: Record<'a' | 'b', string[]> = { a: [], b: [] };
    const counted = (name: 'a' | 'b'): Mailer => {
      const real = smtpMailer(catcher.url);
      return {
        async send(mail) {
          sends[name].push(mail.subject);
          await real.send(mail);
        },
        close: () => real.close(),
      };
    };
    // Two pools on one PostgreSQL database, as two servers have; PGlite is one process's database, shared.
    let databases: Database[];
    let url: string | undefined;
    let drop: () => Promise<void>;
    if (inject('dbKind') === 'postgres') {
      const copy = await postgresTemplateCopy();
      url = copy.url;
      databases = [await openDatabase({ databaseUrl: url, poolSize: 4 }), await openDatabase({ databaseUrl: url, poolSize: 4 })];
      drop = copy.drop;
    } else {
      const opened = await openTestDatabase();
      databases = [opened.database, opened.database];
      drop = opened.drop;
    }
    const subjects = Array.from({ length: 60 }, (_, i) => `Order placed: BT${String(i).padStart(6, '0')}-TWOSEND0`);
    const to = `two-senders-${Date.now()}@example.in`;
    await databases[0]!.db.transaction((tx) => queueMail(tx, subjects.map((subject) => ({ to, subject, text: subject, html: `<p>${subject}</p>` }))));
    // On PostgreSQL a third session holds every row while both servers start, so that both
    // senders' first takes meet the same locked rows at the same moment (a take that waited
    // instead of skipping would then take what the other took).
    const holder = url ? new pg.Client({ connectionString: url }) : null;
    if (holder) {
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from mail_queue for update');
    }
    const mailers = [counted('a'), counted('b')];
    const apps: ShopApp[] = [];
    try {
      const policy = { pollMs: 200, batchSize: 5 };
      apps.push(await shopOn(databases[0]!, mailers[0]!, { mailQueue: policy }), await shopOn(databases[1]!, mailers[1]!, { mailQueue: policy }));
      if (holder) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(catcher.mails).toEqual([]);
        await holder.query('commit');
      }

      await until(async () => catcher.mails.length, (count) => count >= subjects.length, 20_000);
      const rows = await until(
        () => queuedMailsTo(databases[0]!.db, to),
        (all) => all.every((row) => row.sentAt !== null),
      );
      // Late duplicates would arrive within this.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(catcher.mails.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
      expect([...sends.a, ...sends.b].sort()).toEqual([...subjects].sort());
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Both servers really sent: the test would prove little if one had done it all.
      expect(sends.a.length).toBeGreaterThan(0);
      expect(sends.b.length).toBeGreaterThan(0);
      console.log(`[mail-queue] ${databases[0]!.kind}: 60 mails, server A sent ${sends.a.length}, server B ${sends.b.length}, none twice`);
    } finally {
      await holder?.end();
      for (const app of apps) await app.close();
      for (const mailer of mailers) await mailer.close();
      await catcher.close();
      for (const database of new Set(databases)) await database.close();
      await drop();
    }
  });
});
