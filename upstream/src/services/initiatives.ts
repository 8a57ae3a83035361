// Social initiatives and their dated programs; registration for a program (Shared/init-reg).
import { afterInitiativeRegistered } from './lifecycle/bookings';
import { and, asc, eq, sql } from 'drizzle-orm';
import { InitRegStatus } from '@shared/contract/constants/codes';
import type { Initiative, InitiativeProgram } from '@shared/contract/entities';
import type { Db } from '../db/client';
import { initiativePrograms, initiativeRegistrations, initiatives, users } from '../db/schema';
import type { Lang } from '../http/types';
import { logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { initiativeRegisteredMail } from '../mail/templates/initiative';
import { fileId, iso, nullIfEmpty } from '../lib/shape';

export async function getInitiative(
  db: Db,
  id: number,
): Promise<{ init: Initiative; progs: InitiativeProgram[] } | null> {
  const [i] = await db.select().from(initiatives).where(eq(initiatives.id, id)).limit(1);
  if (!i) return null;
  const progs = await db
    .select()
    .from(initiativePrograms)
    .where(eq(initiativePrograms.initiativeId, id))
    .orderBy(asc(initiativePrograms.startDate), asc(initiativePrograms.id));
  return {
    init: {
      InitID: i.id,
      Link: i.link,
      InitTitle_en: i.titleEn,
      InitTitle_ar: i.titleAr,
      InitPhoto: fileId(i.photo),
      InitDesc_en: nullIfEmpty(i.descEn),
      InitDesc_ar: nullIfEmpty(i.descAr),
      InstructorIDs_en: nullIfEmpty(i.instructorsEn),
      InstructorIDs_ar: nullIfEmpty(i.instructorsAr),
      Languages_en: nullIfEmpty(i.languagesEn),
      Languages_ar: nullIfEmpty(i.languagesAr),
      SeatsPerProgram: i.seatsPerProgram,
    },
    // Location and certificate flag ride along: the spec's customer-initiative view shows them.
    progs: progs.map((p) => ({
      ID: p.id,
      StartDate: iso(p.startDate),
      EndDate: iso(p.endDate),
      TimeSlot_form: p.timeFrom,
      TimeSlot_to: p.timeTo,
      Registered: p.registered,
      InitLocation_en: p.locationEn,
      InitLocation_ar: p.locationAr,
      HasCert: p.hasCert,
    })),
  };
}

/** Shared/init-reg outcome, inside data (docs/product/states.md#initiative-registration). */
export type InitRegResult = (typeof InitRegStatus)[keyof typeof InitRegStatus];

/**
 * Registers `userId` for an initiative program. Seats are taken under a row lock on the program (SELECT … FOR UPDATE),
 * so concurrent bookings of the last seats never overbook; the unique (program, user) pair makes a double booking
 * impossible. 200 registered and e-mailed, 201 registered but the e-mail failed, 202 already registered,
 * 403 full (or already started: no longer bookable), 500 the registration failed. Unknown program → null (404).
 */
export async function registerForProgram(
  db: Db,
  mailer: Mailer,
  userId: string,
  programId: number,
  lang: Lang,
  now: Date,
): Promise<InitRegResult | null> {
  if (!Number.isSafeInteger(programId) || programId <= 0 || programId > 2_147_483_647) return null;
  let outcome: { status: InitRegResult } | { status: 'new'; registrationId: number } | null;
  try {
    outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ p: initiativePrograms, seats: initiatives.seatsPerProgram })
        .from(initiativePrograms)
        .innerJoin(initiatives, eq(initiatives.id, initiativePrograms.initiativeId))
        .where(eq(initiativePrograms.id, programId))
        .for('update', { of: initiativePrograms });
      if (!row) return null;
      const [mine] = await tx
        .select({ id: initiativeRegistrations.id })
        .from(initiativeRegistrations)
        .where(and(eq(initiativeRegistrations.programId, programId), eq(initiativeRegistrations.userId, userId)))
        .limit(1);
      if (mine) return { status: InitRegStatus.Special };
      if (row.p.registered >= row.seats || row.p.startDate <= now) return { status: InitRegStatus.Full };
      const [reg] = await tx
        .insert(initiativeRegistrations)
        .values({ programId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: initiativeRegistrations.id });
      if (!reg) return { status: InitRegStatus.Special };
      await tx
        .update(initiativePrograms)
        .set({ registered: sql`${initiativePrograms.registered} + 1` })
        .where(eq(initiativePrograms.id, programId));
      await afterInitiativeRegistered(
        tx as unknown as Db,
        { registrationId: reg.id, userId, start: row.p.startDate, end: row.p.endDate },
        now,
      );
      return { status: 'new' as const, registrationId: reg.id };
    });
  } catch (err) {
    logger.error({ programId, err }, 'init-reg failed');
    return InitRegStatus.ServerEmailError;
  }
  if (!outcome) return null;
  if (outcome.status !== 'new') return outcome.status;
  try {
    const [r] = await db
      .select({ u: users, p: initiativePrograms, i: initiatives })
      .from(initiativeRegistrations)
      .innerJoin(users, eq(users.uniqueId, initiativeRegistrations.userId))
      .innerJoin(initiativePrograms, eq(initiativePrograms.id, initiativeRegistrations.programId))
      .innerJoin(initiatives, eq(initiatives.id, initiativePrograms.initiativeId))
      .where(eq(initiativeRegistrations.id, outcome.registrationId))
      .limit(1);
    const name =
      lang === 'ar'
        ? [r.u.firstNameAr, r.u.lastNameAr].filter(Boolean).join(' ') || `${r.u.firstName} ${r.u.lastName}`
        : `${r.u.firstName} ${r.u.lastName}`;
    const mail = initiativeRegisteredMail(lang, {
      name,
      title: lang === 'ar' ? r.i.titleAr : r.i.titleEn,
      start: r.p.startDate,
      end: r.p.endDate,
      timeFrom: r.p.timeFrom,
      timeTo: r.p.timeTo,
      location: nullIfEmpty(lang === 'ar' ? r.p.locationAr : r.p.locationEn),
    });
    await mailer.send({
      to: r.u.email,
      ...mail,
      meta: { kind: 'init-reg', registrationId: outcome.registrationId, programId, initiativeId: r.i.id },
    });
    return InitRegStatus.Ok;
  } catch (err) {
    // The seat is taken and kept; only the confirmation did not go out.
    logger.error({ programId, err }, 'init-reg confirmation e-mail failed');
    return InitRegStatus.EmailError;
  }
}
