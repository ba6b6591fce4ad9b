import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { SANDBOX_PAGE_PREFIX, signSandboxCallback, type SandboxState } from '../adapters/payments/sandbox/provider';
import { SANDBOX_PAGE_STYLE, sandboxPageHtml, sandboxUpiAppHtml } from '../adapters/payments/sandbox/page';
import type { Db } from '../db/client';
import { sandboxGatewayPayments } from '../db/schema';
import { cspHeaderValue } from '../plugins/headers';
import { escapeHtml } from '../../shared/escape-html';

const DECISIONS: Record<string, SandboxState> = { pay: 'COMPLETED', fail: 'FAILED', cancel: 'CANCELLED' };
const TRANSACTION = /^[A-Za-z0-9_-]{1,64}$/;

/** The browser's half of the form's anti-forgery pair: a random nonce, sent back only by this page's own posts. */
export const SANDBOX_FORM_COOKIE = 'sandbox_form';
const NONCE = /^[A-Za-z0-9_-]{24}$/;
export const SANDBOX_FORM_EXPIRED = 'This payment page has expired. Please go back to the shop and open the payment again.';

/** The form's token: the browser's nonce and the transaction, signed, so that it is good for this browser and payment only. */
function formToken(secret: string, nonce: string, transactionId: string): string {
  return createHmac('sha256', secret).update(`sandbox-form:${nonce}:${transactionId}`).digest('base64url');
}

