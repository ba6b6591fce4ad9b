import type { OrderStatus } from '../../../shared/order-states';

/** Days after delivery during which a shopper may ask for a return (policy text, spec section 9). */
export const RETURN_WINDOW_DAYS = 7;
/** How long an unpaid online order holds its stock. */
export const PAYMENT_HOLD_MINUTES = 30;

/** The shopper may cancel until the order is shipped. */
export const CANCELLABLE: readonly OrderStatus[] = ['Pending payment', 'Processing'];

/** Moves staff (and the shop itself) may make; anything else is refused. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  'Pending payment': ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered'],
  Delivered: ['Return requested'],
  'Return requested': ['Returned'],
  Returned: ['Refunded'],
  Cancelled: [],
  Refunded: [],
};

/** Moves after which the units go back on the shelf. */
export const RESTOCKS: Partial<Record<OrderStatus, true>> = { Cancelled: true, Returned: true };

const DAY_MS = 24 * 3600 * 1000;

export function canReturn(status: OrderStatus, deliveredAt: Date | null, now = new Date()): boolean {
  return status === 'Delivered' && !!deliveredAt && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}
