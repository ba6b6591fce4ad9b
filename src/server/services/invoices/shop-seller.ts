import { DomainError } from '../../errors';
import type { InvoiceSeller } from '../../db/schema';
import { gstinProblem } from './gstin';
import { stateNameOfCode } from './state-codes';

/**
 * The demo shop's supplier details: a GSTIN that is plainly not a real one (all A's and
 * zeros) but passes the format and check digit, so invoices print as a real shop's would.
 * A real shop sets SHOP_GSTIN, SHOP_LEGAL_NAME and SHOP_ADDRESS.
 */
export const DEMO_SELLER = {
  gstin: '23AAAAA0000A1ZA',
  legalName: 'Bhopal Threads (demo, not a registered business)',
  address: '12 MP Nagar Zone II, Bhopal, Madhya Pradesh 462011',
} as const;

/** The supplier printed on invoices, from the shop's settings; the state comes from the GSTIN's first two digits. */
export function shopSeller(settings: { gstin: string; legalName: string; address: string }): InvoiceSeller {
  const gstin = settings.gstin.trim().toUpperCase();
  const problem = gstinProblem(gstin);
  if (problem) throw new DomainError('UNEXPECTED_STATE', `SHOP_GSTIN ${gstin}: ${problem}`);
  const stateCode = gstin.slice(0, 2);
  return { gstin, legalName: settings.legalName.trim(), address: settings.address.trim(), stateCode, stateName: stateNameOfCode(stateCode) ?? stateCode };
}
