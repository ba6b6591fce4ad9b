/** How a payment ended, as the provider says when asked server to server. */
export type GatewayState = 'paid' | 'failed' | 'cancelled' | 'pending';

export interface StartPayment {
  /** Ours, unique per attempt: letters, digits, _ and - (PhonePe allows up to 35). */
  transactionId: string;
  orderId: string;
  amountPaise: number;
  merchantUserId: string;
  mobileNumber: string;
  /** Where the shopper's browser returns after paying (the payment status page). */
  redirectUrl: string;
  /** Where the provider posts its signed server-to-server callback. */
  callbackUrl: string;
}

export interface PaymentStatusAnswer {
  state: GatewayState;
  /** The amount the provider took, in paise, when it says. */
  amountPaise: number | null;
  raw: unknown;
}

export interface RefundRequest {
  /** The paid transaction (ours, as sent to startPayment). */
  transactionId: string;
  refundId: string;
  amountPaise: number;
  merchantUserId: string;
}

/** How a refund stands at the provider: made, accepted and under way, refused, or never received. */
export type RefundState = 'refunded' | 'processing' | 'failed' | 'unknown';

export interface RefundAnswer {
  state: RefundState;
  /** The provider's own id for the refund, when it gives one. */
  reference: string | null;
  /** The provider's code or words, kept for staff when a refund fails. */
  detail: string;
}

/**
 * A redirect payment gateway. The shop never trusts the browser about a payment: the redirect
 * back and the callback only make it ask `checkStatus`, server to server.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'phonepe';
  /** Registers the payment with the provider; answers the provider's page for the shopper. */
  startPayment(request: StartPayment): Promise<{ redirectUrl: string }>;
  checkStatus(transactionId: string): Promise<PaymentStatusAnswer>;
  /**
   * Asks for a refund of (part of) a paid transaction under our own `refundId`, which stays the
   * same on every try, so the provider can tell a repeat. Throws ProviderUnavailableError when
   * nothing was decided (unreachable, a 5xx): the shop tries again later.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** How a refund stands, asked server to server; `unknown` when the provider never got it. */
  checkRefund(refundId: string): Promise<RefundAnswer>;
  /** The transaction a signed callback is about, or null when the signature does not hold. */
  readCallback(response: string, xVerify: string): { transactionId: string } | null;
}

/** The provider could not be reached or answered something unusable: nothing is decided. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}
