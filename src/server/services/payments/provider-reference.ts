import { and, eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { OrdersContext } from '../orders/orders-context';

/** Our payment attempt behind the provider's own id for it (Razorpay's order_id), or null when it is none of ours. */
export async function transactionOfReference(ctx: OrdersContext, reference: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ transactionId: payments.transactionId })
    .from(payments)
    .where(and(eq(payments.provider, ctx.payments.name), eq(payments.providerReference, reference)))
    .limit(1);
  return row?.transactionId ?? null;
}

/** The provider's own id for one of our payment attempts, as its startPayment answered it (null when it gave none). */
export async function referenceOfTransaction(ctx: OrdersContext, transactionId: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ reference: payments.providerReference })
    .from(payments)
    .where(and(eq(payments.provider, ctx.payments.name), eq(payments.transactionId, transactionId)))
    .limit(1);
  return row?.reference ?? null;
}
