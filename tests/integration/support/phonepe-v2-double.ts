import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type OrderState = 'PENDING' | 'COMPLETED' | 'FAILED';
type RefundState = 'PENDING' | 'CONFIRMED' | 'COMPLETED' | 'FAILED';

export interface PhonePeV2Credentials {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
}

export interface V2Order {
  request: { merchantOrderId: string; amount: number; paymentFlow: { type: string; merchantUrls?: { redirectUrl?: string } }; [key: string]: unknown };
  orderId: string;
  state: OrderState;
}

export interface V2Refund {
  request: { merchantRefundId: string; originalMerchantOrderId: string; amount: number };
  refundId: string;
  state: RefundState;
}

export interface PhonePeV2Double {
  url: string;
  /** Orders PhonePe took, by merchantOrderId. */
  orders: Map<string, V2Order>;
  /** Every refund request body, in the order they came (a repeat included). */
  refundRequests: V2Refund['request'][];
  refunds: Map<string, V2Refund>;
  /** Tokens handed out so far (each /v1/oauth/token that succeeded). */
  tokensIssued: number;
  /** Calls refused for their Authorization (no token, a wrong one, an expired one), by path. */
  refusedCalls: string[];
  /** Token requests with wrong client credentials. */
  badCredentials: number;
  /** While true, every API call is answered 503 (PhonePe unreachable in effect: nothing is decided). */
  down: boolean;
  /** Every token handed out so far lapses now (PhonePe answers 401 to it). */
  expireTokens(): void;
  /** The shopper pays or fails on PhonePe's page. */
  decide(merchantOrderId: string, state: OrderState): void;
  /** PhonePe finishes a refund it took. */
  settleRefund(merchantRefundId: string, state: RefundState): void;
  /** The webhook PhonePe would post for an order's or refund's current state: headers and JSON body. */
  webhookFor(subject: { merchantOrderId: string } | { merchantRefundId: string }, authorization?: string): { headers: Record<string, string>; body: string };
  /** Posts that webhook over HTTP to `url`; answers the HTTP status the shop gave. */
  sendWebhook(url: string, subject: { merchantOrderId: string } | { merchantRefundId: string }, authorization?: string): Promise<number>;
  close(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for PhonePe Standard Checkout v2 over real HTTP, as its documentation and
 * official SDKs describe it: POST /v1/oauth/token (form-encoded client credentials, answering
 * access_token, token_type O-Bearer, issued_at and expires_at in epoch seconds); then, with
 * `Authorization: O-Bearer <token>` checked on every call, POST /checkout/v2/pay, GET
 * /checkout/v2/order/{merchantOrderId}/status, POST /payments/v2/refund and GET
 * /payments/v2/refund/{merchantRefundId}/status. Refusals are 4xx with `{ code, message }`; an
 * unknown order or refund is 404. Webhooks carry `Authorization: sha256(username:password)`.
 */
export async function startPhonePeV2Double(credentials: PhonePeV2Credentials, options: { tokenLifeSeconds?: number } = {}): Promise<PhonePeV2Double> {
  const life = options.tokenLifeSeconds ?? 3600;
  const tokens = new Map<string, { expiresAtMs: number }>();
  const orders: PhonePeV2Double['orders'] = new Map();
  const refunds: PhonePeV2Double['refunds'] = new Map();
  const refundRequests: V2Refund['request'][] = [];
  const refusedCalls: string[] = [];
  const state = { down: false, tokensIssued: 0, badCredentials: 0 };
  let base = '';

  const orderStatus = (order: V2Order) => ({
    merchantId: 'M22DOUBLE',
    merchantOrderId: order.request.merchantOrderId,
    orderId: order.orderId,
    state: order.state,
    amount: order.request.amount,
    expireAt: Date.now() + 20 * 60_000,
    ...(order.state === 'FAILED' ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'TXN_FAILED' } : {}),
    paymentDetails:
      order.state === 'PENDING'
        ? []
        : [{ transactionId: `OM${order.orderId.slice(3)}`, paymentMode: 'UPI_QR', timestamp: Date.now(), amount: order.request.amount, state: order.state }],
  });
  const refundStatus = (refund: V2Refund) => ({
    merchantId: 'M22DOUBLE',
    merchantRefundId: refund.request.merchantRefundId,
    originalMerchantOrderId: refund.request.originalMerchantOrderId,
    refundId: refund.refundId,
    amount: refund.request.amount,
    state: refund.state,
    timestamp: Date.now(),
    ...(refund.state === 'FAILED' ? { errorCode: 'REFUND_FAILED', detailedErrorCode: 'BANK_DECLINED' } : {}),
    paymentDetails: [],
  });

  const server = createServer((request, reply) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://double').pathname;
      const send = (status: number, body: unknown) => reply.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const text = await readBody(request);
      if (state.down) return send(503, { code: 'INTERNAL_SERVER_ERROR', message: 'Service unavailable' });

      if (request.method === 'POST' && path === '/v1/oauth/token') {
        if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return send(415, { code: 'UNSUPPORTED_MEDIA_TYPE' });
        const form = new URLSearchParams(text);
        const good =
          form.get('grant_type') === 'client_credentials' &&
          form.get('client_id') === credentials.clientId &&
          form.get('client_secret') === credentials.clientSecret &&
          form.get('client_version') === String(credentials.clientVersion);
        if (!good) {
          state.badCredentials++;
          return send(401, { code: 'INVALID_CLIENT', message: 'Client authentication failed' });
        }
        const accessToken = randomBytes(24).toString('base64url');
        const issuedAt = Math.floor(Date.now() / 1000);
        tokens.set(accessToken, { expiresAtMs: (issuedAt + life) * 1000 });
        state.tokensIssued++;
        return send(200, {
          access_token: accessToken,
          encrypted_access_token: accessToken,
          expires_in: null,
          issued_at: issuedAt,
          expires_at: issuedAt + life,
          session_expires_at: issuedAt + life,
          token_type: 'O-Bearer',
        });
      }

      const authorization = String(request.headers.authorization ?? '');
      const token = authorization.startsWith('O-Bearer ') ? tokens.get(authorization.slice('O-Bearer '.length)) : undefined;
      if (!token || token.expiresAtMs <= Date.now()) {
        refusedCalls.push(path);
        return send(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' });
      }

      if (request.method === 'POST' && path === '/checkout/v2/pay') {
        const body = JSON.parse(text) as V2Order['request'];
        if (
          typeof body.merchantOrderId !== 'string' ||
          !/^[A-Za-z0-9_-]{1,63}$/.test(body.merchantOrderId) ||
          !Number.isInteger(body.amount) ||
          body.amount < 100 ||
          body.paymentFlow?.type !== 'PG_CHECKOUT'
        ) {
          return send(400, { code: 'BAD_REQUEST', message: 'Invalid request' });
        }
        if (orders.has(body.merchantOrderId)) return send(400, { code: 'BAD_REQUEST', message: 'Duplicate merchantOrderId' });
        const order: V2Order = { request: body, orderId: `OMO${randomBytes(10).toString('hex').toUpperCase()}`, state: 'PENDING' };
        orders.set(body.merchantOrderId, order);
        return send(200, { orderId: order.orderId, state: 'PENDING', expireAt: Date.now() + 20 * 60_000, redirectUrl: `${base}/pay-page/${order.orderId}` });
      }
      const orderMatch = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path);
      if (request.method === 'GET' && orderMatch) {
        const order = orders.get(decodeURIComponent(orderMatch[1]!));
        return order ? send(200, orderStatus(order)) : send(404, { code: 'ORDER_NOT_FOUND', message: 'No order found' });
      }
      if (request.method === 'POST' && path === '/payments/v2/refund') {
        const body = JSON.parse(text) as V2Refund['request'];
        refundRequests.push(body);
        const known = refunds.get(body.merchantRefundId);
        if (known) return send(200, { refundId: known.refundId, amount: known.request.amount, state: known.state });
        const original = orders.get(body.originalMerchantOrderId);
        if (!original || original.state !== 'COMPLETED') return send(400, { code: 'BAD_REQUEST', message: 'Order is not in a refundable state' });
        const given = [...refunds.values()]
          .filter((refund) => refund.request.originalMerchantOrderId === body.originalMerchantOrderId && refund.state !== 'FAILED')
          .reduce((sum, refund) => sum + refund.request.amount, 0);
        if (!Number.isInteger(body.amount) || body.amount < 1 || given + body.amount > original.request.amount) {
          return send(400, { code: 'BAD_REQUEST', message: 'Refund amount exceeds the refundable amount' });
        }
        const refund: V2Refund = { request: body, refundId: `OMR${randomBytes(10).toString('hex').toUpperCase()}`, state: 'PENDING' };
        refunds.set(body.merchantRefundId, refund);
        return send(200, { refundId: refund.refundId, amount: body.amount, state: 'PENDING' });
      }
      const refundMatch = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
      if (request.method === 'GET' && refundMatch) {
        const refund = refunds.get(decodeURIComponent(refundMatch[1]!));
        return refund ? send(200, refundStatus(refund)) : send(404, { code: 'REFUND_NOT_FOUND', message: 'No refund found' });
      }
      send(404, { code: 'NOT_FOUND', message: 'No such API' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const webhookFor: PhonePeV2Double['webhookFor'] = (subject, authorization = sha256(`${credentials.webhookUsername}:${credentials.webhookPassword}`)) => {
    let body: unknown;
    if ('merchantOrderId' in subject) {
      const order = orders.get(subject.merchantOrderId)!;
      const event = order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed';
      body = { event, type: event === 'checkout.order.completed' ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED', payload: orderStatus(order) };
    } else {
      const refund = refunds.get(subject.merchantRefundId)!;
      const event = refund.state === 'COMPLETED' ? 'pg.refund.completed' : refund.state === 'FAILED' ? 'pg.refund.failed' : 'pg.refund.accepted';
      body = { event, type: event.toUpperCase().replaceAll('.', '_'), payload: refundStatus(refund) };
    }
    return { headers: { 'content-type': 'application/json', authorization }, body: JSON.stringify(body) };
  };

  return {
    url: base,
    orders,
    refunds,
    refundRequests,
    refusedCalls,
    get tokensIssued() {
      return state.tokensIssued;
    },
    get badCredentials() {
      return state.badCredentials;
    },
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    expireTokens() {
      for (const token of tokens.values()) token.expiresAtMs = 0;
    },
    decide(merchantOrderId, next) {
      orders.get(merchantOrderId)!.state = next;
    },
    settleRefund(merchantRefundId, next) {
      refunds.get(merchantRefundId)!.state = next;
    },
    webhookFor,
    async sendWebhook(url, subject, authorization) {
      const { headers, body } = webhookFor(subject, authorization);
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
