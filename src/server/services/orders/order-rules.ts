import type { OrderStatus } from '../../../shared/order-states';
import { RETURN_WINDOW_DAYS } from '../../../shared/return-rules';

export { RETURN_WINDOW_DAYS };
/** How long an unpaid online order holds its stock. */
export const PAYMENT_HOLD_MINUTES = 30;

/**
 * What unpaid online checkouts may hold off the shelf at once (PAYMENT_HOLD_MINUTES each), so
 * that one shopper, or many accounts from one network address, cannot make a product look
 * sold out by starting payments they never make. Generous for a real order (a family's cart);
 * an order past them can still be paid in parts or placed with Cash on Delivery.
 */
export const UNPAID_HOLD_LIMITS = {
  perShopper: { checkouts: 3, units: 30, valuePaise: 25_000_00 },
  perAddress: { checkouts: 10, units: 100, valuePaise: 1_00_000_00 },
} as const;

/** The shopper may cancel until the order is shipped. */
export const CANCELLABLE: readonly OrderStatus[] = ['Pending payment', 'Processing', 'Awaiting confirmation'];

/** Moves staff (and the shop itself) may make; anything else is refused. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  'Pending payment': ['Processing', 'Cancelled'],
  // Staff may confirm a COD order themselves (the shopper said yes on the phone).
  'Awaiting confirmation': ['Processing', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Returned to origin'],
  'Returned to origin': [],
  Delivered: ['Return requested'],
  'Return requested': ['Returned'],
  Returned: ['Refunded'],
  Cancelled: [],
  Refunded: [],
};

/** Moves after which the units go back on the shelf. */
export const RESTOCKS: Partial<Record<OrderStatus, true>> = { Cancelled: true, Returned: true, 'Returned to origin': true };

const DAY_MS = 24 * 3600 * 1000;

export function canReturn(status: OrderStatus, deliveredAt: Date | null, now = new Date()): boolean {
  return status === 'Delivered' && !!deliveredAt && now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_DAYS * DAY_MS;
}
