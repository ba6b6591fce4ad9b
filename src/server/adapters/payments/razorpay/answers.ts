import { ProviderUnavailableError, type PaymentStatusAnswer, type RefundAnswer } from '../provider';

/** Razorpay's `{ error: { code, description } }` refusal. */
export interface RazorpayError {
  error?: { code?: string; description?: string; reason?: string };
}

/** A payment entity (`/v1/payments/{id}`, `/v1/orders/{id}/payments`'s items). */
export interface RazorpayPayment {
  id: string;
  order_id?: string | null;
  amount?: number;
  status?: string;
  error_code?: string | null;
  error_description?: string | null;
}

/** A refund entity (`/v1/payments/{id}/refund`, `/v1/payments/{id}/refunds`'s items). */
export interface RazorpayRefund {
  id?: string;
  payment_id?: string;
  amount?: number;
  receipt?: string | null;
  status?: string;
}

/** A payment that took the money: captured, or captured and refunded since (the shop's own ledger knows about refunds). */
export const isTaken = (payment: RazorpayPayment) => payment.status === 'captured' || payment.status === 'refunded';

/**
 * How an order stands from its payments. Razorpay lets an order be tried more than once; one
 * captured payment pays it. `created` and `authorized` are under way (an authorised payment is
 * captured automatically, or refunded by Razorpay if it never is). Only when every attempt has
 * failed is the payment failed; an order with no attempt yet is pending, so its hold expires it.
 */
export function orderStateOf(items: readonly RazorpayPayment[]): PaymentStatusAnswer {
  const taken = items.find(isTaken);
  if (taken) return { state: 'paid', amountPaise: typeof taken.amount === 'number' ? taken.amount : null, raw: taken };
  const underWay = items.find((item) => item.status === 'created' || item.status === 'authorized');
  if (underWay || items.length === 0) return { state: 'pending', amountPaise: null, raw: underWay ?? { payments: 0 } };
  if (items.every((item) => item.status === 'failed')) return { state: 'failed', amountPaise: null, raw: items[items.length - 1] };
  throw new ProviderUnavailableError(`Razorpay answered an unexpected payment status: ${items.map((item) => item.status ?? 'none').join(', ')}`);
}

export const errorDetail = (status: number, answer: RazorpayError) => [answer.error?.code ?? `HTTP ${status}`, answer.error?.description].filter(Boolean).join(': ');

/** A refund as Razorpay tells it: processed is made, pending under way, failed refused. */
export function refundAnswerOf(refund: RazorpayRefund): RefundAnswer {
  const reference = refund.id ?? null;
  if (refund.status === 'processed') return { state: 'refunded', reference, detail: 'processed' };
  if (refund.status === 'pending') return { state: 'processing', reference, detail: 'pending' };
  if (refund.status === 'failed') return { state: 'failed', reference, detail: 'REFUND_FAILED: Razorpay failed the refund' };
  throw new ProviderUnavailableError(`Razorpay answered an unexpected refund status: ${refund.status ?? 'none'}`);
}
