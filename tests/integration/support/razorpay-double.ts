import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type PaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
export type RefundStatus = 'pending' | 'processed' | 'failed';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface DoubleOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
  payments: DoublePayment[];
}

export interface DoublePayment {
  id: string;
  order_id: string;
  amount: number;
  status: PaymentStatus;
}

export interface DoubleRefund {
  id: string;
  payment_id: string;
  amount: number;
  receipt: string | null;
  status: RefundStatus;
  /** The X-Refund-Idempotency key it was made under. */
  key: string;
}

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Checkout's stand-in: Razorpay(options).open() with redirect: true posts the options to the double's checkout page. */
const CHECKOUT_JS = (base: string) => `window.Razorpay=function(o){this.open=function(){var f=document.createElement('form');f.method='POST';f.action=${JSON.stringify(`${base}/v1/checkout/embedded`)};
['key','order_id','callback_url'].forEach(function(k){var i=document.createElement('input');i.type='hidden';i.name=k;i.value=o[k];f.appendChild(i);});document.body.appendChild(f);f.submit();};};`;

/**
 * A local stand-in for Razorpay over real HTTP, as its API reference describes it: basic auth
 * (key id : key secret) on every /v1 call; POST /v1/orders; GET /v1/orders/{id}/payments;
 * POST /v1/payments/{id}/refund (X-Refund-Idempotency honoured); GET /v1/payments/{id}/refunds.
 * Refusals are `{ error: { code, description } }`. It also serves a checkout.js stand-in and a
 * checkout page (POST /v1/checkout/embedded with `decision`) that answers the form Checkout
 * posts to callback_url: signed razorpay_* fields on success, error[…] fields on failure.
 */
