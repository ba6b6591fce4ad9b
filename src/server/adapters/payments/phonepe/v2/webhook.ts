import { createHash, timingSafeEqual } from 'node:crypto';
import { callbackHeader, type CallbackSubject, type ProviderCallback } from '../../provider';

/** What PhonePe puts in a webhook's Authorization header: sha256 of `username:password`, in hex. */
export const webhookAuthorization = (username: string, password: string) => createHash('sha256').update(`${username}:${password}`).digest('hex');

/** Whether a webhook's Authorization header is ours, compared in constant time (hex in either case). */
export function isWebhookAuthorized(received: string, expectedHex: string): boolean {
  const given = Buffer.from(received.trim().toLowerCase());
  const expected = Buffer.from(expectedHex);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface WebhookBody {
  event?: unknown;
  payload?: { merchantOrderId?: unknown; merchantRefundId?: unknown };
}

/**
 * A Standard Checkout v2 webhook: `{ event, payload }`, authenticated by its Authorization
 * header. PhonePe says to read the `event` (its `type` is going away) and, for a payment's
 * outcome, only the root `payload.state`; the shop reads neither as the outcome, only which
 * order or refund to ask about. Null when the header does not hold or the body is unreadable.
 */
export function readV2Webhook(callback: ProviderCallback, expectedHex: string): CallbackSubject | null {
  if (!isWebhookAuthorized(callbackHeader(callback, 'authorization'), expectedHex)) return null;
  let body: WebhookBody | null;
  try {
    body = JSON.parse(callback.body) as WebhookBody | null;
  } catch {
    return null;
  }
  const event = typeof body?.event === 'string' ? body.event : '';
  const orderId = body?.payload?.merchantOrderId;
  const refundId = body?.payload?.merchantRefundId;
  if (event.startsWith('checkout.order.')) return typeof orderId === 'string' && orderId ? { kind: 'payment', transactionId: orderId } : null;
  if (event.startsWith('pg.refund.')) return typeof refundId === 'string' && refundId ? { kind: 'refund', refundId } : null;
  return event ? { kind: 'ignored', event } : null;
}
