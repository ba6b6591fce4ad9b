import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { ShipmentState } from '../../../shared/shipment-states';
import type { CourierUpdate } from './provider';
import { INDIA_UTC_OFFSET } from '../../../shared/india-time';

/**
 * Shiprocket's shipment status codes (its docs' status list) and what each means to the shop.
 * Codes left out (pickup exceptions, undelivered attempts, delays) join the timeline only.
 */
const STATE_OF_CODE: Record<number, ShipmentState> = {
  6: 'in_transit', // Shipped
  18: 'in_transit', // In Transit
  38: 'in_transit', // Reached at Destination Hub
  42: 'in_transit', // Picked Up
  17: 'out_for_delivery',
  7: 'delivered',
  9: 'rto', // RTO Initiated
  10: 'rto', // RTO Delivered
  14: 'rto', // RTO Acknowledged
  40: 'rto', // RTO NDR
  41: 'rto', // RTO Out For Delivery
  45: 'rto', // RTO In Transit
};

export const stateOfStatusCode = (code: number): ShipmentState | null => STATE_OF_CODE[code] ?? null;

const text = z.string().trim().max(500);
/** The fields of Shiprocket's tracking webhook the shop reads; it sends many more (kept out of the way, not refused). */
const bodySchema = z.object({
  awb: z.union([text, z.number()]).transform(String).pipe(z.string().regex(/^[A-Za-z0-9-]{4,40}$/)),
  current_status: text.min(1),
  shipment_status_id: z.coerce.number().int().min(0).max(10_000),
  current_timestamp: text.min(1),
  scans: z.array(z.object({ location: text.optional() }).loose()).max(500).optional(),
});

/**
 * India time as couriers write it, to an instant: '23 05 2023 11:43:52' (Shiprocket's webhook) or
 * '2023-05-23 11:43:52' (its scans and tracking API). Null when it is neither.
 */
export function parseIndiaTime(value: string): Date | null {
  const spaced = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  const dashed = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  const parts = spaced ? [spaced[3], spaced[2], spaced[1], spaced[4], spaced[5], spaced[6]] : dashed ? dashed.slice(1) : null;
  if (!parts) return null;
  const at = new Date(`${parts[0]}-${parts[1]}-${parts[2]}T${parts[3]}:${parts[4]}:${parts[5]}${INDIA_UTC_OFFSET}`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The same token, compared in constant time. */
export function tokenHolds(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Reads a status webhook in Shiprocket's shape (the local courier posts the same shape), after
 * its `x-api-key` header held the shop's token (COURIER_WEBHOOK_TOKEN; none set: every call is
 * forged). One event: the parcel's current status, keyed by its code and time so a resend is
 * the same event.
 */
export function readStatusWebhook(apiKey: string | undefined, token: string | undefined, body: unknown): CourierUpdate | 'forged' | 'unreadable' {
  if (!tokenHolds(apiKey, token)) return 'forged';
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return 'unreadable';
  const at = parseIndiaTime(parsed.data.current_timestamp);
  if (!at) return 'unreadable';
  const scans = parsed.data.scans ?? [];
  const location = scans.length > 0 ? (scans[scans.length - 1]!.location ?? '') : '';
  return {
    awb: parsed.data.awb,
    events: [
      {
        key: `${parsed.data.shipment_status_id}|${at.toISOString()}`,
        state: stateOfStatusCode(parsed.data.shipment_status_id),
        label: parsed.data.current_status,
        location,
        at,
      },
    ],
  };
}