export async function startRazorpayDouble(keys: RazorpayKeys) {
  const orders = new Map<string, DoubleOrder>();
  const refunds: DoubleRefund[] = [];
  const refundRequests: { paymentId: string; key: string; body: Record<string, unknown> }[] = [];
  const state = { down: false, badAuth: 0 };
  let base = '';
  const paymentById = (id: string) => [...orders.values()].flatMap((order) => order.payments).find((payment) => payment.id === id);
  const paymentEntity = (payment: DoublePayment) => ({ entity: 'payment', currency: 'INR', method: 'upi', captured: payment.status === 'captured', ...payment });
  const refundEntity = ({ key: _key, ...refund }: DoubleRefund) => ({ entity: 'refund', currency: 'INR', notes: {}, speed_processed: 'normal', speed_requested: 'normal', ...refund });

  function addPayment(orderId: string, status: PaymentStatus): DoublePayment {
    const order = orders.get(orderId)!;
    const payment = { id: newId('pay'), order_id: orderId, amount: order.amount, status };
    order.payments.push(payment);
    return payment;
  }

  const server = createServer((request, reply) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://double');
      const path = url.pathname;
      const text = await readBody(request);
      const send = (status: number, body: unknown) => reply.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const refuse = (status: number, code: string, description: string) => send(status, { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } });
      if (request.method === 'GET' && path === '/v1/checkout.js') return reply.writeHead(200, { 'content-type': 'application/javascript' }).end(CHECKOUT_JS(base));
      if (request.method === 'POST' && path === '/v1/checkout/embedded') return reply.writeHead(200, { 'content-type': 'text/html' }).end(checkoutReturnHtml(new URLSearchParams(text)));
      if (state.down) return refuse(503, 'SERVER_ERROR', 'The server encountered an error.');
      const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        state.badAuth++;
        return refuse(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
      if (request.method === 'POST' && path === '/v1/orders') {
        const body = JSON.parse(text) as Partial<DoubleOrder>;
        if (!Number.isInteger(body.amount) || body.amount! < 100) return refuse(400, 'BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00');
        if (body.currency !== 'INR' || typeof body.receipt !== 'string' || body.receipt.length > 40) return refuse(400, 'BAD_REQUEST_ERROR', 'The receipt may not be greater than 40 characters.');
        const order: DoubleOrder = { id: newId('order'), amount: body.amount!, currency: 'INR', receipt: body.receipt, notes: body.notes ?? {}, payments: [] };
        orders.set(order.id, order);
        return send(200, { id: order.id, entity: 'order', amount: order.amount, amount_paid: 0, amount_due: order.amount, currency: 'INR', receipt: order.receipt, status: 'created', attempts: 0, notes: order.notes, created_at: Math.floor(Date.now() / 1000) });
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
      if (request.method === 'GET' && orderPayments) {
        const order = orders.get(decodeURIComponent(orderPayments[1]!));
        if (!order) return refuse(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        return send(200, { entity: 'collection', count: order.payments.length, items: order.payments.map(paymentEntity) });
      }
      const refundCall = /^\/v1\/payments\/([^/]+)\/refund(s?)$/.exec(path);
      const payment = refundCall ? paymentById(decodeURIComponent(refundCall[1]!)) : undefined;
      if (refundCall && !payment) return refuse(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      if (request.method === 'GET' && refundCall?.[2] === 's') {
        const items = refunds.filter((refund) => refund.payment_id === payment!.id).map(refundEntity);
        return send(200, { entity: 'collection', count: items.length, items });
      }
      if (request.method === 'POST' && refundCall && !refundCall[2]) {
        const body = JSON.parse(text) as { amount?: number; receipt?: string };
        const key = String(request.headers['x-refund-idempotency'] ?? '');
        refundRequests.push({ paymentId: payment!.id, key, body });
        const seen = key ? refunds.find((refund) => refund.key === key) : undefined;
        if (seen) return send(200, refundEntity(seen));
        const given = refunds.filter((refund) => refund.payment_id === payment!.id && refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
        if (payment!.status !== 'captured') return refuse(400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
        if (!Number.isInteger(body.amount) || body.amount! < 100 || given + body.amount! > payment!.amount) return refuse(400, 'BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured');
        const refund: DoubleRefund = { id: newId('rfnd'), payment_id: payment!.id, amount: body.amount!, receipt: body.receipt ?? null, status: 'pending', key };
        refunds.push(refund);
        if (given + refund.amount === payment!.amount) payment!.status = 'refunded';
        return send(200, refundEntity(refund));
      }
      refuse(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
    })();
  });

  /** The form Checkout posts to callback_url after the shopper's decision (`pay`, `fail`), as an auto-submitting page. */
  function checkoutReturnHtml(form: URLSearchParams): string {
    const order = orders.get(form.get('order_id') ?? '');
    if (!order || form.get('key') !== keys.keyId) return '<p>Invalid order</p>';
    const fields = checkoutFields(order.id, form.get('decision') === 'fail' ? 'fail' : 'pay');
    const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replaceAll('"', '&quot;')}">`);
    return `<form method="POST" action="${form.get('callback_url')}">${inputs.join('')}</form><script>document.forms[0].submit()</script>`;
  }

  /** What Checkout posts for this order: the shopper pays (captured, signed) or the payment fails (error fields, no signature). */
  function checkoutFields(orderId: string, decision: 'pay' | 'fail'): Record<string, string> {
    if (decision === 'pay') {
      const payment = addPayment(orderId, 'captured');
      return { razorpay_payment_id: payment.id, razorpay_order_id: orderId, razorpay_signature: hmac(keys.keySecret, `${orderId}|${payment.id}`) };
    }
    const payment = addPayment(orderId, 'failed');
    return {
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Payment failed',
      'error[source]': 'customer',
      'error[step]': 'payment_authentication',
      'error[reason]': 'payment_failed',
      'error[metadata]': JSON.stringify({ payment_id: payment.id, order_id: orderId }),
    };
  }

  /** The webhook Razorpay would post for an event, signed with the webhook secret (or the signature given). */
  function webhookFor(event: string, entity: { payment?: DoublePayment; refund?: DoubleRefund; order?: DoubleOrder }, signature?: string) {
    const payload: Record<string, unknown> = {};
    if (entity.payment) payload.payment = { entity: paymentEntity(entity.payment) };
    if (entity.refund) payload.refund = { entity: refundEntity(entity.refund) };
    if (entity.order) payload.order = { entity: { id: entity.order.id, entity: 'order', amount: entity.order.amount, receipt: entity.order.receipt, status: 'paid' } };
    const body = JSON.stringify({ entity: 'event', account_id: 'acc_DOUBLE', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });
    return { headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature ?? hmac(keys.webhookSecret, body) }, body };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    orders,
    refunds,
    refundRequests,
    get badAuth() {
      return state.badAuth;
    },
    set down(value: boolean) {
      state.down = value;
    },
    orderByReceipt: (receipt: string) => [...orders.values()].find((order) => order.receipt === receipt)!,
    addPayment,
    checkoutFields,
    webhookFor,
    async sendWebhook(url: string, ...args: Parameters<typeof webhookFor>) {
      const { headers, body } = webhookFor(...args);
      const response = await fetch(url, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayDouble = Awaited<ReturnType<typeof startRazorpayDouble>>;
