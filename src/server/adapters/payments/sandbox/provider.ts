import { createHash } from 'node:crypto';
import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxGatewayPayments, sandboxGatewayRefunds } from '../../../db/schema';
import { callbackResponseOf, fromBase64Json, isValidXVerify, toBase64Json, xVerify } from '../checksum';
import { callbackHeader, type GatewayState, type PaymentProvider, type RefundAnswer } from '../provider';

/** Where the sandbox gateway's hosted payment page lives on our own server. */
export const SANDBOX_PAGE_PREFIX = '/sandbox-gateway/pay';
const KEY_INDEX = 1;

export type SandboxState = (typeof sandboxGatewayPayments.$inferSelect)['state'];

const STATES: Record<SandboxState, GatewayState> = {
  PENDING: 'pending',
  COMPLETED: 'paid',
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  // A refunded payment was paid; the shop's own ledger knows about the refund.
  REFUNDED: 'paid',
};

function refundAnswer(row: typeof sandboxGatewayRefunds.$inferSelect): RefundAnswer {
  return row.state === 'COMPLETED'
    ? { state: 'refunded', reference: row.reference, detail: 'PAYMENT_SUCCESS' }
    : { state: 'failed', reference: row.reference, detail: 'EXCESS_REFUND_AMOUNT: more than the payment has left, or a payment that was never made' };
}

/** The key the sandbox signs its callbacks with, derived from the shop's secret. */
export const sandboxKey = (secret: string) => createHash('sha256').update(`sandbox-gateway:${secret}`).digest('hex');

/** The signed callback body and header the sandbox gateway posts (PhonePe's shape, the sandbox's key). */
export function signSandboxCallback(secret: string, payment: { transactionId: string; amountPaise: number; state: SandboxState }) {
  const response = toBase64Json({
    success: payment.state === 'COMPLETED',
    code: payment.state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_ERROR',
    data: { merchantTransactionId: payment.transactionId, amount: payment.amountPaise, state: payment.state },
  });
  return { response, xVerify: xVerify(response, sandboxKey(secret), KEY_INDEX) };
}

/**
 * The built-in sandbox gateway, merchant side. The gateway keeps its own ledger
 * (sandbox_gateway_payments); its hosted page (routes/sandbox-gateway.ts) lets the shopper
 * Pay, Fail or Cancel and then posts a signed callback, like a real redirect gateway.
 */
export function sandboxProvider({ db, secret, publicUrl }: { db: Db; secret: string; publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async startPayment(request) {
      await db.insert(sandboxGatewayPayments).values({
        transactionId: request.transactionId,
        merchantOrderId: request.orderId,
        amountPaise: request.amountPaise,
        state: 'PENDING',
        redirectUrl: request.redirectUrl,
        callbackUrl: request.callbackUrl,
      });
      return { redirectUrl: `${publicUrl}${SANDBOX_PAGE_PREFIX}/${request.transactionId}` };
    },
    async checkStatus(transactionId) {
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.transactionId, transactionId)).limit(1);
      if (!row) return { state: 'pending', amountPaise: null, raw: { code: 'TRANSACTION_NOT_FOUND' } };
      return { state: STATES[row.state], amountPaise: row.amountPaise, raw: { state: row.state } };
    },
    async refund({ transactionId, refundId, amountPaise }) {
      return db.transaction(async (tx) => {
        // A refund id the gateway has seen answers what it decided then (a repeated call refunds nothing more).
        const [seen] = await tx.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.refundId, refundId)).limit(1);
        if (seen) return refundAnswer(seen);
        // The payment's row is locked while its refunds are added up, so two refunds of one payment cannot both overdraw it.
        const [payment] = await tx
          .select()
          .from(sandboxGatewayPayments)
          .where(and(eq(sandboxGatewayPayments.transactionId, transactionId), inArray(sandboxGatewayPayments.state, ['COMPLETED', 'REFUNDED'])))
          .for('update');
        const [given] = await tx.select({ paise: sum(sandboxGatewayRefunds.amountPaise) }).from(sandboxGatewayRefunds).where(and(eq(sandboxGatewayRefunds.transactionId, transactionId), eq(sandboxGatewayRefunds.state, 'COMPLETED')));
        const fits = !!payment && Number(given?.paise ?? 0) + amountPaise <= payment.amountPaise;
        const [row] = await tx
          .insert(sandboxGatewayRefunds)
          .values({ refundId, transactionId, amountPaise, state: fits ? 'COMPLETED' : 'FAILED', reference: `SBR${createHash('sha256').update(refundId).digest('hex').slice(0, 14).toUpperCase()}` })
          .returning();
        // A cart checkout's orders are refunded one by one: the payment reads REFUNDED from its first refund on.
        if (fits) await tx.update(sandboxGatewayPayments).set({ state: 'REFUNDED', updatedAt: sql`now()` }).where(eq(sandboxGatewayPayments.transactionId, transactionId));
        return refundAnswer(row!);
      });
    },
    async checkRefund(refundId) {
      const [row] = await db.select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.refundId, refundId)).limit(1);
      return row ? refundAnswer(row) : { state: 'unknown', reference: null, detail: 'TRANSACTION_NOT_FOUND' };
    },
    readCallback(callback) {
      const response = callbackResponseOf(callback.body);
      if (response === null || !isValidXVerify(callbackHeader(callback, 'x-verify'), response, sandboxKey(secret), KEY_INDEX)) return null;
      const body = fromBase64Json(response) as { data?: { merchantTransactionId?: unknown } } | null;
      const transactionId = body?.data?.merchantTransactionId;
      return typeof transactionId === 'string' ? { kind: 'payment', transactionId } : null;
    },
  };
}
