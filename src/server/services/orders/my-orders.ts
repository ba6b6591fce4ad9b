import { expireStalePayments } from '../payments/online-payment';
import { listOrderViews } from './order-view';
import type { OrdersContext } from './orders-context';

/** How long My Orders waits for a shopper's stale payment holds to end before it lists anyway. */
const LAZY_EXPIRY_WAIT_MS = 2000;

/**
 * The signed-in shopper's orders as My Orders shows them, newest first, for the API's
 * listMyOrders and the page's server render alike. A shopper who left the payment page never
 * settles it: their stale holds end here too, but a slow provider must not hold the list up for
 * more than a moment.
 */
export async function myOrders(ctx: OrdersContext, userId: string) {
  const expiring = expireStalePayments(ctx, { userId });
  await Promise.race([expiring, new Promise((resolve) => setTimeout(resolve, LAZY_EXPIRY_WAIT_MS).unref())]);
  return listOrderViews(ctx.db, userId);
}
