// "Notify me": a signed-in customer asks to be told when a course that has no open program gets one. The sweep
// answers each open request once, by e-mail, as soon as the course has a bookable program.
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseNotifyRequests, courses, programs } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';

/** A program that can be booked now (published, not started, registration open). */
const bookable = (now: Date) =>
  and(
    eq(programs.published, true),
    gt(programs.startDate, now),
    or(isNull(programs.lastDateToRegister), sql`${programs.lastDateToRegister} >= ${now}`),
  );

export async function requestNotify(
  db: Db,
  userId: string,
  courseId: number,
  now: Date,
): Promise<'subscribed' | 'already' | 'unknown'> {
  const [c] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)))
    .limit(1);
  if (!c) return 'unknown';
  const rows = await db
    .insert(courseNotifyRequests)
    .values({ courseId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: courseNotifyRequests.id });
  return rows.length ? 'subscribed' : 'already';
}

export async function cancelNotify(db: Db, userId: string, courseId: number): Promise<boolean> {
  const rows = await db
    .delete(courseNotifyRequests)
    .where(
      and(
        eq(courseNotifyRequests.courseId, courseId),
        eq(courseNotifyRequests.userId, userId),
        isNull(courseNotifyRequests.notifiedAt),
      ),
    )
    .returning({ id: courseNotifyRequests.id });
  return rows.length > 0;
}

export async function isNotifyRequested(db: Db, userId: string, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: courseNotifyRequests.id })
    .from(courseNotifyRequests)
    .where(
      and(
        eq(courseNotifyRequests.courseId, courseId),
        eq(courseNotifyRequests.userId, userId),
        isNull(courseNotifyRequests.notifiedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Open requests whose course now has a bookable program: one e-mail each, naming the earliest such program. */
export async function answerNotifyRequests(db: Db, now: Date): Promise<number> {
  const open = await db
    .select({
      id: courseNotifyRequests.id,
      courseId: courseNotifyRequests.courseId,
      userId: courseNotifyRequests.userId,
    })
    .from(courseNotifyRequests)
    .where(isNull(courseNotifyRequests.notifiedAt))
    .orderBy(asc(courseNotifyRequests.id))
    .limit(500);
  let n = 0;
  for (const r of open) {
    const [p] = await db
      .select({ id: programs.id })
      .from(programs)
      .where(and(eq(programs.courseId, r.courseId), bookable(now)))
      .orderBy(asc(programs.startDate))
      .limit(1);
    if (!p) continue;
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const done = await tx
        .update(courseNotifyRequests)
        .set({ notifiedAt: now, notifiedProgramId: p.id })
        .where(and(eq(courseNotifyRequests.id, r.id), isNull(courseNotifyRequests.notifiedAt)))
        .returning({ id: courseNotifyRequests.id });
      if (done.length) {
        await queueMail(
          tx,
          {
            key: `course-open:${r.id}`,
            kind: 'course-open',
            userId: r.userId,
            payload: { courseId: r.courseId, programId: p.id },
          },
          now,
        );
        n++;
      }
    });
  }
  return n;
}
