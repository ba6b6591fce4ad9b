import { callbackHeader, type CallbackSubject, type ProviderCallback } from '../provider';
import { isWebhookSignature } from './signatures';

interface WebhookBody {
  event?: unknown;
  payload?: {
    payment?: { entity?: { order_id?: unknown } };
    order?: { entity?: { id?: unknown } };
    refund?: { entity?: { receipt?: unknown } };
  };
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * A Razorpay webhook `{ event, payload: { payment|order|refund: { entity } } }`, authenticated
 * by X-Razorpay-Signature over the raw body. Only which order or refund to ask about is read:
 * a payment's or order's Razorpay order id, a refund's receipt (our refund id). A refund made
 * on the dashboard (no receipt of ours) and any other event are acknowledged and ignored.
 * Null when the signature does not hold or the body is unreadable.
 */
export function readRazorpayWebhook(callback: ProviderCallback, webhookSecret: string): CallbackSubject | null {
  if (!isWebhookSignature(callbackHeader(callback, 'x-razorpay-signature'), callback.body, webhookSecret)) return null;
  let body: WebhookBody | null;
  try {
    body = JSON.parse(callback.body) as WebhookBody | null;
  } catch {
    return null;
  }
  const event = text(body?.event);
  if (!event) return null;
  const payload = body?.payload;
  if (event.startsWith('payment.') || event.startsWith('order.')) {
    const reference = text(payload?.payment?.entity?.order_id) ?? text(payload?.order?.entity?.id);
    return reference ? { kind: 'payment', reference } : { kind: 'ignored', event };
  }
  if (event.startsWith('refund.')) {
    const refundId = text(payload?.refund?.entity?.receipt);
    return refundId ? { kind: 'refund', refundId } : { kind: 'ignored', event };
  }
  return { kind: 'ignored', event };
}
