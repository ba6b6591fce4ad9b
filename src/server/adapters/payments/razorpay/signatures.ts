import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Whether `received` is the hex HMAC-SHA256 of `message` under `secret`, compared in constant time. */
function isHmacOf(received: string, message: string, secret: string): boolean {
  const given = Buffer.from(received.trim().toLowerCase());
  const expected = Buffer.from(hmacHex(secret, message));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What Checkout hands back for a successful payment: razorpay_signature = HMAC-SHA256(order_id + '|' + payment_id, key secret). */
export const isCheckoutSignature = (signature: string, orderId: string, paymentId: string, keySecret: string) => isHmacOf(signature, `${orderId}|${paymentId}`, keySecret);

/** A webhook's X-Razorpay-Signature: HMAC-SHA256 of the raw body, with the webhook's secret. */
export const isWebhookSignature = (signature: string, rawBody: string, webhookSecret: string) => isHmacOf(signature, rawBody, webhookSecret);
