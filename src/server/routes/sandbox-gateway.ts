import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PAGE_PREFIX, signSandboxCallback, type SandboxState } from '../adapters/payments/sandbox/provider';
import { sandboxPageHtml } from '../adapters/payments/sandbox/page';
import type { Db } from '../db/client';
import { sandboxGatewayPayments } from '../db/schema';

const DECISIONS: Record<string, SandboxState> = { pay: 'COMPLETED', fail: 'FAILED', cancel: 'CANCELLED' };
const TRANSACTION = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The sandbox gateway's hosted page, served by our server under its own path as a real
 * gateway would serve it on its own host: the shopper decides, the gateway posts its signed
 * callback to the shop server to server, then sends the browser back to the shop.
 */
export async function registerSandboxGateway(app: FastifyInstance, { db, secret }: { db: Db; secret: string }): Promise<void> {
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
      return reply.type('text/html; charset=utf-8').send(sandboxPageHtml(payment, `${SANDBOX_PAGE_PREFIX}/${payment.transactionId}`));
    });

    scope.post<{ Params: { transactionId: string }; Body: { decision?: string } }>(`${SANDBOX_PAGE_PREFIX}/:transactionId`, async (request, reply) => {
      const payment = await find(request.params.transactionId);
      if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('No such sandbox payment.');
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
