import { ProviderUnavailableError, type PaymentProvider, type RefundAnswer } from '../provider';
import { errorDetail, isTaken, orderStateOf, refundAnswerOf, type RazorpayError, type RazorpayPayment, type RazorpayRefund } from './answers';
import { razorpayApi } from './api';
import type { RazorpayConfig } from './config';
import { isCheckoutSignature } from './signatures';
import { readRazorpayWebhook } from './webhook';

/** Where our hand-off page, which opens Razorpay's Checkout, lives; Checkout posts its outcome back to the same address. */
export const RAZORPAY_PAGE_PREFIX = '/razorpay-checkout';

/** What the hand-off page and its return need beyond the PaymentProvider interface. */
export interface RazorpayCheckout {
  keyId: string;
  checkoutUrl: string;
  apiUrl: string;
  /** Whether Checkout's razorpay_signature for this order and payment is Razorpay's (HMAC with the key secret, constant time). */
  isSigned(fields: { orderId: string; paymentId: string; signature: string }): boolean;
}

export type RazorpayProvider = PaymentProvider & { readonly checkout: RazorpayCheckout };

export const isRazorpay = (provider: PaymentProvider): provider is RazorpayProvider => provider.name === 'razorpay' && 'checkout' in provider;

interface Collection<T> {
  items?: T[];
}

/**
 * Razorpay (PAYMENT_PROVIDER=razorpay): an Order created server side with our amount and our
 * attempt id as its receipt; the shopper goes to our own hand-off page, which opens Razorpay's
 * hosted Checkout for it; status, refunds and refund status by the REST API with basic auth;
 * webhooks signed with X-Razorpay-Signature. The order id Razorpay gives is the payment's
 * `reference`, kept by the shop and handed back on every call.
 *
 * Written against the REST API rather than the official `razorpay` SDK (2.9.8, read as
 * published): its host is fixed to https://api.razorpay.com, so it cannot be pointed at a local
 * double; its axios client has no timeout; only X-Razorpay-Account and Content-Type headers
 * pass, so X-Refund-Idempotency cannot be sent; its signature checks compare with `===`, not in
 * constant time; and a network error (no response) turns into a TypeError in its error mapping.
 */
export function razorpayProvider(config: RazorpayConfig, fetchImpl: typeof fetch = fetch): RazorpayProvider {
  const call = razorpayApi(config, fetchImpl);

  async function paymentsOf(orderId: string): Promise<RazorpayPayment[]> {
    const { status, answer } = await call<Collection<RazorpayPayment> & RazorpayError>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`);
    if (status >= 400) throw new ProviderUnavailableError(`Razorpay answered ${status} to a status check: ${errorDetail(status, answer)}`);
    return answer.items ?? [];
  }

  async function refundsOf(paymentId: string): Promise<RazorpayRefund[]> {
    const { status, answer } = await call<Collection<RazorpayRefund> & RazorpayError>('GET', `/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`);
    if (status >= 400) throw new ProviderUnavailableError(`Razorpay answered ${status} to a refund list: ${errorDetail(status, answer)}`);
    return answer.items ?? [];
  }

  return {
    name: 'razorpay',
    checkout: {
      keyId: config.keyId,
      checkoutUrl: config.checkoutUrl,
      apiUrl: config.apiUrl,
      isSigned: ({ orderId, paymentId, signature }) => isCheckoutSignature(signature, orderId, paymentId, config.keySecret),
    },
    async startPayment(request) {
      const { status, answer } = await call<{ id?: string } & RazorpayError>('POST', '/v1/orders', {
        amount: request.amountPaise,
        currency: 'INR',
        receipt: request.transactionId,
        notes: { order_id: request.orderId, transaction_id: request.transactionId },
      });
      if (status >= 400 || !answer.id) throw new ProviderUnavailableError(`Razorpay refused the order: ${errorDetail(status, answer)}`);
      // Our own page opens Checkout; the shop's address is the one the status page is on.
      const shop = request.redirectUrl.slice(0, Math.max(0, request.redirectUrl.lastIndexOf('/status/')));
      return { redirectUrl: `${shop}${RAZORPAY_PAGE_PREFIX}/${request.transactionId}`, reference: answer.id };
    },
    async checkStatus(_transactionId, reference) {
      // No order at Razorpay: it was never taken, and the hold expires it.
      if (!reference) return { state: 'pending', amountPaise: null, raw: { order: null } };
      return orderStateOf(await paymentsOf(reference));
    },
    async refund(request): Promise<RefundAnswer> {
      if (!request.paymentReference) return { state: 'failed', reference: null, detail: 'no Razorpay order is recorded for this payment' };
      const paid = (await paymentsOf(request.paymentReference)).find(isTaken);
      if (!paid) return { state: 'failed', reference: null, detail: 'Razorpay has no captured payment on this order' };
      // The refund id is the idempotency key: a repeat after a lost answer is the same refund, never a second one.
      const { status, answer } = await call<RazorpayRefund & RazorpayError>(
        'POST',
        `/v1/payments/${encodeURIComponent(paid.id)}/refund`,
        { amount: request.amountPaise, speed: 'normal', receipt: request.refundId, notes: { refund_id: request.refundId } },
        { 'x-refund-idempotency': request.refundId },
      );
      // 409: the same refund is still being taken by Razorpay; ask again later.
      if (status === 409) throw new ProviderUnavailableError(`Razorpay is still taking refund ${request.refundId} (409)`);
      if (status >= 400) return { state: 'failed', reference: null, detail: errorDetail(status, answer) };
      return refundAnswerOf(answer);
    },
    async checkRefund(refundId, paymentReference) {
      if (!paymentReference) return { state: 'unknown', reference: null, detail: 'no Razorpay order is recorded for this payment' };
      for (const payment of (await paymentsOf(paymentReference)).filter(isTaken)) {
        const found = (await refundsOf(payment.id)).find((refund) => refund.receipt === refundId);
        if (found) return refundAnswerOf(found);
      }
      return { state: 'unknown', reference: null, detail: 'Razorpay has no refund with this receipt' };
    },
    readCallback: (callback) => readRazorpayWebhook(callback, config.webhookSecret),
  };
}
