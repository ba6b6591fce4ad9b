import { eq, sql } from 'drizzle-orm';
import { refundBankAccounts, refunds } from '../../db/schema';
import { DomainError } from '../../errors';
import { REFUND_MESSAGES, bankDetailsProblem, normaliseBankDetails, type BankDetailsInput } from '../../../shared/refund-rules';
import type { OrderStatus } from '../../../shared/order-states';
import type { OrdersContext } from '../orders/orders-context';
import { ownOrder, type OrderRef } from '../orders/shopper-actions';

/** A cash-on-delivery order whose return is asked for or accepted: the money goes back by bank transfer. */
const NEEDS_BANK_DETAILS: readonly OrderStatus[] = ['Return requested', 'Returned'];

/**
 * The shopper gives (or corrects) the bank account for a cash-on-delivery refund: their own
 * order only (another shopper's is not found), while its return is asked for or accepted and
 * until staff have paid it out. Checked as the form checks it; nothing is stored on a problem.
 */
export async function saveBankDetails(ctx: OrdersContext, userId: string, ref: OrderRef, input: BankDetailsInput): Promise<void> {
  const order = await ownOrder(ctx, userId, ref);
  if (order.paymentMethod !== 'cod' || !NEEDS_BANK_DETAILS.includes(order.status)) throw new DomainError('CONFLICT', REFUND_MESSAGES.bankDetailsNotNeeded);
  const details = normaliseBankDetails(input);
  const problem = bankDetailsProblem(details);
  if (problem) throw new DomainError('INVALID_DATA', problem);
  await ctx.db.transaction(async (tx) => {
    // Read under the refund's lock: staff marking it paid out meanwhile wins, and the account they paid stays as it was.
    const [refund] = await tx.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, order.id)).for('update');
    if (refund?.status === 'refunded') throw new DomainError('CONFLICT', REFUND_MESSAGES.bankDetailsTooLate);
    const values = { accountHolder: details.accountHolder, accountNumber: details.accountNumber, ifsc: details.ifsc };
    await tx
      .insert(refundBankAccounts)
      .values({ orderId: order.id, ...values })
      .onConflictDoUpdate({ target: refundBankAccounts.orderId, set: { ...values, updatedAt: sql`now()` } });
  });
}
