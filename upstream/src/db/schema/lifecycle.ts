// What happens to a booking after checkout: the e-mails it causes (one row per message, the idempotency key),
// calendar invitations (stable UID, increasing SEQUENCE), pay-later deadlines, the waitlist and notify-me requests.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { courses, programs } from './catalog';
import { orders } from './commerce';
import { users } from './users';

export const MAIL_STATES = ['queued', 'enqueued', 'sending', 'sent', 'failed', 'skipped'] as const;

/**
 * Every e-mail of the booking lifecycle. The key is the message's idempotency key (e.g. `order-confirmation:<oid>`):
 * a row is inserted once, in the transaction that causes the message, and the sender claims it (status → sending,
 * lease_until) before sending: one sender at a time however often its job runs or on how many instances. A sender
 * that died mid-send leaves its lease to expire; the mail is then sent again with the same Message-ID, so it goes out
 * at least once (docs/adr/0010-mail-at-least-once.md).
 */
export const mailLog = pgTable(
  'mail_log',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.uniqueId, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: MAIL_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    /** While 'sending': until when the claim holds. Past it (or null, rows of before the lease) it may be taken over. */
    leaseUntil: ts('lease_until'),
  },
  (t) => [index('mail_log_status_idx').on(t.status, t.createdAt)],
);

/**
 * One calendar event per booking (a program line of an order, or an initiative registration): the UID never changes,
 * the SEQUENCE grows with each update (date change, cancellation), as RFC 5546 asks of an organizer.
 */
export const calendarInvites = pgTable('calendar_invites', {
  /** `item:<order item id>` or `init:<initiative registration id>`. */
  bookingKey: text('booking_key').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.uniqueId, { onDelete: 'cascade' }),
  /** The booking behind the event: one of the two is set. */
  orderItemId: integer('order_item_id'),
  initRegistrationId: integer('init_registration_id'),
  sequence: integer('sequence').notNull().default(0),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  status: text('status', { enum: ['confirmed', 'cancelled'] })
    .notNull()
    .default('confirmed'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The pay-by time of an unpaid order that holds seats, its reminder and its lapse. */
export const orderDeadlines = pgTable(
  'order_deadlines',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payBy: ts('pay_by').notNull(),
    remindedAt: ts('reminded_at'),
    lapsedAt: ts('lapsed_at'),
  },
  (t) => [index('order_deadlines_pay_by_idx').on(t.payBy)],
);

export const WAITLIST_STATES = ['waiting', 'offered', 'claimed', 'expired', 'left'] as const;

/**
 * A customer's place in line for a full program. First come, first served by id. A freed seat becomes an offer to
 * the first waiting customer (held for them until offer_expires_at), so the public seat count does not rise.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    status: text('status', { enum: WAITLIST_STATES }).notNull().default('waiting'),
    createdAt: createdAt(),
    offeredAt: ts('offered_at'),
    offerExpiresAt: ts('offer_expires_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One live place per customer and program: the same person can never be offered two seats of one program.
    uniqueIndex('waitlist_live_uq')
      .on(t.programId, t.userId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_program_idx').on(t.programId, t.status, t.id),
    index('waitlist_user_idx').on(t.userId),
  ],
);

/** "Tell me when a program of this course opens": answered once per request by e-mail. */
export const courseNotifyRequests = pgTable(
  'course_notify_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    notifiedAt: ts('notified_at'),
    notifiedProgramId: integer('notified_program_id'),
  },
  (t) => [
    uniqueIndex('course_notify_open_uq')
      .on(t.courseId, t.userId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
