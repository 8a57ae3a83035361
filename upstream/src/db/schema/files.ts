// Stored files (images, PDFs, uploads) served by GET /files/:id.
import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';

export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  mime: text('mime').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  name: text('name'),
  /** Uploads belong to a user; public files (catalogue images) to nobody. */
  ownerId: uuid('owner_id'),
  isPublic: boolean('is_public').notNull().default(true),
  created: createdAt(),
});
