// Personal data (UAE PDPL): the consent history and the record of fulfilled account deletions.
import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, CONSENT_SOURCES } from '@shared/contract/entities/consent';
import { createdAt, ts } from './columns';
import { users } from './users';

/** Every consent choice, append-only: the current state of a kind is its newest row. */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    granted: boolean('granted').notNull(),
    version: text('version').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    recordedAt: createdAt(),
  },
  (t) => [index('consents_user_kind_idx').on(t.userId, t.kind, t.id)],
);

/**
 * One row per deleted account: when, and how many orders were kept as tax records. Nothing personal: the
 * user row it points at is anonymised in the same transaction.
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.uniqueId),
  deletedAt: ts('deleted_at').notNull(),
  ordersKept: integer('orders_kept').notNull().default(0),
});
