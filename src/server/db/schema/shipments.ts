import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShipmentState } from '../../../shared/shipment-states';
import { orders } from './orders';
import { users } from './users';

/**
 * An order's parcel with a courier: one per order, made by staff's 'Create shipment'
 * through the courier provider (COURIER_PROVIDER), with the courier's AWB number and the label
 * staff print. Its state follows the courier's events.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique('shipments_order_key')
      .references(() => orders.id),
    /** Which provider made it ('local' or 'shiprocket'): its events are read by that provider's rules. */
    provider: text('provider').notNull(),
    awb: text('awb').notNull(),
    courierName: text('courier_name').notNull(),
    /** The provider's own ids (Shiprocket's order_id and shipment_id); null for the local courier. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    state: text('state').$type<ShipmentState>().notNull(),
    /** The label PDF in the document store. */
    labelKey: text('label_key').notNull(),
    trackingUrl: text('tracking_url'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipments_awb_key').on(t.provider, t.awb), index('shipments_state_idx').on(t.state, t.updatedAt)],
);

/**
 * What the courier said about a shipment, in the order it happened: the shopper's tracking
 * timeline. A courier sends the same event again (webhook retries): its key makes the repeat a
 * no-op.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** The courier's status code and time, which together name one event. */
    eventKey: text('event_key').notNull(),
    /** The state this event moves the shipment to, when it moves it. */
    state: text('state').$type<ShipmentState>(),
    /** The courier's words ('In Transit', 'Delivered') and where it happened. */
    label: text('label').notNull(),
    location: text('location').notNull().default(''),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_key').on(t.shipmentId, t.eventKey), index('shipment_events_time_idx').on(t.shipmentId, t.occurredAt)],
);
