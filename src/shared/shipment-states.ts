/**
 * Where a courier parcel is. `rto`: returned to origin, the shopper refused it or
 * could not be reached; the order is then cancelled and its units come back.
 */
export const SHIPMENT_STATES = ['created', 'in_transit', 'out_for_delivery', 'delivered', 'rto'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** How each state reads on My Orders and the tracking page. */
export const SHIPMENT_STATE_LABELS: Record<ShipmentState, string> = {
  created: 'Shipment created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto: 'Returned to the shop',
};

/** A state may only move forward: a late 'in transit' after 'out for delivery' adds to the timeline but moves nothing. */
export const SHIPMENT_STATE_RANK: Record<ShipmentState, number> = { created: 0, in_transit: 1, out_for_delivery: 2, delivered: 3, rto: 3 };

export const COURIER_PROVIDERS = ['local', 'shiprocket'] as const;
export type CourierProviderName = (typeof COURIER_PROVIDERS)[number];
