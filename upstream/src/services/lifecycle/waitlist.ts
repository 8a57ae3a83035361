// The waitlist of full programs. First come, first served (entry id order). A seat that frees while someone waits
// is not put back on sale: it becomes an offer to the first waiting customer, held for them for the offer time; an
// offer that runs out passes the same seat to the next in line, or back on sale when nobody waits.
//
// Concurrency: freeing a seat first updates the program row (a row lock every other seat change of that program
// waits for), then takes the first waiting entry with FOR UPDATE SKIP LOCKED. Two seats freed at the same moment
// therefore go to two different entries, one offer per freed seat; the partial unique index on (program, user)
// for live entries keeps one person from holding two places.
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, programs, waitlistEntries } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';
import { aed, iso } from '../../lib/shape';

export interface SeatContext {
  now: Date;
  /** How long a freed seat is held for the customer it is offered to. */
  offerHoldMs: number;
}

/** Offers one seat of the program (already taken off sale) to the first waiting customer; false when nobody waits. */
async function offerToFirst(tx: Db, programId: number, ctx: SeatContext): Promise<boolean> {
  const [next] = await tx
    .select({ id: waitlistEntries.id, userId: waitlistEntries.userId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.programId, programId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!next) return false;
  const expires = new Date(ctx.now.getTime() + ctx.offerHoldMs);
  await tx
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: ctx.now, offerExpiresAt: expires, updatedAt: ctx.now })
    .where(eq(waitlistEntries.id, next.id));
  await queueMail(
    tx,
    { key: `waitlist-offer:${next.id}`, kind: 'waitlist-offer', userId: next.userId, payload: { entryId: next.id } },
    ctx.now,
  );
  return true;
}

/** One seat of a program is free again: offered to the first in line, or back on sale. */
export async function freeSeat(tx: Db, programId: number, ctx: SeatContext): Promise<'offered' | 'on-sale'> {
  // Lock the program row first: concurrent frees and holds of this program queue up behind it.
  await tx
    .update(programs)
    .set({ seatsAvailable: sql`${programs.seatsAvailable}` })
    .where(eq(programs.id, programId));
  if (await offerToFirst(tx, programId, ctx)) return 'offered';
  await tx
    .update(programs)
    .set({ seatsAvailable: sql`${programs.seatsAvailable} + 1` })
    .where(eq(programs.id, programId));
  return 'on-sale';
}

/**
 * Seats on sale while customers wait (staff raised a program's capacity, or a seat came back some other way): each
 * is taken off sale and offered to the next in line (sweep). The number offered.
 */
export async function offerSeatsOnSale(db: Db, ctx: SeatContext): Promise<number> {
  const candidates = await db
    .selectDistinct({ programId: waitlistEntries.programId })
    .from(waitlistEntries)
    .innerJoin(programs, eq(programs.id, waitlistEntries.programId))
    .where(
      and(
        eq(waitlistEntries.status, 'waiting'),
        gt(programs.seatsAvailable, 0),
        gt(programs.startDate, ctx.now),
        or(isNull(programs.lastDateToRegister), sql`${programs.lastDateToRegister} >= ${ctx.now}`),
      ),
    )
    .limit(200);
  let n = 0;
  for (const { programId } of candidates) {
    for (;;) {
      const offered = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const taken = await tx
          .update(programs)
          .set({ seatsAvailable: sql`${programs.seatsAvailable} - 1` })
          .where(and(eq(programs.id, programId), gt(programs.seatsAvailable, 0)))
          .returning({ id: programs.id });
        if (!taken.length) return false;
        if (await offerToFirst(tx, programId, ctx)) return true;
        // Nobody waits any more: the seat goes back on sale.
        await tx
          .update(programs)
          .set({ seatsAvailable: sql`${programs.seatsAvailable} + 1` })
          .where(eq(programs.id, programId));
        return false;
      });
      if (!offered) break;
      n++;
    }
  }
  return n;
}

