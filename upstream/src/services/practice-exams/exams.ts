// The exams as data (draws per topic, time limit, pass mark, attempts, entitling items), who may take them, and the
// free sample, which anyone takes without an account and which is graded without being stored.
import { and, asc, count, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import type { CheckPracticeSampleInput, PracticeExam, PracticeResult } from '@shared/contract/entities/practice-exams';
import type { Db } from '../../db/client';
import {
  courses,
  orderItems,
  orders,
  practiceAttempts,
  practiceExamDraws,
  practiceExamEntitlements,
  practiceExams,
  programs,
} from '../../db/schema';
import { PAID } from '../commerce/checkout';
import { fixedDraw, grade, withoutAnswer } from './questions';

type Reader = Pick<Db, 'select' | 'selectDistinct'>;
export type ExamRow = typeof practiceExams.$inferSelect;

export async function examById(db: Reader, id: number): Promise<ExamRow | null> {
  const [row] = await db
    .select()
    .from(practiceExams)
    .where(and(eq(practiceExams.id, id), eq(practiceExams.published, true)));
  return row ?? null;
}

export async function drawsOf(db: Reader, examId: number) {
  return db
    .select({ topicId: practiceExamDraws.topicId, questions: practiceExamDraws.questions })
    .from(practiceExamDraws)
    .where(eq(practiceExamDraws.examId, examId))
    .orderBy(asc(practiceExamDraws.topicId));
}

/**
 * The exams `userId` may take beyond the open ones: those with an entitling line (a program of the course, or its
 * exam) in one of the customer's PAID orders. A pay-later booking not yet paid does not count: it costs nothing to
 * make and lapses unpaid, and the full exams are what the customer pays for. Payment opens them at once.
 */
async function entitledExamIds(db: Reader, userId: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ examId: practiceExamEntitlements.examId })
    .from(practiceExamEntitlements)
    .innerJoin(programs, eq(programs.courseId, practiceExamEntitlements.courseId))
    .innerJoin(
      orderItems,
      and(eq(orderItems.itemType, practiceExamEntitlements.itemType), eq(orderItems.itemId, programs.id)),
    )
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.statusId, PAID)));
  return new Set(rows.map((r) => r.examId));
}

export async function mayTake(db: Reader, exam: ExamRow, userId: string | null): Promise<boolean> {
  if (exam.open) return true;
  return userId !== null && (await entitledExamIds(db, userId)).has(exam.id);
}

/** Every published exam with the caller's standing. */
export async function listExams(db: Db, userId: string | null): Promise<PracticeExam[]> {
  const exams = await db
    .select()
    .from(practiceExams)
    .where(eq(practiceExams.published, true))
    .orderBy(asc(practiceExams.sortOrder), asc(practiceExams.id));
  if (exams.length === 0) return [];
  const ids = exams.map((e) => e.id);
  const [draws, entitling, entitled, used, open] = await Promise.all([
    db
      .select({ examId: practiceExamDraws.examId, n: practiceExamDraws.questions })
      .from(practiceExamDraws)
      .where(inArray(practiceExamDraws.examId, ids)),
    db
      .select({ examId: practiceExamEntitlements.examId, c: courses })
      .from(practiceExamEntitlements)
      .innerJoin(courses, eq(courses.id, practiceExamEntitlements.courseId))
      .where(and(inArray(practiceExamEntitlements.examId, ids), eq(courses.published, true)))
      .orderBy(asc(practiceExamEntitlements.itemType)),
    userId ? entitledExamIds(db, userId) : Promise.resolve(new Set<number>()),
    userId
      ? db
          .select({ examId: practiceAttempts.examId, n: count() })
          .from(practiceAttempts)
          .where(and(eq(practiceAttempts.userId, userId), isNotNull(practiceAttempts.submittedAt)))
          .groupBy(practiceAttempts.examId)
      : Promise.resolve([]),
    userId
      ? db
          .select({ examId: practiceAttempts.examId, id: practiceAttempts.id })
          .from(practiceAttempts)
          .where(and(eq(practiceAttempts.userId, userId), isNull(practiceAttempts.submittedAt)))
      : Promise.resolve([]),
  ]);
  return exams.map((e) => {
    const course = entitling.find((r) => r.examId === e.id)?.c;
    const usedHere = Number(used.find((u) => u.examId === e.id)?.n ?? 0);
    const openHere = open.find((o) => o.examId === e.id)?.id ?? null;
    return {
      ExamID: e.id,
      Open: e.open,
      Title_en: e.titleEn,
      Title_ar: e.titleAr,
      Summary_en: e.summaryEn,
      Summary_ar: e.summaryAr,
      QuestionCount: draws.filter((d) => d.examId === e.id).reduce((s, d) => s + d.n, 0),
      TimeLimitSeconds: e.timeLimitSeconds,
      PassPercent: e.passPercent,
      AttemptsAllowed: e.attemptsAllowed,
      // An attempt in progress counts as used: it was started.
      AttemptsUsed: usedHere + (openHere ? 1 : 0),
      Entitled: e.open || entitled.has(e.id),
      OpenAttemptID: openHere,
      WarnAtSeconds: e.warnAtSeconds,
      EntitlingCourse: course
        ? { ProductId: course.id, Link: course.link, Title_en: course.titleEn, Title_ar: course.titleAr }
        : null,
    };
  });
}

async function openExam(db: Reader, id: number): Promise<ExamRow | null> {
  const exam = await examById(db, id);
  return exam?.open ? exam : null;
}

/** The sample's questions, without answers (null: not an open exam). */
export async function getSample(db: Db, id: number) {
  const exam = await openExam(db, id);
  if (!exam) return null;
  const rows = await fixedDraw(db, await drawsOf(db, exam.id));
  return { ExamID: exam.id, Questions: rows.map(withoutAnswer) };
}

/** Grades the sample's answers; an answer to a question not in the sample is ignored. Nothing is stored. */
export async function checkSample(db: Db, input: CheckPracticeSampleInput): Promise<PracticeResult | null> {
  const exam = await openExam(db, input.ExamID);
  if (!exam) return null;
  const rows = await fixedDraw(db, await drawsOf(db, exam.id));
  const answers = new Map(input.Answers.map((a) => [a.QuestionID, { choice: a.Choice, flagged: false }]));
  return grade(rows, answers, exam.passPercent);
}
