import type { CourierProvider } from '../../adapters/couriers/provider';
import { weightOf } from '../../adapters/couriers/provider';
import type { Db } from '../../db/client';
import { promisedDeliveryDay } from '../../../shared/delivery-date';
import { deliveryDateRules } from '../settings/delivery-dates';

export interface DeliveryPromise {
  /** 'YYYY-MM-DD' for a stock item and for a printed design; null when the courier does not deliver there or cannot say. */
  stock: string | null;
  printed: string | null;
}

const NONE: DeliveryPromise = { stock: null, printed: null };

/**
 * The day a parcel to this pincode can be promised (the product page, the checkout, the order):
 * the courier's days plus the shop's dispatch time. A courier that cannot be reached gives no
 * date rather than an error: the date is a courtesy and never stops a checkout.
 */
export async function deliveryPromise(deps: { db: Db; courier: CourierProvider; log?: (message: string, error?: unknown) => void }, pincode: string, at = new Date(), units = 1): Promise<DeliveryPromise> {
  let days: number | null;
  try {
    const answer = await deps.courier.serviceability(pincode, weightOf(units), false);
    days = answer.available ? answer.estimatedDays : null;
  } catch (error) {
    deps.log?.('the courier could not give a delivery date', error);
    return NONE;
  }
  if (days === null) return NONE;
  const rules = await deliveryDateRules(deps.db);
  return {
    stock: promisedDeliveryDay({ at, courierDays: days, printed: false, rules }),
    printed: promisedDeliveryDay({ at, courierDays: days, printed: true, rules }),
  };
}
