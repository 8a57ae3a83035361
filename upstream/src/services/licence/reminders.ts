// Licence reminders, found by the lifecycle sweep (docs/adr/0001): for each card whose reminder is due today (Dubai),
// one mail_log row keyed by customer, expiry date and reminder (reminderKey). The key is the outbox's primary key,
// so however often the sweep runs, on however many instances, before or after a restart, the row is inserted once
// (ON CONFLICT DO NOTHING) and the mail job sends it at least once with one Message-ID. A booked renewal, a new
// expiry date (a new key, and the old rows are skipped when sent) or reminders turned off stop them.
import { and, asc, eq } from 'drizzle-orm';
import { dubaiDayNumber, dayNumber } from '@shared/contract/constants/licence';
import type { Db } from '../../db/client';
import { brokerLicences, licenceAuthorities } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';
import { expiringBetween, reminderKey, renewalBooked } from './licence';
import { dueReminder, reminderSchedule } from './rules';

/** Licences looked at per sweep; the rest wait for the next one (keyset pages would lift this, as ADR 0001 says). */
const SWEEP_LIMIT = 2000;

export async function queueLicenceReminders(db: Db, now: Date, reminderDays: readonly number[]): Promise<number> {
  const rules = await db.select().from(licenceAuthorities);
  if (!rules.length || !reminderDays.length) return 0;
  const today = dubaiDayNumber(now);
  const ahead = Math.max(...rules.map((r) => r.registrationLeadDays)) + Math.max(...reminderDays);
  const behind = Math.max(...rules.map((r) => r.graceDays));
  const rows = await db
    .select()
    .from(brokerLicences)
    .where(and(eq(brokerLicences.reminders, true), expiringBetween(today - behind - 1, today + ahead + 1)))
    .orderBy(asc(brokerLicences.expiryDate))
    .limit(SWEEP_LIMIT);
  const byCode = new Map(rules.map((r) => [r.code, r]));
  let n = 0;
  for (const l of rows) {
    const r = byCode.get(l.authority);
    if (!r) continue;
    const due = dueReminder(reminderSchedule(dayNumber(l.expiryDate)!, r, reminderDays), today);
    if (!due || (await renewalBooked(db, l, r))) continue;
    const queued = await queueMail(
      db,
      {
        key: reminderKey(l.userId, l.expiryDate, due.key),
        kind: 'licence-reminder',
        userId: l.userId,
        payload: { expiryDate: l.expiryDate, reminder: due.key },
      },
      now,
    );
    if (queued) n++;
  }
  return n;
}
