import { INDIA_TIME_ZONE } from '../../../../shared/india-time';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

/** A date as shoppers in India read it: 30 Nov 2026. */
export const formatOrderDate = (iso: string) => dateFormat.format(new Date(iso));

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: INDIA_TIME_ZONE });

/** What an ended order adds beside its estimated delivery: 'Delivered on 3 Dec', 'Cancelled'; null while it is on its way. */
export function statusNote(order: { status: string; deliveredAt: string | null }): string | null {
  if (order.status === 'Cancelled') return 'Cancelled';
  if (order.status === 'Delivered') return order.deliveredAt ? `Delivered on ${dayMonth.format(new Date(order.deliveredAt))}` : 'Delivered';
  return null;
}

/**
 * The orders as the screen lists them: the orders of one checkout together, in the order the
 * list has them (newest first), each group under its checkout number.
 */
export function groupByCheckout<T extends { checkoutNumber: string }>(orders: readonly T[]): { checkoutNumber: string; orders: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const order of orders) groups.set(order.checkoutNumber, [...(groups.get(order.checkoutNumber) ?? []), order]);
  return [...groups].map(([checkoutNumber, grouped]) => ({ checkoutNumber, orders: grouped }));
}

// The order id as the Orders screen shows it (its last eight characters, upper case, after a #):
// one rule for My Orders and the staff search that finds an order by it.
export { shortOrderId } from '../../../../shared/owner-rules';
