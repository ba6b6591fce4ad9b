import { formatInr } from '../../../../shared/money';
import { formatOrderDate } from './order-display';

interface RefundFacts {
  status: string;
  refund: { amount: number; status: 'pending' | 'processing' | 'refunded' | 'failed'; toBankAccount: boolean; refundedAt: string | null } | null;
  refundBankAccount: { accountNumber: string; ifsc: string } | null;
  bankDetailsWanted: boolean;
}

export interface RefundDisplay {
  /** The line in bold: 'Refund of ₹1,299 started', 'Refunded on 30 Nov 2026', 'We need your bank details'. */
  headline: string;
  /** What it means for the shopper, in a sentence. */
  detail: string;
  tone: 'waiting' | 'done' | 'action';
}

/**
 * What My Orders says about an order's refund, or null when it has none to tell. A refund the
 * provider refused is the shop's to sort out: the shopper reads that it is delayed, not why.
 */
export function refundDisplay(order: RefundFacts): RefundDisplay | null {
  const { refund, refundBankAccount: account } = order;
  const toAccount = account ? `your bank account ${account.accountNumber} (IFSC ${account.ifsc})` : 'your bank account';
  if (order.bankDetailsWanted && !account) {
    return {
      headline: 'We need your bank details',
      detail: refund
        ? `You paid cash on delivery: tell us where to send your refund of ${formatInr(refund.amount)}.`
        : 'You paid cash on delivery: tell us where to send your refund once we accept the return.',
      tone: 'action',
    };
  }
  if (!refund) {
    return account ? { headline: 'Bank details received', detail: `Once we accept the return, your refund goes to ${toAccount}.`, tone: 'waiting' } : null;
  }
  const amount = formatInr(refund.amount);
  if (refund.status === 'refunded') {
    return {
      headline: refund.refundedAt ? `Refunded on ${formatOrderDate(refund.refundedAt)}` : 'Refunded',
      detail: refund.toBankAccount ? `${amount} was sent to ${toAccount}.` : `${amount} went back to the account you paid with. Banks take up to 5-7 business days to show it.`,
      tone: 'done',
    };
  }
  if (refund.status === 'failed') {
    return { headline: `Refund of ${amount} delayed`, detail: 'Our team is looking into it and will finish it; you need not do anything.', tone: 'waiting' };
  }
  return {
    headline: `Refund of ${amount} started`,
    detail: refund.toBankAccount ? `We will send it to ${toAccount} within 5-7 business days.` : 'It goes back to the account you paid with, within 5-7 business days.',
    tone: 'waiting',
  };
}
