import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../../config';
import { ProviderUnavailableError } from '../../provider';
import { v2GatewayStateOf, v2RefundAnswerOf } from './answers';
import { PHONEPE_V2_HOSTS, readPhonePeV2Config } from './config';
import { phonePeTokenSource } from './token';
import { isWebhookAuthorized, readV2Webhook, webhookAuthorization } from './webhook';

describe('PhonePe v2 webhook authorization', () => {
  it('is sha256("username:password") in hex, as PhonePe documents it', () => {
    // Hand-computed: printf '%s' 'merchant_user:Secret123' | sha256sum
    expect(webhookAuthorization('merchant_user', 'Secret123')).toBe(createHash('sha256').update('merchant_user:Secret123').digest('hex'));
    expect(webhookAuthorization('merchant_user', 'Secret123')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the header in either case and refuses anything else', () => {
    const expected = webhookAuthorization('user1', 'pass1234');
    expect(isWebhookAuthorized(expected, expected)).toBe(true);
    expect(isWebhookAuthorized(expected.toUpperCase(), expected)).toBe(true);
    expect(isWebhookAuthorized(webhookAuthorization('user1', 'pass1235'), expected)).toBe(false);
    expect(isWebhookAuthorized('', expected)).toBe(false);
    expect(isWebhookAuthorized(`${expected}0`, expected)).toBe(false);
  });

  it('reads which order or refund a webhook is about, and nothing from one that is not ours', () => {
    const expected = webhookAuthorization('user1', 'pass1234');
    const callback = (body: unknown, authorization = expected) => ({ headers: { authorization }, body: JSON.stringify(body) });
    expect(readV2Webhook(callback({ event: 'checkout.order.completed', payload: { merchantOrderId: 'TX1', state: 'COMPLETED' } }), expected)).toEqual({ kind: 'payment', transactionId: 'TX1' });
    expect(readV2Webhook(callback({ event: 'checkout.order.failed', payload: { merchantOrderId: 'TX2', state: 'FAILED' } }), expected)).toEqual({ kind: 'payment', transactionId: 'TX2' });
    expect(readV2Webhook(callback({ event: 'pg.refund.completed', payload: { merchantRefundId: 'RF1', originalMerchantOrderId: 'TX1' } }), expected)).toEqual({ kind: 'refund', refundId: 'RF1' });
    expect(readV2Webhook(callback({ event: 'checkout.transaction.attempt.failed', payload: {} }), expected)).toEqual({ kind: 'ignored', event: 'checkout.transaction.attempt.failed' });
    expect(readV2Webhook(callback({ event: 'checkout.order.completed', payload: { merchantOrderId: 'TX1' } }, webhookAuthorization('user1', 'other')), expected)).toBeNull();
    expect(readV2Webhook({ headers: { authorization: expected }, body: 'not json' }, expected)).toBeNull();
    expect(readV2Webhook(callback({ event: 'checkout.order.completed', payload: {} }), expected)).toBeNull();
  });
});

describe('PhonePe v2 answers', () => {
  it.each([
    [200, { state: 'COMPLETED' }, 'paid'],
    [200, { state: 'PENDING' }, 'pending'],
    [200, { state: 'FAILED', errorCode: 'PAYMENT_ERROR' }, 'failed'],
    [404, { code: 'ORDER_NOT_FOUND' }, 'pending'],
  ] as const)('order status %i %j is %s', (status, answer, state) => {
    expect(v2GatewayStateOf(status, answer)).toBe(state);
  });

  it('an order state it does not know, or a refusal other than not found, decides nothing', () => {
    expect(() => v2GatewayStateOf(200, { state: 'SOMETHING' })).toThrow(ProviderUnavailableError);
    expect(() => v2GatewayStateOf(400, { code: 'BAD_REQUEST' })).toThrow(ProviderUnavailableError);
  });

  it.each([
    [200, { refundId: 'OMR1', state: 'PENDING' }, 'refund', 'processing'],
    [200, { refundId: 'OMR1', state: 'CONFIRMED' }, 'status', 'processing'],
    [200, { refundId: 'OMR1', state: 'COMPLETED' }, 'status', 'refunded'],
    [200, { refundId: 'OMR1', state: 'FAILED' }, 'status', 'failed'],
    [400, { code: 'BAD_REQUEST', message: 'Refund amount exceeds' }, 'refund', 'failed'],
    [404, { code: 'REFUND_NOT_FOUND' }, 'status', 'unknown'],
  ] as const)('refund %i %j (%s) is %s', (status, answer, call, state) => {
    expect(v2RefundAnswerOf(status, answer, call).state).toBe(state);
  });
});

describe('PhonePe v2 configuration', () => {
  const complete = {
    PHONEPE_CLIENT_ID: 'id',
    PHONEPE_CLIENT_SECRET: 'secret-value',
    PHONEPE_CLIENT_VERSION: '1',
    PHONEPE_WEBHOOK_USERNAME: 'user',
    PHONEPE_WEBHOOK_PASSWORD: 'password-value',
  };

  it('defaults to the sandbox hosts and takes production or explicit hosts', () => {
    expect(readPhonePeV2Config(complete)).toMatchObject({ ...PHONEPE_V2_HOSTS.sandbox, clientVersion: 1 });
    expect(readPhonePeV2Config({ ...complete, PHONEPE_ENV: 'production' })).toMatchObject(PHONEPE_V2_HOSTS.production);
    expect(readPhonePeV2Config({ ...complete, PHONEPE_API_URL: 'http://127.0.0.1:9/', PHONEPE_OAUTH_URL: 'http://127.0.0.1:8' })).toMatchObject({
      apiUrl: 'http://127.0.0.1:9',
      oauthUrl: 'http://127.0.0.1:8',
    });
  });

  it('names every missing or wrong variable, and never a secret', () => {
    let error: unknown;
    try {
      readPhonePeV2Config({ PHONEPE_CLIENT_SECRET: 'secret-value', PHONEPE_CLIENT_VERSION: 'one', PHONEPE_ENV: 'live' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_VERSION', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD', 'PHONEPE_ENV']) expect(message).toContain(name);
    expect(message).toContain('is required when PAYMENT_PROVIDER=phonepe');
    expect(message).not.toContain('secret-value');
  });
});

describe('PhonePe v2 token cache', () => {
  /** A token service answering tokens that live `life` seconds, counting its calls. */
  function tokenServer(life: number) {
    let calls = 0;
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      calls++;
      const form = new URLSearchParams(String(init.body));
      expect(form.get('grant_type')).toBe('client_credentials');
      expect(init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
      const issuedAt = Math.floor(clock / 1000);
      return new Response(JSON.stringify({ access_token: `T${calls}`, token_type: 'O-Bearer', issued_at: issuedAt, expires_at: issuedAt + life }), { status: 200 });
    }) as unknown as typeof fetch;
    let clock = 1_700_000_000_000;
    return {
      fetchImpl,
      now: () => clock,
      advance: (ms: number) => (clock += ms),
      calls: () => calls,
    };
  }
  const settings = { oauthUrl: 'http://oauth', clientId: 'id', clientSecret: 'secret', clientVersion: 1, timeoutMs: 1000 };

  it('keeps a token until a minute before its expires_at, and shares one fetch between concurrent callers', async () => {
    const server = tokenServer(3600);
    const tokens = phonePeTokenSource(settings, server.fetchImpl, server.now);
    expect(await Promise.all([tokens.header(), tokens.header(), tokens.header()])).toEqual(['O-Bearer T1', 'O-Bearer T1', 'O-Bearer T1']);
    server.advance(3600_000 - 61_000);
    expect(await tokens.header()).toBe('O-Bearer T1');
    server.advance(2_000);
    expect(await tokens.header()).toBe('O-Bearer T2');
    expect(server.calls()).toBe(2);
  });

  it('a refused token is dropped once: the next caller gets a new one, and a stale refusal drops nothing', async () => {
    const server = tokenServer(3600);
    const tokens = phonePeTokenSource(settings, server.fetchImpl, server.now);
    const first = await tokens.header();
    tokens.refused(first);
    const second = await tokens.header();
    expect(second).toBe('O-Bearer T2');
    tokens.refused(first);
    expect(await tokens.header()).toBe(second);
    expect(server.calls()).toBe(2);
  });
});
