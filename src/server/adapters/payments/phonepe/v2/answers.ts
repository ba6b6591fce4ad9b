import { ProviderUnavailableError, type GatewayState, type RefundAnswer } from '../../provider';

/** What PhonePe's v2 APIs answer: the order status, the refund and refund status, and the `{ code, message }` of a refusal. */
export interface V2Answer {
  state?: string;
  amount?: number;
  orderId?: string;
  refundId?: string;
  redirectUrl?: string;
  code?: string;
  errorCode?: string;
  detailedErrorCode?: string;
  message?: string;
}

/**
 * How a payment stands from the order status answer (`/checkout/v2/order/{merchantOrderId}/status`):
 * PhonePe says to rely on its root `state` only. An order PhonePe does not know (404) was never
 * taken: pending, so the hold expires it. Anything else decides nothing.
 */
export function v2GatewayStateOf(status: number, answer: V2Answer): GatewayState {
  if (status === 404) return 'pending';
  if (status >= 400) throw new ProviderUnavailableError(`PhonePe answered ${status} to a status check: ${answer.code ?? 'no code'}`);
  if (answer.state === 'COMPLETED') return 'paid';
  if (answer.state === 'PENDING') return 'pending';
  if (answer.state === 'FAILED') return 'failed';
  throw new ProviderUnavailableError(`PhonePe answered an unexpected order state: ${answer.state ?? 'none'}`);
}

const detailOf = (answer: V2Answer) => [answer.state, answer.code ?? answer.errorCode, answer.detailedErrorCode, answer.message].filter(Boolean).join(': ');

/**
 * A refund as PhonePe v2 tells it (the refund call's answer or the refund status API's):
 * PENDING and CONFIRMED are under way, COMPLETED made, FAILED refused. A 4xx to the refund call
 * is a refusal (more than the order has left, an order not paid); a 404 from the status API
 * means PhonePe never got it, so it is sent again under the same id.
 */
export function v2RefundAnswerOf(status: number, answer: V2Answer, call: 'refund' | 'status'): RefundAnswer {
  const reference = answer.refundId ?? null;
  const detail = detailOf(answer);
  if (call === 'status' && status === 404) return { state: 'unknown', reference, detail: detail || 'not found' };
  if (status >= 400) return { state: 'failed', reference, detail: detail || `PhonePe refused the refund (${status})` };
  if (answer.state === 'COMPLETED') return { state: 'refunded', reference, detail };
  if (answer.state === 'PENDING' || answer.state === 'CONFIRMED') return { state: 'processing', reference, detail };
  if (answer.state === 'FAILED') return { state: 'failed', reference, detail: detail || 'FAILED' };
  throw new ProviderUnavailableError(`PhonePe answered an unexpected refund state: ${answer.state ?? 'none'}`);
}
