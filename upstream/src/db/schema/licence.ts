// The broker licence (a contract extension, docs/licence.md). The rules of each licensing authority are data (seeded,
// editable by the institute): how long before expiry registration for the renewal test closes, how long after expiry
// the certified course still renews a card, and which catalogue course each step books. One licence per customer.
// Reminder e-mails are rows of mail_log keyed by customer, expiry date and reminder: "sent once" is that key.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { createdAt, fileRef, ts } from './columns';
import { users } from './users';

export const licenceAuthorities = pgTable(
  'licence_authorities',
  {
    /** RERA (Dubai), ADREC (Abu Dhabi): the contract's LICENCE_AUTHORITIES. */
    code: text('code').primaryKey(),
    /** Registration for the renewal test closes this many days before the card expires. */
    registrationLeadDays: integer('registration_lead_days').notNull(),
    /** After expiry, the certified course still renews the card for this many days; later, the full course. */
    graceDays: integer('grace_days').notNull(),
    renewalCourseId: integer('renewal_course_id')
      .notNull()
      .references(() => courses.id),
    certifiedCourseId: integer('certified_course_id')
      .notNull()
      .references(() => courses.id),
    fullCourseId: integer('full_course_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [check('licence_authorities_days', sql`${t.registrationLeadDays} >= 0 and ${t.graceDays} >= 0`)],
);

export const brokerLicences = pgTable(
  'broker_licences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    authority: text('authority')
      .notNull()
      .references(() => licenceAuthorities.code),
    cardNumber: text('card_number').notNull(),
    cardType: text('card_type').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    employerTradeLicence: text('employer_trade_licence'),
    cardCopy: fileRef('card_copy'),
    reminders: boolean('reminders').notNull().default(true),
    /** The customer shares the expiry date with the companies whose seat they accepted (off unless they turn it on). */
    shareWithCompany: boolean('share_with_company').notNull().default(false),
    /** When the current expiry date was recorded: bookings since then count as its renewal. */
    expirySetAt: ts('expiry_set_at').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('broker_licences_expiry_idx').on(t.expiryDate),
    check('broker_licences_dates', sql`${t.expiryDate} > ${t.issueDate}`),
    check('broker_licences_card_number', sql`${t.cardNumber} ~ '^[0-9]+$'`),
  ],
);
