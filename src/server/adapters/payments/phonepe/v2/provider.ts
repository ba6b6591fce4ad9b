import { ProviderUnavailableError, type PaymentProvider } from '../../provider';
import { v2GatewayStateOf, v2RefundAnswerOf, type V2Answer } from './answers';
import type { PhonePeV2Config } from './config';
import { phonePeTokenSource } from './token';
import { readV2Webhook, webhookAuthorization } from './webhook';

const PAY_PATH = '/checkout/v2/pay';
const REFUND_PATH = '/payments/v2/refund';
const orderStatusPath = (merchantOrderId: string) => `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`;
const refundStatusPath = (merchantRefundId: string) => `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;

/**
 * PhonePe Standard Checkout v2 (PAYMENT_PROVIDER=phonepe): an OAuth token from the client
 * credentials, then pay, order status, refund and refund status with `Authorization: O-Bearer
 * <token>`; webhooks authenticated by sha256(username:password). Amounts are in paise; our
 * payment attempt id is PhonePe's merchantOrderId.
 *
 * Written against the HTTP API rather than PhonePe's Node SDK (`pg-sdk-node` 2.0.2, read as
 * published): its hosts are fixed by an SANDBOX/PRODUCTION enum, so it cannot be pointed at a
 * local double; its axios client has no timeout; its token cache is static (shared by every
 * client in the process) and a 401 refreshes the token but still fails the call; its callback
 * check compares with `==`, not in constant time; in production it posts usage events to
 * PhonePe every second unless told not to; and a failed token fetch is console.warn'ed with the
 * axios error, whose request config carries the client secret. The endpoints, headers and
 * shapes below are the ones that SDK and PhonePe's documentation use.
 */
export function phonePeV2Provider(config: PhonePeV2Config, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const token = phonePeTokenSource(config, fetchImpl);
  const expectedAuthorization = webhookAuthorization(config.webhookUsername, config.webhookPassword);

  async function send(method: 'GET' | 'POST', path: string, authorization: string, body?: unknown): Promise<Response> {
    try {
      return await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new ProviderUnavailableError(`PhonePe could not be reached: ${(error as Error).message}`);
    }
  }

  /**
   * One authorised call. A 401 means the token lapsed or was revoked before its time: a new
   * token is fetched and the call made once more (PhonePe did nothing with the refused one).
   * A 5xx decides nothing; a 4xx is PhonePe's answer, for the caller to read.
   */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; answer: V2Answer }> {
    let authorization = await token.header();
    let response = await send(method, path, authorization, body);
    if (response.status === 401) {
      token.refused(authorization);
      authorization = await token.header();
      response = await send(method, path, authorization, body);
    }
    if (response.status === 401) throw new ProviderUnavailableError('PhonePe refused a fresh token (401)');
    let answer: V2Answer;
    try {
      answer = (await response.json()) as V2Answer;
    } catch {
      throw new ProviderUnavailableError(`PhonePe answered ${response.status} with something that is not JSON`);
    }
    if (response.status >= 500) throw new ProviderUnavailableError(`PhonePe answered ${response.status}: ${answer.code ?? ''}`);
    return { status: response.status, answer: answer ?? {} };
  }

  return {
    name: 'phonepe-v2',
    async startPayment(request) {
      const { status, answer } = await call('POST', PAY_PATH, {
        merchantOrderId: request.transactionId,
        amount: request.amountPaise,
        paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: request.redirectUrl } },
      });
      if (status >= 400 || !answer.redirectUrl) throw new ProviderUnavailableError(`PhonePe refused the payment: ${answer.code ?? status}`);
      return { redirectUrl: answer.redirectUrl };
    },
    async checkStatus(transactionId) {
      const { status, answer } = await call('GET', orderStatusPath(transactionId));
      return { state: v2GatewayStateOf(status, answer), amountPaise: status < 400 && typeof answer.amount === 'number' ? answer.amount : null, raw: answer };
    },
    async refund(request) {
      const { status, answer } = await call('POST', REFUND_PATH, {
        merchantRefundId: request.refundId,
        originalMerchantOrderId: request.transactionId,
        amount: request.amountPaise,
      });
      return v2RefundAnswerOf(status, answer, 'refund');
    },
    async checkRefund(refundId) {
      const { status, answer } = await call('GET', refundStatusPath(refundId));
      return v2RefundAnswerOf(status, answer, 'status');
    },
    readCallback: (callback) => readV2Webhook(callback, expectedAuthorization),
  };
}