/** The UPI request's token: whoever holds the link or scanned the QR may pay this one payment, as with a UPI collect request. */
function upiToken(secret: string, transactionId: string): string {
  return createHmac('sha256', secret).update(`sandbox-upi:${transactionId}`).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The shop's CSP with this page's one inline style allowed by its hash (no 'unsafe-inline'). */
function pagePolicy(https: boolean): string {
  const styleHash = createHash('sha256').update(SANDBOX_PAGE_STYLE).digest('base64');
  return cspHeaderValue({ 'style-src': [`'sha256-${styleHash}'`] }, https);
}

type Payment = typeof sandboxGatewayPayments.$inferSelect;
const UPI_DECISIONS: Record<string, SandboxState> = { pay: 'COMPLETED', decline: 'FAILED' };

interface Gateway {
  db: Db;
  secret: string;
  /** The shop's address as the shopper's phone reaches it (PUBLIC_URL), else the request's own. */
  publicUrl: string;
  find(transactionId: string): Promise<Payment | undefined>;
  /** Settles an open payment and posts the gateway's signed callback; false when it was already decided. */
  decide(payment: Payment, state: SandboxState, log: FastifyRequest['log']): Promise<boolean>;
}

/**
 * The sandbox gateway's hosted page, served by our server under its own path as a real
 * gateway would serve it on its own host: the shopper decides (here, or by UPI from a phone),
 * the gateway posts its signed callback to the shop server to server, then sends the browser
 * back to the shop.
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  { db, secret, secureCookies, publicUrl }: { db: Db; secret: string; secureCookies: boolean; publicUrl: string },
): Promise<void> {
  const gateway: Gateway = {
    db,
    secret,
    publicUrl,
    async find(transactionId) {
      if (!TRANSACTION.test(transactionId)) return undefined;
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.transactionId, transactionId)).limit(1);
      return row;
    },
    async decide(payment, state, log) {
      const [decided] = await db
        .update(sandboxGatewayPayments)
        .set({ state, updatedAt: sql`now()` })
        .where(and(eq(sandboxGatewayPayments.transactionId, payment.transactionId), eq(sandboxGatewayPayments.state, 'PENDING')))
        .returning();
      if (!decided) return false;
      // The gateway's server-to-server callback. It goes through the shop's HTTP route (and
      // its signature check) in process, so the sandbox needs no network of its own.
      const signed = signSandboxCallback(secret, decided);
      const callback = await app.inject({
        method: 'POST',
        url: new URL(decided.callbackUrl, 'http://sandbox.invalid').pathname,
        headers: { 'content-type': 'application/json', 'x-verify': signed.xVerify },
        payload: { response: signed.response },
      });
      if (callback.statusCode !== 200) log.warn({ status: callback.statusCode, body: callback.body }, 'sandbox callback was refused');
      return true;
    },
  };
  const policy = pagePolicy(secureCookies);
  await app.register(async (scope) => {
    // The pages' forms post urlencoded fields; only this scope reads them.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    registerPaymentPage(scope, gateway, { policy, secureCookies });
    registerUpiApp(scope, gateway, policy);
  });
}

/** The payment's UPI link (the sandbox UPI app's address, absolute so a phone that scans it reaches it) and its QR. */
async function upiRequest(gateway: Gateway, request: FastifyRequest, payment: Payment) {
  const origin = gateway.publicUrl || `${request.protocol}://${request.host}`;
  const link = `${origin}${SANDBOX_PAGE_PREFIX}/${payment.transactionId}/upi?t=${upiToken(gateway.secret, payment.transactionId)}`;
  return { link, qrSvg: await QRCode.toString(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

function registerPaymentPage(scope: FastifyInstance, gateway: Gateway, { policy, secureCookies }: { policy: string; secureCookies: boolean }): void {
  const cookieOptions = { path: SANDBOX_PAGE_PREFIX, httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;
  scope.get<{ Params: { transactionId: string }; Querystring: { watch?: string } }>(`${SANDBOX_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
    const payment = await gateway.find(request.params.transactionId);
    reply.header('cache-control', 'no-store').header('x-frame-options', 'DENY');
    if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('No such sandbox payment.');
    // The page watching a payment made from another device (its UPI QR) goes back to the shop once it is decided.
    if (request.query.watch === '1' && payment.state !== 'PENDING') return reply.redirect(payment.redirectUrl, 303);
    // A real gateway's form carries an anti-forgery token: another site cannot post Pay, Fail
    // or Cancel for a shopper's payment, because it can neither read the token nor send the cookie.
    let nonce = request.cookies[SANDBOX_FORM_COOKIE];
    if (!nonce || !NONCE.test(nonce)) {
      nonce = randomBytes(18).toString('base64url');
      void reply.setCookie(SANDBOX_FORM_COOKIE, nonce, cookieOptions);
    }
    const token = formToken(gateway.secret, nonce, payment.transactionId);
    return reply
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(sandboxPageHtml(payment, `${SANDBOX_PAGE_PREFIX}/${payment.transactionId}`, token, await upiRequest(gateway, request, payment)));
  });

  scope.post<{ Params: { transactionId: string }; Body: { decision?: string; token?: string } }>(`${SANDBOX_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
    const payment = await gateway.find(request.params.transactionId);
    if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('No such sandbox payment.');
    const nonce = request.cookies[SANDBOX_FORM_COOKIE];
    const token = request.body?.token;
    if (!nonce || !NONCE.test(nonce) || typeof token !== 'string' || !sameToken(token, formToken(gateway.secret, nonce, payment.transactionId))) {
      return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(SANDBOX_FORM_EXPIRED);
    }
    const state = DECISIONS[request.body?.decision ?? ''];
    if (!state) return reply.code(400).type('text/plain; charset=utf-8').send('Choose Pay, Fail or Cancel.');
    await gateway.decide(payment, state, request.log);
    return reply.header('cache-control', 'no-store').redirect(payment.redirectUrl, 303);
  });
}

/** The sandbox's UPI app: opened from the payment page's link on a phone, or by scanning its QR. */
function registerUpiApp(scope: FastifyInstance, gateway: Gateway, policy: string): void {
  const path = `${SANDBOX_PAGE_PREFIX}/:transactionId/upi`;
  const refused = 'This UPI request is not valid. Scan the QR on the payment page again.';
  const send = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-store').header('x-frame-options', 'DENY').header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
  const allowed = (payment: Payment | undefined, token: unknown): payment is Payment =>
    !!payment && typeof token === 'string' && sameToken(token, upiToken(gateway.secret, payment.transactionId));

  scope.get<{ Params: { transactionId: string }; Querystring: { t?: string } }>(path, async (request, reply) => {
    const payment = await gateway.find(request.params.transactionId);
    if (!allowed(payment, request.query.t)) return reply.code(403).type('text/plain; charset=utf-8').send(refused);
    return send(reply, sandboxUpiAppHtml(payment, `${SANDBOX_PAGE_PREFIX}/${payment.transactionId}/upi`, request.query.t!, null));
  });

  scope.post<{ Params: { transactionId: string }; Body: { t?: string; decision?: string } }>(path, async (request, reply) => {
    const payment = await gateway.find(request.params.transactionId);
    if (!allowed(payment, request.body?.t)) return reply.code(403).type('text/plain; charset=utf-8').send(refused);
    const state = UPI_DECISIONS[request.body?.decision ?? ''];
    if (!state) return reply.code(400).type('text/plain; charset=utf-8').send('Choose Pay or Decline.');
    const decided = await gateway.decide(payment, state, request.log);
    const back = `${SANDBOX_PAGE_PREFIX}/${payment.transactionId}?watch=1`;
    const done = decided
      ? `<p role="status">${state === 'COMPLETED' ? 'Paid.' : 'Declined.'} The shop's payment page moves on by itself; on this phone, <a href="${escapeHtml(back)}">go back to the shop</a>.</p>`
      : `<p>This request was already ${escapeHtml(payment.state.toLowerCase())}.</p>`;
    return send(reply, sandboxUpiAppHtml({ ...payment, state: decided ? state : payment.state }, '', '', done));
  });
}
