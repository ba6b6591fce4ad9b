import { randomInt } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serviceAreas } from '../../../db/schema';
import type { CourierProvider } from '../provider';
import { readStatusWebhook } from '../status-webhook';
import { drawShippingLabel } from './label-pdf';

export const LOCAL_COURIER_NAME = 'Bhopal Threads Courier';
const FROM = 'Bhopal Threads, MP Nagar, Bhopal 462011';

/**
 * The shop's own courier: deliverability, COD and days from its rules table (service_areas, the
 * same rules as the pincode check), AWB numbers of its own and a label it draws. Status updates
 * come to the same webhook in Shiprocket's shape, with the shop's webhook token.
 */
export function localCourier(deps: { db: Db; webhookToken: string | undefined }): CourierProvider {
  return {
    name: 'local',
    async serviceability(pincode) {
      const [rule] = await deps.db
        .select()
        .from(serviceAreas)
        .where(sql`starts_with(${pincode}, ${serviceAreas.pincodePrefix})`)
        .orderBy(desc(sql`length(${serviceAreas.pincodePrefix})`))
        .limit(1);
      if (!rule || !rule.deliverable) return { available: false, codAvailable: false, estimatedDays: null };
      return { available: true, codAvailable: rule.codAvailable, estimatedDays: rule.transitDays };
    },
    async createShipment(order) {
      // 'BTL' and 11 digits: ours alone, so they never collide with a courier's numbers.
      const awb = `BTL${String(randomInt(10 ** 10)).padStart(10, '0')}${randomInt(10)}`;
      const label = await drawShippingLabel(order, { awb, courierName: LOCAL_COURIER_NAME, from: FROM });
      return { awb, courierName: LOCAL_COURIER_NAME, providerOrderId: null, providerShipmentId: null, label, trackingUrl: null };
    },
    async track() {
      // The shop's courier has no tracking service: its events arrive by webhook and are kept in shipment_events.
      return [];
    },
    readWebhook: (apiKey, body) => readStatusWebhook(apiKey, deps.webhookToken, body),
  };
}
