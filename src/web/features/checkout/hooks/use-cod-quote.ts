import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { codQuoteQuery } from '../api/checkout-calls';
import type { PaymentMethod } from '../components/payment-choice';
import type { ServiceCheck } from './use-pincode-details';

const CODE_CHECK_FAILED = 'Cash on Delivery could not be checked just now. Please try again, or choose Online Payment.';

export interface CodQuoteInput {
  service: ServiceCheck;
  pincode: string;
  /** What the shopper pays before any COD fee, in rupees (the server's quote; null while it is asked for). */
  total: number | null;
  codLines: { productIds: string[]; hasDesign: boolean };
  chosenMethod: PaymentMethod;
  onCodFee: ((fee: number) => void) | undefined;
}

/**
 * The shop's COD rules, decided by the server for the checked pincode and the amount: whether
 * COD may be chosen, the sentence that says so, its fee, and what the chosen method pays. The
 * page is told the fee it charges.
 */
export function useCodQuote({ service, pincode, total, codLines, chosenMethod, onCodFee }: CodQuoteInput) {
  const deliverable = service.kind !== 'done' || service.deliverable;
  const pincodeChecked = service.kind === 'done' && service.deliverable ? pincode.trim() : null;
  const quote = useQuery(codQuoteQuery(pincodeChecked && total !== null ? { pincode: pincodeChecked, amount: total, ...codLines } : null));
  const codAllowed = pincodeChecked !== null && quote.data?.allowed === true;
  // A COD choice made for an earlier pincode does not survive a pincode without COD.
  const method: PaymentMethod = codAllowed ? chosenMethod : 'online';
  const codNote = pincodeChecked === null ? 'Enter your pincode to see if Cash on Delivery is available.' : quote.data ? quote.data.note : quote.isError ? CODE_CHECK_FAILED : 'Checking Cash on Delivery...';
  const codFee = codAllowed ? (quote.data?.fee ?? 0) : 0;
  const payable = method === 'cod' && quote.data ? quote.data.total : total;
  const chargedFee = method === 'cod' ? codFee : 0;
  useEffect(() => onCodFee?.(chargedFee), [onCodFee, chargedFee]);

  return { deliverable, method, codAllowed, codNote, codFee, payable };
}
