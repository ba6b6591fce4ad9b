import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GarmentType } from '../../../shared/catalogue-options';

/**
 * A starter template the studio offers: a design document (the engine's versioned
 * JSON, validated like a saved design) with its own preview. Staff add one from a saved design,
 * hide, reorder and delete them; the demo seed adds the shop's starter set.
 */
export const designTemplates = pgTable(
  'design_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The document's garment, kept beside it so the studio lists a garment's templates by index. */
    garment: text('garment').$type<GarmentType>().notNull(),
    document: jsonb('document').notNull(),
    /** Document key of its WebP preview (the garment with the design; the front, else the back). */
    preview: text('preview').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Set on the seed's starter templates (src/server/db/seed/starter-templates.ts), null on staff's. */
    starterSlug: text('starter_slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('design_templates_document_object', sql`jsonb_typeof(${t.document}) = 'object'`),
    uniqueIndex('design_templates_starter_slug_key').on(t.starterSlug),
    index('design_templates_order_idx').on(t.position, t.createdAt),
  ],
);

/**
 * Content a start-up step seeds once into a shop (by name), so that what staff removed
 * afterwards is not brought back at the next start.
 */
export const contentSeeds = pgTable('content_seeds', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
