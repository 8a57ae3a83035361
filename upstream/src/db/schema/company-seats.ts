// Company orders and their seats (issue 43, docs/company.md). A company order is an ordinary order placed by one
// of the company's admins, plus `order_company`: the buyer its tax invoice and e-invoice name. Each seat of a team
// line is a `company_seats` row; an agent who accepts one gets a 0 AED booking order of their own (payment method
// `seat`), so My Courses, calendar invitations, reminders and certificates work for them as for any booking.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingAddress } from '@shared/contract/entities/billing';
import { createdAt, ts } from './columns';
import { orderItems, orders, ITEM_TYPES } from './commerce';
import { companies } from './company';
import { users } from './users';

/** The company an order was bought for, as it stood when the order was placed (the invoice prints this). */
export const orderCompany = pgTable(
  'order_company',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    legalNameEn: text('legal_name_en').notNull(),
    legalNameAr: text('legal_name_ar').notNull(),
    trn: text('trn').notNull(),
    tradeLicenseNumber: text('trade_license_number').notNull(),
    tradeLicenseAuthority: text('trade_license_authority').notNull(),
    address: jsonb('address').$type<BillingAddress>().notNull(),
    /** The buyer's purchase order number (IBT-013); required for a bank transfer. */
    poNumber: text('po_number'),
    /** Bank transfer on net terms: the invoice is due this many days after it is issued. */
    netDays: integer('net_days'),
    dueDate: ts('due_date'),
  },
  (t) => [index('order_company_company_idx').on(t.companyId)],
);

/**
 * open: bought, nobody named. invited: an e-mail was named, the agent has not answered. accepted: the agent's
 * booking exists (agent_order_id). A declined or unassigned seat goes back to open; its history is in the outbox.
 */
export const SEAT_STATES = ['open', 'invited', 'accepted'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

export const companySeats = pgTable(
  'company_seats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The team line this seat is one unit of. */
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    /** Copied from the line: what the seat is a place on (a program seat includes its exam line, if bought). */
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull(),
    itemId: integer('item_id').notNull(),
    status: text('status', { enum: SEAT_STATES }).notNull().default('open'),
    /** The agent named, lower-cased (invited or accepted). */
    email: text('email'),
    /** The language of the agent's invitation e-mail. */
    lang: text('lang'),
    /** Unguessable handle of the current invitation: the link in the agent's e-mail. */
    inviteToken: uuid('invite_token'),
    userId: uuid('user_id').references(() => users.uniqueId, { onDelete: 'set null' }),
    /** The agent's 0 AED booking (payment method `seat`), while accepted. */
    agentOrderId: integer('agent_order_id').references(() => orders.id, { onDelete: 'set null' }),
    assignedBy: uuid('assigned_by').references(() => users.uniqueId, { onDelete: 'set null' }),
    assignedAt: ts('assigned_at'),
    acceptedAt: ts('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_seats_named', sql`${t.status} = 'open' or ${t.email} is not null`),
    index('company_seats_company_idx').on(t.companyId, t.itemType, t.itemId),
    index('company_seats_order_item_idx').on(t.orderItemId),
    // One seat of a program per agent: a second assignment of the same e-mail is refused by this index.
    uniqueIndex('company_seats_agent_uq')
      .on(t.itemType, t.itemId, t.email)
      .where(sql`${t.status} <> 'open'`),
    uniqueIndex('company_seats_token_uq').on(t.inviteToken),
  ],
);
