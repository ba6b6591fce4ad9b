import type { CourierProviderName, ShipmentState } from '../../../shared/shipment-states';

/** Whether a courier delivers to a pincode, and how soon. */
export interface Serviceability {
  available: boolean;
  codAvailable: boolean;
  /** The courier's days in transit to the pincode; null when it does not say. */
  estimatedDays: number | null;
}

/** The order as a courier needs it: who, where, what and how it is paid. */
export interface ShipmentOrder {
  /** Ours, the shop's tracking id: the courier's order reference. */
  reference: string;
  orderedAt: Date;
  name: string;
  phoneNumber: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  /** Cash to collect at the door, in paise; 0 for a prepaid order. */
  codAmountPaise: number;
  totalPaise: number;
  item: { name: string; sku: string; units: number; unitPricePaise: number };
  weightKg: number;
}

export interface CreatedShipment {
  awb: string;
  courierName: string;
  providerOrderId: string | null;
  providerShipmentId: string | null;
  /** The label to print and stick on the parcel (PDF). */
  label: Buffer;
  trackingUrl: string | null;
}

/** One thing the courier says happened to a parcel. */
export interface CourierEvent {
  /** Names the event, the same each time the courier sends it again (its status code and time). */
  key: string;
  /** The shipment state it moves to, or null for an event that only joins the timeline. */
  state: ShipmentState | null;
  label: string;
  location: string;
  at: Date;
}

/** A webhook the provider verified: the parcel it is about and what happened. */
export interface CourierUpdate {
  awb: string;
  events: CourierEvent[];
}

/**
 * A courier, chosen by COURIER_PROVIDER like the payment provider: the shop's own
 * rules (`local`) or Shiprocket. Throws CourierUnavailableError when the courier cannot be
 * reached or refuses: nothing was made, staff may try again.
 */
export interface CourierProvider {
  readonly name: CourierProviderName;
  serviceability(pincode: string, weightKg: number, cod: boolean): Promise<Serviceability>;
  createShipment(order: ShipmentOrder): Promise<CreatedShipment>;
  /** Every event the courier knows of for a parcel, oldest first. */
  track(awb: string): Promise<CourierEvent[]>;
  /**
   * A status webhook: 'forged' when its token does not hold, 'unreadable' when the body is not
   * an update, else the update. Only verified updates may touch an order.
   */
  readWebhook(apiKey: string | undefined, body: unknown): CourierUpdate | 'forged' | 'unreadable';
}

export class CourierUnavailableError extends Error {
  override name = 'CourierUnavailableError';
}

/** What a parcel of one garment line weighs, in kg, for the courier's rates. */
export const weightOf = (units: number) => Math.round(units * 0.35 * 100) / 100 || 0.35;
