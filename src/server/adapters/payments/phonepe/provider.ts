import { callbackResponseOf, fromBase64Json, isValidXVerify, toBase64Json, xVerify } from '../checksum';
import { callbackHeader, ProviderUnavailableError, type GatewayState, type PaymentProvider, type PaymentStatusAnswer, type RefundAnswer } from '../provider';
import type { PhonePeConfig } from './config';

const PAY_PATH = '/pg/v1/pay';
const REFUND_PATH = '/pg/v1/refund';
const statusPath = (merchantId: string, transactionId: string) => `/pg/v1/status/${merchantId}/${transactionId}`;

interface PhonePeAnswer {
  success?: boolean;
  code?: string;
  message?: string;
  data?: {
    merchantTransactionId?: string;
    transactionId?: string;
    amount?: number;
    state?: string;
    responseCode?: string;
    instrumentResponse?: { redirectInfo?: { url?: string } };
  };
}

/** Maps PhonePe's status answer to how the payment ended; unknown answers decide nothing. */
export function gatewayStateOf(answer: PhonePeAnswer): GatewayState {
  const code = answer.code ?? '';
  const state = answer.data?.state ?? '';
  if (code === 'PAYMENT_SUCCESS' && state === 'COMPLETED') return 'paid';
  if (code === 'PAYMENT_PENDING' || state === 'PENDING') return 'pending';
  if (answer.data?.responseCode === 'USER_CANCEL' || code === 'PAYMENT_CANCELLED') return 'cancelled';
  if (['PAYMENT_ERROR', 'PAYMENT_DECLINED', 'TIMED_OUT'].includes(code) || state === 'FAILED') return 'failed';
  throw new ProviderUnavailableError(`PhonePe answered an unexpected status: ${code || 'no code'}`);
}

/**
 * Maps PhonePe's answer about a refund (the refund call's, or the status API's for the refund's
 * merchantTransactionId). PhonePe says a refund answered PAYMENT_PENDING, INTERNAL_SERVER_ERROR
 * or TIMED_OUT may still be made, and must be checked before it is tried again: under way.
 */
export function refundAnswerOf(answer: PhonePeAnswer): RefundAnswer {
  const code = answer.code ?? '';
  const state = answer.data?.state ?? '';
  const reference = answer.data?.transactionId ?? null;
  const detail = [code, answer.data?.responseCode, answer.message].filter(Boolean).join(': ');
  if (code === 'PAYMENT_SUCCESS' && state === 'COMPLETED') return { state: 'refunded', reference, detail };
  if (code === 'TRANSACTION_NOT_FOUND' && !answer.data?.merchantTransactionId) return { state: 'unknown', reference, detail };
  if (['PAYMENT_PENDING', 'INTERNAL_SERVER_ERROR', 'TIMED_OUT'].includes(code) || state === 'PENDING') return { state: 'processing', reference, detail };
  return { state: 'failed', reference, detail: detail || 'PhonePe refused the refund' };
}

/**
 * PhonePe's first standard checkout (PG v1, the salt-key API; PAYMENT_PROVIDER=phonepe-v1 for
 * merchants who hold those credentials): the request is base64 JSON in `{ request }`
 * signed by X-VERIFY; the shopper is redirected to PhonePe's pay page; the shop asks the
 * status API server to server. Amounts are in paise.
 */
export function phonePeProvider(config: PhonePeConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  async function call(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<PhonePeAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(`${config.baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`PhonePe could not be reached: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: PhonePeAnswer;
    try {
      answer = JSON.parse(text) as PhonePeAnswer;
    } catch {
      throw new ProviderUnavailableError(`PhonePe answered ${response.status} with something that is not JSON`);
    }
    // A 4xx with a PhonePe code (a declined payment) is an answer; a 5xx is not.
    if (response.status >= 500) throw new ProviderUnavailableError(`PhonePe answered ${response.status}: ${answer.code ?? ''}`);
    return answer;
  }

  async function signedPost(path: string, payload: unknown): Promise<PhonePeAnswer> {
    const request = toBase64Json(payload);
    return call('POST', path, { 'X-VERIFY': xVerify(request + path, config.saltKey, config.saltIndex) }, { request });
  }

  return {
    name: 'phonepe',
    async startPayment(request) {
      const answer = await signedPost(PAY_PATH, {
        merchantId: config.merchantId,
        merchantTransactionId: request.transactionId,
        merchantUserId: request.merchantUserId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 36),
        amount: request.amountPaise,
        redirectUrl: request.redirectUrl,
        redirectMode: 'REDIRECT',
        callbackUrl: request.callbackUrl,
        mobileNumber: request.mobileNumber,
        paymentInstrument: { type: 'PAY_PAGE' },
      });
      const url = answer.data?.instrumentResponse?.redirectInfo?.url;
      if (!answer.success || !url) throw new ProviderUnavailableError(`PhonePe refused the payment: ${answer.code ?? 'no code'}`);
      return { redirectUrl: url };
    },
    async checkStatus(transactionId): Promise<PaymentStatusAnswer> {
      const path = statusPath(config.merchantId, transactionId);
      const answer = await call('GET', path, {
        'X-VERIFY': xVerify(path, config.saltKey, config.saltIndex),
        'X-MERCHANT-ID': config.merchantId,
      });
      return { state: gatewayStateOf(answer), amountPaise: typeof answer.data?.amount === 'number' ? answer.data.amount : null, raw: answer };
    },
    async refund(request) {
      const answer = await signedPost(REFUND_PATH, {
        merchantId: config.merchantId,
        merchantUserId: request.merchantUserId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 36),
        originalTransactionId: request.transactionId,
        merchantTransactionId: request.refundId,
        amount: request.amountPaise,
      });
      // A refund PhonePe does not know the original of is a refused refund, not one never sent.
      return answer.code === 'TRANSACTION_NOT_FOUND' ? { state: 'failed', reference: null, detail: 'TRANSACTION_NOT_FOUND' } : refundAnswerOf(answer);
    },
    async checkRefund(refundId) {
      // The same status API as a payment's, asked about the refund's own merchantTransactionId.
      const path = statusPath(config.merchantId, refundId);
      const answer = await call('GET', path, {
        'X-VERIFY': xVerify(path, config.saltKey, config.saltIndex),
        'X-MERCHANT-ID': config.merchantId,
      });
      return refundAnswerOf(answer);
    },
    readCallback(callback) {
      const response = callbackResponseOf(callback.body);
      if (response === null || !isValidXVerify(callbackHeader(callback, 'x-verify'), response, config.saltKey, config.saltIndex)) return null;
      const body = fromBase64Json(response) as PhonePeAnswer | null;
      const transactionId = body?.data?.merchantTransactionId;
      return typeof transactionId === 'string' ? { kind: 'payment', transactionId } : null;
    },
  };
}
