import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PAGE_PREFIX, signSandboxCallback, type SandboxState } from '../adapters/payments/sandbox/provider';
import { SANDBOX_PAGE_STYLE, sandboxPageHtml } from '../adapters/payments/sandbox/page';
import type { Db } from '../db/client';
import { sandboxGatewayPayments } from '../db/schema';
import { cspHeaderValue } from '../plugins/headers';

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

/**
 * The sandbox gateway's hosted page, served by our server under its own path as a real
 * gateway would serve it on its own host: the shopper decides, the gateway posts its signed
 * callback to the shop server to server, then sends the browser back to the shop.
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  { db, secret, secureCookies }: { db: Db; secret: string; secureCookies: boolean },
): Promise<void> {
  const policy = pagePolicy(secureCookies);
  const cookieOptions = { path: SANDBOX_PAGE_PREFIX, httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;
  await app.register(async (scope) => {
    // The page's form posts urlencoded fields; only this scope reads them.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const find = async (transactionId: string) => {
      if (!TRANSACTION.test(transactionId)) return undefined;
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.transactionId, transactionId)).limit(1);
      return row;
    };

    scope.get<{ Params: { transactionId: string } }>(`${SANDBOX_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
      const payment = await find(request.params.transactionId);
      reply.header('cache-control', 'no-store').header('x-frame-options', 'DENY');
      if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('No such sandbox payment.');
      // A real gateway's form carries an anti-forgery token: another site cannot post Pay, Fail
      // or Cancel for a shopper's payment, because it can neither read the token nor send the cookie.
      let nonce = request.cookies[SANDBOX_FORM_COOKIE];
      if (!nonce || !NONCE.test(nonce)) {
        nonce = randomBytes(18).toString('base64url');
        void reply.setCookie(SANDBOX_FORM_COOKIE, nonce, cookieOptions);
      }
      const token = formToken(secret, nonce, payment.transactionId);
      return reply
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        .send(sandboxPageHtml(payment, `${SANDBOX_PAGE_PREFIX}/${payment.transactionId}`, token));
    });

    scope.post<{ Params: { transactionId: string }; Body: { decision?: string; token?: string } }>(`${SANDBOX_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
      const payment = await find(request.params.transactionId);
      if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('No such sandbox payment.');
      const nonce = request.cookies[SANDBOX_FORM_COOKIE];
      const token = request.body?.token;
      if (!nonce || !NONCE.test(nonce) || typeof token !== 'string' || !sameToken(token, formToken(secret, nonce, payment.transactionId))) {
        return reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(SANDBOX_FORM_EXPIRED);
      }
      const state = DECISIONS[request.body?.decision ?? ''];
      if (!state) return reply.code(400).type('text/plain; charset=utf-8').send('Choose Pay, Fail or Cancel.');
      const [decided] = await db
        .update(sandboxGatewayPayments)
        .set({ state, updatedAt: sql`now()` })
        .where(and(eq(sandboxGatewayPayments.transactionId, payment.transactionId), eq(sandboxGatewayPayments.state, 'PENDING')))
        .returning();
      if (decided) {
        // The gateway's server-to-server callback. It goes through the shop's HTTP route (and
        // its signature check) in process, so the sandbox needs no network of its own.
        const signed = signSandboxCallback(secret, decided);
        const callback = await app.inject({
          method: 'POST',
          url: new URL(decided.callbackUrl, 'http://sandbox.invalid').pathname,
          headers: { 'content-type': 'application/json', 'x-verify': signed.xVerify },
          payload: { response: signed.response },
        });
        if (callback.statusCode !== 200) request.log.warn({ status: callback.statusCode, body: callback.body }, 'sandbox callback was refused');
      }
      return reply.header('cache-control', 'no-store').redirect(payment.redirectUrl, 303);
    });
  });
}
