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
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['COD pending', 'Pending', 'Paid', 'Failed', 'Cancelled', 'Refund pending', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Estimated delivery shown on an order: the order date plus 7 days (spec section 9). */
export const ESTIMATED_DELIVERY_DAYS = 7;
