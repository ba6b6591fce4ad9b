import { boolean, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every stored file (images, videos, print files). The key is the file name served at /document/{key}. */
export const documents = pgTable('documents', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // A cropped picture (a banner, a product photo) keeps where it was cropped round (fractions
  // 0..1 of the whole picture; the centre for files from before focal points) and the whole
  // picture it was cut from, so staff can move the crop without uploading again. Null master:
  // the file is its own whole picture.
  focalX: real('focal_x').notNull().default(0.5),
  focalY: real('focal_y').notNull().default(0.5),
  masterKey: text('master_key'),
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
