import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { decideCheckoutCod } from './cod-decision';

export interface CodQuoteInput {
  pincode: string;
  /** Rupees: what the checkout page shows before any COD fee. */
  amount: number;
  productIds: string[];
  hasDesign: boolean;
}

export interface CodQuote {
  allowed: boolean;
  note: string;
  fee: number;
  total: number;
  needsConfirmation: boolean;
}

/**
 * The checkout page's question before the shopper presses the button: the shop's one COD
 * decision (cod-decision.ts) for the amount shown. Checkout decides again from its own prices,
 * so a page that sent a wrong amount is refused there in the same words, never charged.
 */
export async function quoteCod(db: Db, userId: string, input: CodQuoteInput): Promise<CodQuote> {
  const ids = [...new Set(input.productIds.map((id) => id.toLowerCase()))];
  const found = ids.length
    ? await db.select({ id: products.id, codAvailable: products.codAvailable }).from(products).where(and(inArray(products.id, ids), eq(products.hidden, false)))
    : [];
  const productsAllowCod = ids.every((id) => found.some((row) => row.id === id && row.codAvailable));
  const valuePaise = rupeesToPaise(input.amount);
  const decision = await decideCheckoutCod(db, { userId, pincode: input.pincode, valuePaise, hasDesign: input.hasDesign, productsAllowCod });
  if (!decision.allowed) return { allowed: false, note: decision.reason, fee: 0, total: paiseToRupees(valuePaise), needsConfirmation: false };
  return { allowed: true, note: decision.note, fee: paiseToRupees(decision.feePaise), total: paiseToRupees(valuePaise + decision.feePaise), needsConfirmation: decision.needsConfirmation };
}
