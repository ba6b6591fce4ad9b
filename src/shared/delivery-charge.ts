/** What delivery costs, as staff set it (shop_settings); amounts in paise. */
export interface DeliveryRule {
  freeDeliveryFromPaise: number;
  deliveryChargePaise: number;
}

/** Until staff change it: free delivery from ₹999 of items, ₹49 below. */
export const DEFAULT_DELIVERY_RULE: DeliveryRule = { freeDeliveryFromPaise: 99_900, deliveryChargePaise: 4_900 };

/** The most staff may set either figure to (₹1,00,000), so a slip of the keyboard cannot price a cart out. */
export const MAX_DELIVERY_SETTING_PAISE = 10_000_000;

/**
 * A cart checkout's delivery charge for its items' subtotal: nothing for an empty cart or from
 * the free-delivery figure on, the staff-set charge below it. One rule for the cart, the
 * checkout page and the server that charges it.
 */
export function deliveryChargePaise(subtotalPaise: number, rule: DeliveryRule): number {
  if (subtotalPaise <= 0 || subtotalPaise >= rule.freeDeliveryFromPaise) return 0;
  return rule.deliveryChargePaise;
}
