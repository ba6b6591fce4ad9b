import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The shopper's own name for it (My designs); '' until they give one. */
    name: text('name').notNull().default(''),
    previewFront: text('preview_front'),
    previewBack: text('preview_back'),
    /**
     * While shared, the unguessable part of its public read-only link (`/d/{slug}`: 144 random
     * bits); null when not shared. Stopping sharing clears it, and sharing again draws a new one,
     * so an old link stays dead.
     */
    shareSlug: text('share_slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('designs_document_object', sql`jsonb_typeof(${t.document}) = 'object'`),
    // The upload sweep asks "does any design use this image?" by containment (@>).
    index('designs_document_idx').using('gin', sql`${t.document} jsonb_path_ops`),
    uniqueIndex('designs_share_slug_key').on(t.shareSlug),
  ],
);

/**
 * A shopper's own image, stored under `key`. The row exists from the moment the upload is
 * accepted (bytes reserved for the quota) until the sweep removes it, unused, after a grace
 * period. A shopper who closes the account leaves the rows (user_id null) to the sweep.
 */
export const designUploads = pgTable(
  'design_uploads',
  {
    key: text('key').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What the shopper sent. */
    sourceBytes: bigint('source_bytes', { mode: 'number' }).notNull(),
    /** What is stored: the most the upload may store until its file is written, then its size. */
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time a saved design took this image in; the grace period runs from here too. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('design_uploads_user_idx').on(t.userId, t.createdAt), index('design_uploads_created_idx').on(t.createdAt)],
);
