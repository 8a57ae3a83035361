// The transactional outbox of e-mails: a domain change inserts its message row in its own transaction (so the
// message exists exactly when the change does); the job queue then carries it to the mailer. The key is the
// message's idempotency key: a second insert of the same key is a no-op.
//
// Delivery is at least once (docs/adr/0010-mail-at-least-once.md): a sender claims a message with a lease; a sender
// that dies mid-send leaves the row in 'sending', and once its lease has expired the message is sent again, with the same
// Message-ID (mailMessageId), so a receiving server or client can drop the second copy.
import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailLog } from '../db/schema';
import { logger } from '../log';

/** Claims of a message whose lease ran out this often are not tried again: the row is marked failed for staff. */
const MAX_MAIL_ATTEMPTS = 5;

export type MailKind =
  | 'order-confirmation'
  | 'payment-received'
  | 'payment-failed'
  | 'credit-note'
  | 'invitation'
  | 'session-reminder'
  | 'pay-reminder'
  | 'order-lapsed'
  | 'waitlist-offer'
  | 'course-open'
  | 'licence-reminder'
  | 'company-invite'
  | 'seat-invite'
  | 'seat-withdrawn';

export interface QueuedMail {
  key: string;
  kind: MailKind;
  /** Null: the recipient has no account yet (a company seat's agent); the payload names them. */
  userId: string | null;
  payload?: Record<string, unknown>;
}

/** Inserts the message unless its key exists; true when this call created it. */
export async function queueMail(tx: Db, m: QueuedMail, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(mailLog)
    .values({ key: m.key, kind: m.kind, userId: m.userId, payload: m.payload ?? {}, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: mailLog.key });
  return rows.length > 0;
}

/** The message's Message-ID, the same on every attempt (RFC 5322 §3.6.4): derived from its idempotency key. */
export function mailMessageId(key: string): string {
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 40)}@mail.institute.example>`;
}

/** A 'sending' row whose lease has run out (or that has none: claimed before leases existed). */
const leaseExpired = (now: Date) =>
  and(eq(mailLog.status, 'sending'), or(isNull(mailLog.leaseUntil), lt(mailLog.leaseUntil, now)));

/**
 * Claims a message for sending until `now + leaseMs`: only one caller at a time moves it to 'sending' (queued,
 * enqueued, a failed attempt, or a claim whose lease expired: its sender is taken for dead). The conditional UPDATE
 * is the lock: two instances claiming together get one row between them.
 */
export async function claimMail(db: Db, key: string, now: Date, leaseMs: number) {
  const [row] = await db
    .update(mailLog)
    .set({ status: 'sending', attempts: sql`${mailLog.attempts} + 1`, leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(mailLog.key, key), or(inArray(mailLog.status, ['queued', 'enqueued', 'failed']), leaseExpired(now))))
    .returning();
  return row ?? null;
}

export async function finishMail(db: Db, key: string, status: 'sent' | 'skipped', now: Date) {
  await db
    .update(mailLog)
    .set({ status, sentAt: status === 'sent' ? now : null, error: null, leaseUntil: null })
    .where(eq(mailLog.key, key));
}

export async function failMail(db: Db, key: string, error: unknown) {
  await db
    .update(mailLog)
    .set({
      status: 'failed',
      leaseUntil: null,
      error: String(error instanceof Error ? error.message : error).slice(0, 500),
    })
    .where(eq(mailLog.key, key));
}

/**
 * The sweep's part: messages left in 'sending' past their lease go back to 'queued' (the next flush gives them a new
 * job), logged as a warning for operators; one that has used up MAX_MAIL_ATTEMPTS claims is marked failed instead
 * (an error line). Each row is moved by one instance only (conditional UPDATE). Returns the keys re-queued.
 */
export async function recoverStuckMail(db: Db, now: Date): Promise<string[]> {
  const requeued = await db
    .update(mailLog)
    .set({ status: 'queued', leaseUntil: null })
    .where(and(leaseExpired(now), lt(mailLog.attempts, MAX_MAIL_ATTEMPTS)))
    .returning({ key: mailLog.key, attempts: mailLog.attempts });
  for (const r of requeued)
    logger.warn({ msg: 'mail stuck in sending past its lease: sending it again', key: r.key, attempts: r.attempts });
  const given = await db
    .update(mailLog)
    .set({ status: 'failed', leaseUntil: null, error: 'lease expired on every attempt' })
    .where(leaseExpired(now))
    .returning({ key: mailLog.key, attempts: mailLog.attempts });
  for (const r of given)
    logger.error({ msg: 'mail stuck in sending on every attempt: given up', key: r.key, attempts: r.attempts });
  return requeued.map((r) => r.key);
}

export interface MailHealth {
  /** Messages in 'sending' whose lease has expired (their sender died; the next sweep sends them again). */
  stuck: number;
  /** When the oldest of them was queued (ISO), or null. */
  oldestStuckSince: string | null;
  /** Messages whose last attempt failed (retried with backoff by the job queue, or given up). */
  failed: number;
}

/** Counts for the health endpoint and staff (System/mail-health). */
export async function mailHealth(db: Db, now: Date): Promise<MailHealth> {
  const [stuck] = await db
    .select({ n: count(), oldest: min(mailLog.createdAt) })
    .from(mailLog)
    .where(leaseExpired(now));
  const [failed] = await db.select({ n: count() }).from(mailLog).where(eq(mailLog.status, 'failed'));
  return {
    stuck: Number(stuck?.n ?? 0),
    oldestStuckSince: stuck?.oldest ? new Date(stuck.oldest).toISOString() : null,
    failed: Number(failed?.n ?? 0),
  };
}
