// What the authority's rules ask of a broker on a given day, and when the reminders fall: pure arithmetic on Dubai
// calendar days (days since the epoch), from the licence's expiry date and the authority's rules (data).
import type { LicenceStepKind } from '@shared/contract/entities/licence';

export interface AuthorityRules {
  registrationLeadDays: number;
  graceDays: number;
  renewalCourseId: number;
  certifiedCourseId: number;
  fullCourseId: number;
}

export interface Step {
  kind: LicenceStepKind;
  courseId: number;
  /** The step's last day, or null (the full course has none). */
  deadline: number | null;
}

/** The day registration for the renewal test closes. */
const registrationDeadline = (expiry: number, r: AuthorityRules) => expiry - r.registrationLeadDays;

/**
 * Until the registration deadline: the renewal test. After it (the window missed) and until the grace after expiry
 * runs out: the certified course. Later: the full course again.
 */
export function stepOn(today: number, expiry: number, r: AuthorityRules): Step {
  const deadline = registrationDeadline(expiry, r);
  if (today <= deadline) return { kind: 'renewal-test', courseId: r.renewalCourseId, deadline };
  if (today <= expiry + r.graceDays)
    return { kind: 'certified-course', courseId: r.certifiedCourseId, deadline: expiry + r.graceDays };
  return { kind: 'full-course', courseId: r.fullCourseId, deadline: null };
}

export interface Reminder {
  /** `d60`, `d30`, `d7` (days before the registration deadline) or `expiry`: part of the reminder's unique key. */
  key: string;
  kind: 'deadline' | 'expiry';
  daysBefore: number | null;
  /** The day it goes out. */
  on: number;
  /** The first day it is no longer due (the next reminder's day; the end of the grace for the expiry one). */
  until: number;
}

/**
 * The reminders of one expiry date: `reminderDays` before the registration deadline (a setting), and the expiry day.
 * Each is due from its day until the next one's, so a customer who records a card late gets the latest reminder
 * that applies, never a burst of stale ones; the sweep finds each once whatever its timing.
 */
export function reminderSchedule(expiry: number, r: AuthorityRules, reminderDays: readonly number[]): Reminder[] {
  const deadline = registrationDeadline(expiry, r);
  const before = [...new Set(reminderDays)]
    .filter((d) => d > 0)
    .sort((a, b) => b - a)
    .map((d) => ({ key: `d${d}`, kind: 'deadline' as const, daysBefore: d, on: deadline - d }));
  const all = [...before, { key: 'expiry', kind: 'expiry' as const, daysBefore: null, on: expiry }];
  return all.map((x, i) => ({
    ...x,
    until: i + 1 < all.length ? Math.max(x.on + 1, all[i + 1]!.on) : expiry + r.graceDays + 1,
  }));
}

/** The reminder due on `today`, if any. */
export const dueReminder = (schedule: Reminder[], today: number) =>
  schedule.find((x) => x.on <= today && today < x.until) ?? null;

/** The instant a Dubai calendar day starts (UTC+4, no daylight saving). */
export const dayStart = (day: number) => new Date(day * 86_400_000 - 4 * 3_600_000);
