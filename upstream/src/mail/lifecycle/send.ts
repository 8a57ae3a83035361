// The mail job: claim the message by its idempotency key (with a lease), render it from the database as it is now,
// send it with its stable Message-ID. One sender at a time; a sender that dies mid-send is replaced once its lease
// expires (at least once: docs/adr/0010-mail-at-least-once.md). A send error marks it failed and rethrows, and the job
// queue retries it with backoff. A message that no longer applies (order paid meanwhile…) is skipped.
import type { Db } from '../../db/client';
import { claimMail, failMail, finishMail, mailMessageId, type MailKind } from '../../jobs/mail-log';
import type { Mailer, MailMessage } from '../mailer';
import type { PdfRenderer } from '../pdf/renderer';
import type { MailContext } from './context';
import { buildCompanyInviteMail } from './company-mails';
import { buildSeatInviteMail, buildSeatWithdrawnMail } from './company-seat-mails';
import { buildOrderMail } from './order-mails';
import { buildLicenceReminderMail } from './licence-mails';
import { buildCourseOpenMail, buildOfferMail } from './seat-mails';
import { buildInvitationMail, buildReminderMail } from './session-mails';

export interface SendDeps {
  db: Db;
  mailer: Mailer;
  clock: () => Date;
  siteUrl: string;
  pdf: PdfRenderer;
  /** How long a claim holds (MAIL_LEASE_SECONDS). */
  leaseMs: number;
  /** LICENCE_REMINDER_DAYS: the licence reminders' schedule (a reminder names the deadline it counts down to). */
  licenceReminderDays: readonly number[];
}

type Payload = {
  orderId?: number;
  bookingKey?: string;
  sequence?: number;
  window?: string;
  entryId?: number;
  courseId?: number;
  programId?: number;
  expiryDate?: string;
  reminder?: string;
  invitationId?: number;
  seatId?: number;
  token?: string;
  email?: string;
  lang?: string;
  titleEn?: string;
  titleAr?: string;
  companyEn?: string;
  companyAr?: string;
};

/** Messages addressed by their payload, not by an account: a company seat's agent may have none yet. */
const ADDRESSED_BY_PAYLOAD: readonly MailKind[] = ['seat-invite', 'seat-withdrawn'];

function buildMail(
  ctx: MailContext,
  kind: MailKind,
  userId: string | null,
  payload: Payload,
  licenceReminderDays: readonly number[],
): Promise<MailMessage | null> {
  if (kind === 'seat-invite') return buildSeatInviteMail(ctx, payload);
  if (kind === 'seat-withdrawn') return Promise.resolve(buildSeatWithdrawnMail(ctx, payload));
  if (!userId) return Promise.resolve(null);
  switch (kind) {
    case 'order-confirmation':
    case 'payment-received':
    case 'payment-failed':
    case 'credit-note':
    case 'pay-reminder':
    case 'order-lapsed':
      return buildOrderMail(ctx, kind, payload);
    case 'invitation':
      return buildInvitationMail(ctx, payload);
    case 'session-reminder':
      return buildReminderMail(ctx, payload);
    case 'waitlist-offer':
      return buildOfferMail(ctx, payload);
    case 'course-open':
      return buildCourseOpenMail(ctx, userId, payload);
    case 'licence-reminder':
      return buildLicenceReminderMail(ctx, userId, payload, licenceReminderDays);
    case 'company-invite':
      return buildCompanyInviteMail(ctx, userId, payload);
  }
}

export async function sendQueuedMail(d: SendDeps, key: string): Promise<void> {
  const now = d.clock();
  const row = await claimMail(d.db, key, now, d.leaseMs);
  if (!row) return; // sent, being sent (lease still running), or skipped already
  try {
    const ctx: MailContext = { db: d.db, siteUrl: d.siteUrl, pdf: d.pdf, now };
    const kind = row.kind as MailKind;
    const message =
      row.userId || ADDRESSED_BY_PAYLOAD.includes(kind)
        ? await buildMail(ctx, kind, row.userId, row.payload as Payload, d.licenceReminderDays)
        : null;
    if (!message) {
      await finishMail(d.db, key, 'skipped', now);
      return;
    }
    await d.mailer.send({ ...message, messageId: mailMessageId(key), meta: { ...message.meta, idempotencyKey: key } });
    await finishMail(d.db, key, 'sent', now);
  } catch (error) {
    await failMail(d.db, key, error);
    throw error;
  }
}
