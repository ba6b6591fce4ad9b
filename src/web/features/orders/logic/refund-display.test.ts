import { describe, expect, it } from 'vitest';
import { refundDisplay } from './refund-display';

const online = { amount: 1299, toBankAccount: false, refundedAt: null };
const base = { status: 'Cancelled', refundBankAccount: null, bankDetailsWanted: false };

describe('the refund line on My Orders', () => {
  it('says nothing for an order without a refund', () => {
    expect(refundDisplay({ ...base, refund: null })).toBeNull();
  });

  it('says a refund started, with its amount, while the provider has it', () => {
    for (const status of ['pending', 'processing'] as const) {
      expect(refundDisplay({ ...base, refund: { ...online, status } })).toMatchObject({ headline: 'Refund of ₹1,299 started', tone: 'waiting' });
    }
  });

  it('says when it was refunded, in Indian time', () => {
    expect(refundDisplay({ ...base, refund: { ...online, status: 'refunded', refundedAt: '2026-11-29T20:00:00Z' } })).toMatchObject({ headline: 'Refunded on 30 Nov 2026', tone: 'done' });
  });

  it('calls a refused refund delayed, without the provider’s words', () => {
    expect(refundDisplay({ ...base, refund: { ...online, status: 'failed' } })?.headline).toBe('Refund of ₹1,299 delayed');
  });

  it('asks a cash on delivery shopper for bank details, then names the masked account', () => {
    const cod = { ...base, status: 'Returned', refund: { amount: 499, status: 'pending' as const, toBankAccount: true, refundedAt: null } };
    expect(refundDisplay({ ...cod, bankDetailsWanted: true })).toMatchObject({ headline: 'We need your bank details', tone: 'action' });
    const given = refundDisplay({ ...cod, bankDetailsWanted: true, refundBankAccount: { accountNumber: 'XXXX9012', ifsc: 'SBIN0001234' } });
    expect(given).toMatchObject({ headline: 'Refund of ₹499 started' });
    expect(given?.detail).toContain('XXXX9012');
  });
});
