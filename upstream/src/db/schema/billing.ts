// Billing details of a customer and the copy an order keeps (contract extension, lib/contract/entities/billing.ts).
// CompanyName and TRN stay in users (the profile's own fields); orders copy them into orders.company_name/trn.
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BillingAddress } from '@shared/contract/entities/billing';
import { ts } from './columns';
import { orders } from './commerce';
import { users } from './users';

export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.uniqueId, { onDelete: 'cascade' }),
  tradeLicenseNumber: text('trade_license_number'),
  /** The authority that issued the trade licence (the e-invoice carries the licence only with it). */
  tradeLicenseAuthority: text('trade_license_authority'),
  address: jsonb('address').$type<BillingAddress>(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What an order was issued with (its tax invoice and e-invoice print this, whatever the profile says later). */
export const orderBilling = pgTable('order_billing', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tradeLicenseNumber: text('trade_license_number'),
  tradeLicenseAuthority: text('trade_license_authority'),
  address: jsonb('address').$type<BillingAddress>(),
});
