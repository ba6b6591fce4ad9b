/** The order life cycle (product brief: Real order lifecycle). */
export const ORDER_STATUSES = [
  'Pending payment',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Return requested',
  'Returned',
  'Refunded',
  'Awaiting confirmation',
  'Returned to origin',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A Cash on Delivery order with a custom design (or above a staff-set value) waits in this
 * status for the shopper's confirmation from the mailed link; unconfirmed, it is cancelled
 * after 24 hours.
 */
export const AWAITING_COD_CONFIRMATION = 'Awaiting confirmation' as const satisfies OrderStatus;

/**
 * A delivery the shopper refused (RTO, return to origin): counted against the account's COD
 *. Staff move a Shipped order here today; the courier work's tracking events may set
 * it too.
 */
export const REFUSED_DELIVERY_STATUS = 'Returned to origin' as const satisfies OrderStatus;

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['COD pending', 'Pending', 'Paid', 'Failed', 'Cancelled', 'Refund pending', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Estimated delivery shown on an order: the order date plus 7 days (spec section 9). */
export const ESTIMATED_DELIVERY_DAYS = 7;
