// The transactional outbox of e-mails: a domain change inserts its message row in its own transaction (so the
// message exists exactly when the change does); the job queue then carries it to the mailer. The key is the
// message's idempotency key: a second insert of the same key is a no-op.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailLog } from '../db/schema';

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
  | 'course-open';

export interface QueuedMail {
  key: string;
  kind: MailKind;
  userId: string;
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

/**
 * Claims a message for sending: only one caller ever moves it to 'sending' (queued, enqueued or a failed attempt).
 * A message left in 'sending' by a crash mid-send is not sent again: at most once.
 */
export async function claimMail(db: Db, key: string) {
  const [row] = await db
    .update(mailLog)
    .set({ status: 'sending', attempts: sql`${mailLog.attempts} + 1` })
    .where(and(eq(mailLog.key, key), inArray(mailLog.status, ['queued', 'enqueued', 'failed'])))
    .returning();
  return row ?? null;
}

export async function finishMail(db: Db, key: string, status: 'sent' | 'skipped', now: Date) {
  await db
    .update(mailLog)
    .set({ status, sentAt: status === 'sent' ? now : null, error: null })
    .where(eq(mailLog.key, key));
}

export async function failMail(db: Db, key: string, error: unknown) {
  await db
    .update(mailLog)
    .set({ status: 'failed', error: String(error instanceof Error ? error.message : error).slice(0, 500) })
    .where(eq(mailLog.key, key));
}
