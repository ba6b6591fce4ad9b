import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A shopper's saved delivery addresses (beyond the spec), at most MAX_SAVED_ADDRESSES each,
 * with the checkout's own fields and rules. At most one is the default: a partial unique index
 * holds that under concurrent writes.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shopper's own name for it ('Home', 'Office'); may be empty. */
    label: text('label').notNull().default(''),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    alternativeNumber: text('alternative_number').notNull().default(''),
    deliveryAddress: text('delivery_address').notNull(),
    pincode: text('pincode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_addresses_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
