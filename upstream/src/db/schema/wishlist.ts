// Wishlist (a contract extension): the catalogue items a customer saved. One row per (customer, type, id), so
// saving twice is a no-op by the primary key. No foreign key to the item: it points at a course, a diploma or a
// program by type, and an item deleted later simply drops out of the list when it is read.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** The same three as lib/contract's WISHLIST_ITEM_TYPES (this file stays free of the contract for drizzle-kit). */
export const WISHLIST_ROW_TYPES = ['course', 'diploma', 'program'] as const;

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: WISHLIST_ROW_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
    check('wishlist_items_type', sql`${t.itemType} in ('course', 'diploma', 'program')`),
  ],
);
