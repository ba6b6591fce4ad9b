import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../provider';
import { gatewayStateOf, refundAnswerOf } from './provider';

describe("PhonePe status answers", () => {
  it.each([
    [{ code: 'PAYMENT_SUCCESS', data: { state: 'COMPLETED' } }, 'paid'],
    [{ code: 'PAYMENT_PENDING', data: { state: 'PENDING' } }, 'pending'],
    [{ code: 'PAYMENT_ERROR', data: { state: 'FAILED', responseCode: 'USER_CANCEL' } }, 'cancelled'],
    [{ code: 'PAYMENT_ERROR', data: { state: 'FAILED' } }, 'failed'],
    [{ code: 'PAYMENT_DECLINED' }, 'failed'],
    [{ code: 'TIMED_OUT' }, 'failed'],
  ] as const)('%j is %s', (answer, state) => {
    expect(gatewayStateOf(answer)).toBe(state);
  });

  it('decides nothing on an answer it does not know (a success code without COMPLETED is not paid)', () => {
    expect(() => gatewayStateOf({ code: 'INTERNAL_SERVER_ERROR' })).toThrow(ProviderUnavailableError);
    expect(() => gatewayStateOf({ code: 'PAYMENT_SUCCESS', data: { state: 'SOMETHING' } })).toThrow(ProviderUnavailableError);
  });
});

describe('PhonePe refund answers', () => {
  it.each([
    [{ code: 'PAYMENT_SUCCESS', data: { merchantTransactionId: 'RF1', transactionId: 'T1', state: 'COMPLETED' } }, 'refunded'],
    [{ code: 'PAYMENT_PENDING', data: { merchantTransactionId: 'RF1', state: 'PENDING' } }, 'processing'],
    // PhonePe: the refund may have been made; check its status before trying again.
    [{ code: 'INTERNAL_SERVER_ERROR' }, 'processing'],
    [{ code: 'TIMED_OUT' }, 'processing'],
    [{ code: 'PAYMENT_ERROR', data: { merchantTransactionId: 'RF1', state: 'FAILED' } }, 'failed'],
    [{ code: 'REVERSAL_WINDOW_EXCEEDED' }, 'failed'],
    [{ code: 'TRANSACTION_NOT_FOUND', data: { state: 'PENDING' } }, 'unknown'],
  ] as const)('%j is %s', (answer, state) => {
    expect(refundAnswerOf(answer).state).toBe(state);
  });
});
