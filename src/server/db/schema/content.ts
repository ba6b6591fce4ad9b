import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every stored file (images, videos, print files). The key is the file name served at /document/{key}. */
export const documents = pgTable('documents', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  image: text('image').notNull(),
  alt: text('alt').notNull().default(''),
  link: text('link').notNull().default('/'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const videos = pgTable('videos', {
  id: uuid('id').primaryKey().defaultRandom(),
  mobilePath: text('mobile_path').notNull(),
  desktopPath: text('desktop_path').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
