import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GarmentType } from '../../../shared/catalogue-options';
import { users } from './users';

/** A blank garment colour the studio can print on, with its front and back photos. */
export const customiserGarments = pgTable(
  'customiser_garments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<GarmentType>().notNull(),
    color: text('color').notNull(),
    /** The colour as a CSS hex value, for swatches. */
    hex: text('hex').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    /** Price of the blank garment in paise; a print price per side is added (shop setting). */
    basePricePaise: integer('base_price_paise').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('customiser_garments_type_color_key').on(t.type, t.color)],
);

export const customiserGraphics = pgTable('customiser_graphics', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A saved studio design: the engine's versioned JSON plus preview images per side. */
export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: jsonb('document').notNull(),
    previewFront: text('preview_front'),
    previewBack: text('preview_back'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('designs_document_object', sql`jsonb_typeof(${t.document}) = 'object'`)],
);