/** The customer's live offer for a program is taken by their order: true when they had one. */
export async function claimOffer(tx: Db, programId: number, userId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(waitlistEntries)
    .set({ status: 'claimed', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.programId, programId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .returning({ id: waitlistEntries.id });
  return rows.length > 0;
}

export async function hasLiveOffer(db: Db, programId: number, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.programId, programId),
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.status, 'offered'),
        gt(waitlistEntries.offerExpiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Offers that ran out pass their seat on (sweep). The number passed on. */
export async function expireOffers(db: Db, ctx: SeatContext): Promise<number> {
  const due = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'offered'), sql`${waitlistEntries.offerExpiresAt} <= ${ctx.now}`))
    .orderBy(asc(waitlistEntries.id))
    .limit(200);
  let n = 0;
  for (const { id } of due) {
    const passed = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [e] = await tx
        .update(waitlistEntries)
        .set({ status: 'expired', updatedAt: ctx.now })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, 'offered')))
        .returning({ programId: waitlistEntries.programId });
      if (!e) return false; // claimed or expired by another instance meanwhile
      await freeSeat(tx, e.programId, ctx);
      return true;
    });
    if (passed) n++;
  }
  return n;
}

export type JoinOutcome = 'joined' | 'already' | 'not_full' | 'closed' | 'booked';

/** Joins the line of a full, still bookable program (a program with a free seat is bought, not waited for). */
export async function joinWaitlist(
  db: Db,
  userId: string,
  programId: number,
  now: Date,
  booked: (db: Db) => Promise<boolean>,
): Promise<JoinOutcome> {
  const [p] = await db.select().from(programs).where(eq(programs.id, programId)).limit(1);
  if (!p || !p.published || p.startDate <= now || (p.lastDateToRegister && p.lastDateToRegister < now)) return 'closed';
  if (await booked(db)) return 'booked';
  if (p.seatsAvailable > 0) return 'not_full';
  const rows = await db
    .insert(waitlistEntries)
    .values({ programId, userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return rows.length ? 'joined' : 'already';
}

/** Leaves the line (or declines an offer, whose seat then passes on). True when a live place was left. */
export async function leaveWaitlist(db: Db, userId: string, programId: number, ctx: SeatContext): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [e] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.programId, programId),
          eq(waitlistEntries.userId, userId),
          inArray(waitlistEntries.status, ['waiting', 'offered']),
        ),
      )
      .for('update');
    if (!e) return false;
    await tx.update(waitlistEntries).set({ status: 'left', updatedAt: ctx.now }).where(eq(waitlistEntries.id, e.id));
    if (e.status === 'offered') await freeSeat(tx, programId, ctx);
    return true;
  });
}

/** The customer's live places, with their position in line (1 = next) and any offer. */
export async function listWaitlist(db: Db, userId: string) {
  const rows = await db
    .select({ e: waitlistEntries, p: programs, c: courses })
    .from(waitlistEntries)
    .innerJoin(programs, eq(programs.id, waitlistEntries.programId))
    .innerJoin(courses, eq(courses.id, programs.courseId))
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ['waiting', 'offered'])))
    .orderBy(desc(waitlistEntries.id));
  const out = [];
  for (const { e, p, c } of rows) {
    const [ahead] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.programId, p.id),
          eq(waitlistEntries.status, 'waiting'),
          sql`${waitlistEntries.id} < ${e.id}`,
        ),
      );
    out.push({
      PriceOptionID: p.id,
      ProductId: c.id,
      Link: c.link || null,
      ProductTitle_en: c.titleEn,
      ProductTitle_ar: c.titleAr,
      StartDate: iso(p.startDate),
      EndDate: iso(p.endDate),
      SchedulePrice: aed(p.priceFils),
      Status: e.status as 'waiting' | 'offered',
      Position: e.status === 'waiting' ? (ahead?.n ?? 0) + 1 : 0,
      JoinedAt: iso(e.createdAt),
      OfferExpiresAt: e.offerExpiresAt && e.status === 'offered' ? iso(e.offerExpiresAt) : null,
    });
  }
  return out;
}

/** The caller's standing for one program (the waitlist button on cards). */
export async function standingOf(db: Db, userId: string, programId: number) {
  const [e] = await db
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.programId, programId),
        eq(waitlistEntries.userId, userId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    )
    .limit(1);
  if (!e) return { Status: 'none' as const, Position: 0, OfferExpiresAt: null };
  if (e.status === 'offered')
    return { Status: 'offered' as const, Position: 0, OfferExpiresAt: e.offerExpiresAt ? iso(e.offerExpiresAt) : null };
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.programId, programId),
        eq(waitlistEntries.status, 'waiting'),
        sql`${waitlistEntries.id} < ${e.id}`,
      ),
    );
  return { Status: 'waiting' as const, Position: (ahead?.n ?? 0) + 1, OfferExpiresAt: null };
}
