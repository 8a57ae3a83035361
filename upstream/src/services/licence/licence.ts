// The broker licence extension (docs/licence.md): record, read with its timeline, forget. The timeline is computed
// on every read from the stored dates, the authority's rules (data) and the clock, so it is never stale.
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { dayText, dubaiDayNumber, dayNumber } from '@shared/contract/constants/licence';
import type { Licence, LicenceInput, LicenceTimeline } from '@shared/contract/entities/licence';
import type { Db } from '../../db/client';
import {
  brokerLicences,
  courseTypes,
  courses,
  files,
  licenceAuthorities,
  mailLog,
  orderItems,
  orders,
  programs,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { aed, iso } from '../../lib/shape';
import { dayStart, reminderSchedule, stepOn, type AuthorityRules } from './rules';

export type LicenceRow = typeof brokerLicences.$inferSelect;
type AuthorityRow = typeof licenceAuthorities.$inferSelect;

/** The key of one reminder e-mail in mail_log: per customer, expiry date and reminder, so each goes out once. */
export const reminderKey = (userId: string, expiryDate: string, reminder: string) =>
  `licence:${userId}:${expiryDate}:${reminder}`;

const stepCourses = (r: AuthorityRules) => [...new Set([r.renewalCourseId, r.certifiedCourseId, r.fullCourseId])];

/**
 * Whether the customer booked the renewal: an order placed since this expiry date was recorded, paid or unpaid and
 * still holding its seats, with a program of one of the authority's step courses.
 */
export async function renewalBooked(db: Db, l: LicenceRow, r: AuthorityRules): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(programs, eq(programs.id, orderItems.itemId))
    .where(
      and(
        eq(orders.userId, l.userId),
        gte(orders.orderDate, l.expirySetAt),
        or(eq(orders.statusId, 2), and(eq(orders.statusId, 1), eq(orders.seatsHeld, true))),
        eq(orderItems.itemType, 'program'),
        inArray(programs.courseId, stepCourses(r)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The earliest program of `courseId` that can be booked now (open, seats left) and starts by the end of `deadline`. */
async function fittingProgram(db: Db, courseId: number, deadline: number | null, now: Date) {
  const [row] = await db
    .select({ p: programs, t: courseTypes })
    .from(programs)
    .innerJoin(courseTypes, eq(courseTypes.id, programs.courseTypeId))
    .where(
      and(
        eq(programs.courseId, courseId),
        eq(programs.published, true),
        gt(programs.startDate, now),
        gt(programs.seatsAvailable, 0),
        or(isNull(programs.lastDateToRegister), gte(programs.lastDateToRegister, now)),
        deadline === null ? undefined : lt(programs.startDate, dayStart(deadline + 1)),
      ),
    )
    .orderBy(asc(programs.startDate), asc(programs.id))
    .limit(1);
  return row ?? null;
}

export async function authorityRules(db: Db, code: string): Promise<AuthorityRow | null> {
  const [r] = await db.select().from(licenceAuthorities).where(eq(licenceAuthorities.code, code)).limit(1);
  return r ?? null;
}

/** The timeline of a licence on `now` (licenceDays: the reminder offsets, LICENCE_REMINDER_DAYS). */
export async function timelineOf(
  db: Db,
  l: LicenceRow,
  r: AuthorityRules,
  now: Date,
  reminderDays: readonly number[],
): Promise<LicenceTimeline> {
  const today = dubaiDayNumber(now);
  const expiry = dayNumber(l.expiryDate)!;
  const step = stepOn(today, expiry, r);
  const [course] = await db.select().from(courses).where(eq(courses.id, step.courseId)).limit(1);
  const program = await fittingProgram(db, step.courseId, step.deadline, now);
  const schedule = l.reminders ? reminderSchedule(expiry, r, reminderDays) : [];
  const keys = schedule.map((x) => reminderKey(l.userId, l.expiryDate, x.key));
  const sent = keys.length
    ? new Set((await db.select({ key: mailLog.key }).from(mailLog).where(inArray(mailLog.key, keys))).map((m) => m.key))
    : new Set<string>();
  return {
    Today: dayText(today),
    DaysLeft: expiry - today,
    RegistrationDeadline: dayText(expiry - r.registrationLeadDays),
    Deadline: step.deadline === null ? null : dayText(step.deadline),
    Step: {
      Kind: step.kind,
      ProductId: step.courseId,
      Title_en: course?.titleEn ?? '',
      Title_ar: course?.titleAr ?? '',
      Link: course?.link ?? '',
    },
    Program: program
      ? {
          PriceOptionID: program.p.id,
          StartDate_DESC: iso(program.p.startDate),
          EndDate_DESC: iso(program.p.endDate),
          CourseType_en: program.t.titleEn,
          CourseType_ar: program.t.titleAr,
          MaxStudents: program.p.seatsAvailable,
          SchedulePrice: aed(program.p.priceFils),
        }
      : null,
    Booked: await renewalBooked(db, l, r),
    Reminders: schedule.map((x, i) => ({
      Kind: x.kind,
      DaysBefore: x.daysBefore,
      On: dayText(x.on),
      Sent: sent.has(keys[i]!),
    })),
  };
}

function shape(l: LicenceRow, timeline: LicenceTimeline): Licence {
  return {
    Authority: l.authority as Licence['Authority'],
    CardNumber: l.cardNumber,
    CardType: l.cardType as Licence['CardType'],
    IssueDate: l.issueDate,
    ExpiryDate: l.expiryDate,
    EmployerTradeLicence: l.employerTradeLicence,
    CardCopy: l.cardCopy,
    Reminders: l.reminders,
    ShareWithCompany: l.shareWithCompany,
    Timeline: timeline,
  };
}

export async function getLicence(
  db: Db,
  userId: string,
  now: Date,
  reminderDays: readonly number[],
): Promise<Licence | null> {
  const [l] = await db.select().from(brokerLicences).where(eq(brokerLicences.userId, userId)).limit(1);
  if (!l) return null;
  const r = await authorityRules(db, l.authority);
  if (!r) return null;
  return shape(l, await timelineOf(db, l, r, now, reminderDays));
}

/**
 * Records (or replaces) the caller's licence. A card copy must be the caller's own upload (or the one already
 * recorded). A changed expiry date restarts "booked since" and the reminders (their key holds the date).
 */
export async function saveLicence(
  db: Db,
  userId: string,
  input: LicenceInput,
  now: Date,
  reminderDays: readonly number[],
): Promise<Licence> {
  const r = await authorityRules(db, input.Authority);
  if (!r) throw badRequest([{ path: ['Authority'], message: 'authority' }]);
  const saved = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx
      .select()
      .from(brokerLicences)
      .where(eq(brokerLicences.userId, userId))
      .for('update')
      .limit(1);
    if (input.CardCopy && input.CardCopy !== current?.cardCopy) {
      const [own] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.id, input.CardCopy), eq(files.ownerId, userId)))
        .limit(1);
      if (!own) throw badRequest([{ path: ['CardCopy'], message: 'unknown_file' }]);
    }
    const values = {
      authority: input.Authority,
      cardNumber: input.CardNumber,
      cardType: input.CardType,
      issueDate: input.IssueDate,
      expiryDate: input.ExpiryDate,
      employerTradeLicence: input.EmployerTradeLicence?.trim() || null,
      cardCopy: input.CardCopy,
      reminders: input.Reminders,
      shareWithCompany: input.ShareWithCompany ?? false,
      updatedAt: now,
    };
    const expirySetAt = current && current.expiryDate === input.ExpiryDate ? current.expirySetAt : now;
    const [row] = await tx
      .insert(brokerLicences)
      .values({ userId, ...values, expirySetAt, createdAt: now })
      .onConflictDoUpdate({ target: brokerLicences.userId, set: { ...values, expirySetAt } })
      .returning();
    return row!;
  });
  return shape(saved, await timelineOf(db, saved, r, now, reminderDays));
}

export async function deleteLicence(db: Db, userId: string): Promise<1> {
  await db.delete(brokerLicences).where(eq(brokerLicences.userId, userId));
  return 1;
}

/** Licences whose expiry date lies in [from, to] (Dubai days), for the sweep and staff. */
export const expiringBetween = (from: number, to: number) =>
  and(
    sql`${brokerLicences.expiryDate} >= ${dayText(from)}::date`,
    sql`${brokerLicences.expiryDate} <= ${dayText(to)}::date`,
  );
