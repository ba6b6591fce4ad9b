/**
 * Refund rules shared by the server and the storefront: the refund's states, and the bank
 * details a cash-on-delivery shopper gives for their refund (checked alike by the form and the
 * server, with the same messages).
 */

export const REFUND_STATUSES = ['pending', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** An IFSC: 4 letters (the bank), a zero, then 6 letters or digits (the branch), as the RBI assigns them. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Indian bank account numbers run from 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const MAX_ACCOUNT_HOLDER = 100;
export const MAX_PAYOUT_REFERENCE = 64;

export const REFUND_MESSAGES = {
  holderRequired: 'Please enter the account holder’s name.',
  holderTooLong: `Please keep the account holder’s name to ${MAX_ACCOUNT_HOLDER} characters.`,
  accountNumberInvalid: 'Please enter the account number: 9 to 18 digits.',
  accountNumbersDiffer: 'The two account numbers do not match. Please type it again.',
  ifscInvalid: 'Please enter a valid IFSC: 11 characters, like SBIN0001234 (4 letters, a zero, then 6 letters or digits).',
  bankDetailsSaved: 'Bank details saved. We will send your refund to this account.',
  bankDetailsNotNeeded: 'This order does not need bank details: its refund goes back to how you paid.',
  bankDetailsTooLate: 'This refund has already been paid out.',
  noRefund: 'This order has no refund.',
  retryNotNeeded: 'This refund is not waiting to be tried again.',
  retried: 'Refund sent to the payment provider again.',
  checked: 'Refund status checked with the payment provider.',
  payoutNotCod: 'Only a cash on delivery refund is paid out by hand.',
  payoutNeedsBankDetails: 'The shopper has not given bank details yet.',
  payoutReferenceRequired: 'Please enter the bank transfer’s reference (UTR).',
  payoutReferenceTooLong: `Please keep the reference to ${MAX_PAYOUT_REFERENCE} characters.`,
  paidOut: 'Refund marked as paid out.',
  alreadyRefunded: 'This refund has already been made.',
  refundNotMade: 'This order’s refund is not made yet: retry it, or mark it paid out, from the refund.',
} as const;

export interface BankDetailsInput {
  accountHolder: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
}

/** The details as they are stored: trimmed, spaces taken out of the number, the IFSC in capitals. */
export function normaliseBankDetails(input: BankDetailsInput): BankDetailsInput {
  return {
    accountHolder: input.accountHolder.trim().replace(/\s+/g, ' '),
    accountNumber: input.accountNumber.replace(/[\s-]/g, ''),
    confirmAccountNumber: input.confirmAccountNumber.replace(/[\s-]/g, ''),
    ifsc: input.ifsc.trim().toUpperCase(),
  };
}

/** The first problem with bank details (already normalised), or null when they are good. */
export function bankDetailsProblem(details: BankDetailsInput): string | null {
  if (details.accountHolder === '') return REFUND_MESSAGES.holderRequired;
  if (details.accountHolder.length > MAX_ACCOUNT_HOLDER) return REFUND_MESSAGES.holderTooLong;
  if (!ACCOUNT_NUMBER_PATTERN.test(details.accountNumber)) return REFUND_MESSAGES.accountNumberInvalid;
  if (details.accountNumber !== details.confirmAccountNumber) return REFUND_MESSAGES.accountNumbersDiffer;
  if (!IFSC_PATTERN.test(details.ifsc)) return REFUND_MESSAGES.ifscInvalid;
  return null;
}

/** An account number as the shopper sees it again: its last four digits only. */
export const maskAccountNumber = (accountNumber: string) => `XXXX${accountNumber.slice(-4)}`;
