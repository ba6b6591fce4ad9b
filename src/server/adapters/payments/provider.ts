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
  /** The provider's own id for the paid attempt, as startPayment answered it (null when it gave none). */
  paymentReference?: string | null;
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
 * A provider's server-to-server callback as it reached our endpoint: every header (lower-case
 * names, as Node gives them) and the body exactly as sent, so that each provider checks its own
 * authentication (a checksum header, a shared secret's hash, an HMAC of the raw body).
 */
export interface ProviderCallback {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: string;
}

/**
 * What an authenticated callback is about. The shop acts only by asking the provider again:
 * a payment's status, a refund's status; an event it has no use for is acknowledged.
 */
export type CallbackSubject =
  | { kind: 'payment'; transactionId: string }
  /** A payment named only by the provider's own id for it (the `reference` startPayment answered). */
  | { kind: 'payment'; reference: string }
  | { kind: 'refund'; refundId: string } | { kind: 'ignored'; event: string };

/** The name a provider's payments and refunds are recorded under (payments.provider, refunds.provider). */
export type ProviderName = 'sandbox' | 'phonepe' | 'phonepe-v2' | 'razorpay';

/**
 * A redirect payment gateway. The shop never trusts the browser about a payment: the redirect
 * back and the callback only make it ask `checkStatus`, server to server.
 */
export interface PaymentProvider {
  /**
   * Whose ledger rows are its own. PhonePe's salt-key API (PAYMENT_PROVIDER=phonepe-v1) keeps
   * 'phonepe', the name its payments were recorded under before Standard Checkout v2 existed here.
   */
  readonly name: ProviderName;
  /**
   * Registers the payment with the provider; answers the provider's page for the shopper and,
   * when the provider names the attempt its own way (Razorpay's order_id), that `reference`,
   * which the shop keeps and hands back to every later call about the payment.
   */
  startPayment(request: StartPayment): Promise<{ redirectUrl: string; reference?: string }>;
  checkStatus(transactionId: string, reference?: string | null): Promise<PaymentStatusAnswer>;
  /**
   * Asks for a refund of (part of) a paid transaction under our own `refundId`, which stays the
   * same on every try, so the provider can tell a repeat. Throws ProviderUnavailableError when
   * nothing was decided (unreachable, a 5xx): the shop tries again later.
   */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** How a refund stands, asked server to server; `unknown` when the provider never got it. */
  checkRefund(refundId: string, paymentReference?: string | null): Promise<RefundAnswer>;
  /** What an authenticated callback is about, or null when its authentication does not hold (or it is unreadable). */
  readCallback(callback: ProviderCallback): CallbackSubject | null;
}

/** The provider could not be reached or answered something unusable: nothing is decided. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

/** One header of a callback ('' when absent; the first when repeated). */
export function callbackHeader(callback: ProviderCallback, name: string): string {
  const value = callback.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
