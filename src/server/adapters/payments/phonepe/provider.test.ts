import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../provider';
import { gatewayStateOf } from './provider';

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
