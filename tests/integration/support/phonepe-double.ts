import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export interface PhonePeDouble {
  url: string;
  /** Every pay request's decoded payload, by transaction. */
  payments: Map<string, { payload: Record<string, unknown>; state: 'PENDING' | 'COMPLETED' | 'FAILED' }>;
  /** Every refund request's decoded payload, in the order they came (a repeat included). */
  refunds: Record<string, unknown>[];
  /** The refunds PhonePe keeps, by the merchant's refund id: PENDING until settleRefund. */
  refundStates: Map<string, { payload: Record<string, unknown>; state: 'PENDING' | 'COMPLETED' | 'FAILED'; transactionId: string }>;
  /** While true, every call is answered 503 (PhonePe unreachable in effect: nothing is decided). */
  down: boolean;
  /** Requests whose X-VERIFY did not hold (each was refused as PhonePe would). */
  checksumFailures: string[];
  /** The shopper pays (or fails) on PhonePe's page; answers the signed callback PhonePe would post. */
  decide(transactionId: string, state: 'COMPLETED' | 'FAILED'): { response: string; xVerify: string };
  /** PhonePe finishes a refund it took (PENDING), as it does within 90 seconds. */
  settleRefund(refundId: string, state: 'COMPLETED' | 'FAILED'): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for PhonePe's standard checkout API (pay, status, refund) that checks
 * every X-VERIFY exactly as the documentation defines it: sha256(base64 body + path + salt
 * key) for posts, sha256(path + salt key) for the status call, then '###' and the salt index.
 * Refunds as PhonePe documents them (/pg/v1/refund): against the original merchantTransactionId
 * of a completed payment, at most what it has left, answered PAYMENT_PENDING; their status
 * through the same status API, asked with the refund's own merchantTransactionId.
 */
export async function startPhonePeDouble(merchantId: string, saltKey: string, saltIndex: number): Promise<PhonePeDouble> {
  const payments: PhonePeDouble['payments'] = new Map();
  const refunds: Record<string, unknown>[] = [];
  const refundStates: PhonePeDouble['refundStates'] = new Map();
  const double = { down: false };
  const checksumFailures: string[] = [];
  const verified = (header: string | string[] | undefined, text: string, path: string) => {
    if (header === `${sha(text + saltKey)}###${saltIndex}`) return true;
    checksumFailures.push(path);
    return false;
  };
  let base = '';
  const refundAnswer = (refundId: string, refund: { payload: Record<string, unknown>; state: 'PENDING' | 'COMPLETED' | 'FAILED'; transactionId: string }) => ({
    success: refund.state !== 'FAILED',
    code: { PENDING: 'PAYMENT_PENDING', COMPLETED: 'PAYMENT_SUCCESS', FAILED: 'PAYMENT_ERROR' }[refund.state],
    message: 'Your request has been successfully completed.',
    data: { merchantId, merchantTransactionId: refundId, transactionId: refund.transactionId, amount: refund.payload.amount, state: refund.state, responseCode: refund.state === 'FAILED' ? 'FAILED' : 'SUCCESS' },
  });

  const server = createServer((request, reply) => {
    void (async () => {
      const path = request.url ?? '';
      const send = (status: number, body: unknown) => reply.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const unauthorised = () => send(401, { success: false, code: 'AUTHORIZATION_FAILED', message: 'X-VERIFY header is incorrect' });
      if (double.down) return send(503, { success: false, code: 'INTERNAL_SERVER_ERROR', message: 'Service unavailable' });
      if (request.method === 'POST' && (path === '/pg/v1/pay' || path === '/pg/v1/refund')) {
        const { request: encoded } = JSON.parse(await readBody(request)) as { request: string };
        if (!verified(request.headers['x-verify'], encoded + path, path)) return unauthorised();
        const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
        if (payload.merchantId !== merchantId || !Number.isInteger(payload.amount)) return send(400, { success: false, code: 'BAD_REQUEST' });
        if (path === '/pg/v1/refund') {
          refunds.push(payload);
          const refundId = String(payload.merchantTransactionId);
          const known = refundStates.get(refundId);
          if (known) return send(200, refundAnswer(refundId, known));
          const original = payments.get(String(payload.originalTransactionId));
          if (!original || original.state !== 'COMPLETED') return send(200, { success: false, code: 'TRANSACTION_NOT_FOUND', message: 'No Transaction found with the given details.' });
          const given = [...refundStates.values()]
            .filter((refund) => refund.payload.originalTransactionId === payload.originalTransactionId && refund.state !== 'FAILED')
            .reduce((sum, refund) => sum + Number(refund.payload.amount), 0);
          if (given + Number(payload.amount) > Number(original.payload.amount)) {
            return send(200, { success: false, code: 'PAYMENT_ERROR', message: 'Refund amount exceeds', data: { merchantTransactionId: refundId, state: 'FAILED', responseCode: 'EXCESS_REFUND_AMOUNT' } });
          }
          const refund = { payload, state: 'PENDING' as const, transactionId: `TR${refundId.slice(-12)}` };
          refundStates.set(refundId, refund);
          return send(200, refundAnswer(refundId, refund));
        }
        const transactionId = String(payload.merchantTransactionId);
        payments.set(transactionId, { payload, state: 'PENDING' });
        return send(200, {
          success: true,
          code: 'PAYMENT_INITIATED',
          data: { merchantId, merchantTransactionId: transactionId, instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: `${base}/pay-page/${transactionId}`, method: 'GET' } } },
        });
      }
      const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && status) {
        if (!verified(request.headers['x-verify'], path, path) || request.headers['x-merchant-id'] !== merchantId) return unauthorised();
        const refund = refundStates.get(status[2]!);
        if (refund) return send(200, refundAnswer(status[2]!, refund));
        const payment = payments.get(status[2]!);
        if (!payment) return send(200, { success: false, code: 'TRANSACTION_NOT_FOUND', data: { state: 'PENDING' } });
        const code = { PENDING: 'PAYMENT_PENDING', COMPLETED: 'PAYMENT_SUCCESS', FAILED: 'PAYMENT_ERROR' }[payment.state];
        return send(200, {
          success: payment.state === 'COMPLETED',
          code,
          data: { merchantId, merchantTransactionId: status[2], transactionId: `T${status[2]}`, amount: payment.payload.amount, state: payment.state },
        });
      }
      send(404, { success: false, code: 'NOT_FOUND' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    payments,
    refunds,
    refundStates,
    get down() {
      return double.down;
    },
    set down(value: boolean) {
      double.down = value;
    },
    checksumFailures,
    settleRefund(refundId, state) {
      refundStates.get(refundId)!.state = state;
    },
    decide(transactionId, state) {
      const payment = payments.get(transactionId)!;
      payment.state = state;
      const response = Buffer.from(
        JSON.stringify({ success: state === 'COMPLETED', code: state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_ERROR', data: { merchantId, merchantTransactionId: transactionId, amount: payment.payload.amount, state } }),
      ).toString('base64');
      return { response, xVerify: `${sha(response + saltKey)}###${saltIndex}` };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
