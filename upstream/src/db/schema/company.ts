// Company accounts (a contract extension, docs/company.md): a brokerage that buys seats for its agents. Admins are
// customers who act for it; a customer is the admin of one company at most (users are unique in company_admins), so
// "my company" is one row. Admin invitations are by e-mail, one open invitation per company and address.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingAddress } from '@shared/contract/entities/billing';
import { createdAt, ts } from './columns';
import { users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    legalNameEn: text('legal_name_en').notNull(),
    legalNameAr: text('legal_name_ar').notNull(),
    tradeLicenseNumber: text('trade_license_number').notNull(),
    tradeLicenseAuthority: text('trade_license_authority').notNull(),
    trn: text('trn').notNull(),
    address: jsonb('address').$type<BillingAddress>().notNull(),
    billingContactName: text('billing_contact_name').notNull(),
    billingContactEmail: text('billing_contact_email').notNull(),
    billingContactPhone: text('billing_contact_phone').notNull(),
    /** Set by staff: the company may pay by bank transfer on terms. */
    verifiedAt: ts('verified_at'),
    verifiedBy: uuid('verified_by').references(() => users.uniqueId, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.uniqueId, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [check('companies_trn', sql`${t.trn} ~ '^[0-9]{15}$'`)],
);

export const companyAdmins = pgTable(
  'company_admins',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), uniqueIndex('company_admins_user_uq').on(t.userId)],
);

export const COMPANY_INVITATION_STATES = ['pending', 'accepted', 'declined'] as const;

export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased, as users.email is stored. */
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').references(() => users.uniqueId, { onDelete: 'set null' }),
    status: text('status', { enum: COMPANY_INVITATION_STATES }).notNull().default('pending'),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    // One open invitation per company and address: a second invite is answered `already_invited` by this index.
    uniqueIndex('company_invitations_open_uq')
      .on(t.companyId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('company_invitations_email_idx').on(t.email),
  ],
);
