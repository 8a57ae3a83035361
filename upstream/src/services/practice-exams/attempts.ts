// A customer's timed attempts. The server owns the clock: the start and the deadline are stored when the attempt
// starts, every read and write compares them with the app's clock, and once the deadline has passed any read or
// write (and the lifecycle sweep) submits the attempt with the answers saved until then. Answers are saved one
// question at a time, as given; the attempt row is locked while an answer is saved or the attempt submitted, so
// no answer lands after the submission.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type {
  PracticeAttempt,
  PracticeHistoryItem,
  SavePracticeAnswerInput,
} from '@shared/contract/entities/practice-exams';
import type { Db, Tx } from '../../db/client';
import { practiceAnswers, practiceAttempts, practiceExams, practiceQuestions, users } from '../../db/schema';
import { iso } from '../../lib/shape';
import { drawsOf, examById, mayTake } from './exams';
import { grade, questionsByIds, withoutAnswer } from './questions';

type AttemptRow = typeof practiceAttempts.$inferSelect;
type StartOutcome = {
  Status: 'started' | 'resumed' | 'not_entitled' | 'no_attempts_left' | 'no_such_exam';
  AttemptID: string | null;
};

/** Fisher-Yates with a CSPRNG: the order of questions is not predictable from one attempt to the next. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Marks the (locked) attempt submitted with the score of the answers saved; past its deadline it ends at it. */
async function submitLocked(tx: Tx, attempt: AttemptRow, now: Date): Promise<void> {
  if (attempt.submittedAt) return;
  const timedOut = attempt.deadline !== null && attempt.deadline <= now;
  const [{ score }] = await tx
    .select({ score: sql<number>`count(*)::int` })
    .from(practiceAnswers)
    .innerJoin(practiceQuestions, eq(practiceQuestions.id, practiceAnswers.questionId))
    .where(
      and(
        eq(practiceAnswers.attemptId, attempt.id),
        eq(practiceAnswers.choice, practiceQuestions.correctOption),
        inArray(practiceAnswers.questionId, attempt.questionIds),
      ),
    );
  await tx
    .update(practiceAttempts)
    .set({ submittedAt: timedOut ? attempt.deadline : now, timedOut, score })
    .where(and(eq(practiceAttempts.id, attempt.id), isNull(practiceAttempts.submittedAt)));
}

async function lockedAttempt(tx: Tx, id: string, userId?: string): Promise<AttemptRow | null> {
  const [row] = await tx
    .select()
    .from(practiceAttempts)
    .where(userId ? and(eq(practiceAttempts.id, id), eq(practiceAttempts.userId, userId)) : eq(practiceAttempts.id, id))
    .for('update');
  return row ?? null;
}

/** Submits the attempt (idempotent); 'not_found' when it is not the caller's. */
export async function submitAttempt(db: Db, userId: string | null, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const attempt = await lockedAttempt(tx, id, userId ?? undefined);
    if (!attempt) return { Status: 'not_found' as const };
    await submitLocked(tx, attempt, now);
    return { Status: 'submitted' as const };
  });
}

/** The sweep's step: every attempt past its deadline is submitted (a few hundred per sweep; the next takes the rest). */
export async function submitExpiredAttempts(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: practiceAttempts.id })
    .from(practiceAttempts)
    .where(
      and(
        isNull(practiceAttempts.submittedAt),
        isNotNull(practiceAttempts.deadline),
        lte(practiceAttempts.deadline, now),
      ),
    )
    .limit(500);
  for (const { id } of due) await submitAttempt(db, null, id, now);
  return due.length;
}

/** The caller's attempts past their deadline, submitted before a list or the history is read (a read submits). */
export async function submitExpiredOf(db: Db, userId: string, now: Date): Promise<void> {
  const due = await db
    .select({ id: practiceAttempts.id })
    .from(practiceAttempts)
    .where(
      and(
        eq(practiceAttempts.userId, userId),
        isNull(practiceAttempts.submittedAt),
        isNotNull(practiceAttempts.deadline),
        lte(practiceAttempts.deadline, now),
      ),
    );
  for (const { id } of due) await submitAttempt(db, userId, id, now);
}

/** Random questions of each topic, as many as the exam draws, in a shuffled order. */
async function draw(tx: Tx, examId: number): Promise<number[]> {
  const ids: number[] = [];
  for (const d of await drawsOf(tx, examId)) {
    const rows = await tx
      .select({ id: practiceQuestions.id })
      .from(practiceQuestions)
      .where(and(eq(practiceQuestions.topicId, d.topicId), eq(practiceQuestions.published, true)))
      .orderBy(sql`random()`)
      .limit(d.questions);
    ids.push(...rows.map((r) => r.id));
  }
  return shuffled(ids);
}

/**
 * Starts an attempt, or resumes the caller's attempt in progress (a second tab, a reload). The customer's row is
 * locked while the attempts are counted, so two starts at once cannot pass the limit together.
 */
export async function startAttempt(db: Db, userId: string, examId: number, now: Date): Promise<StartOutcome> {
  const exam = await examById(db, examId);
  if (!exam || exam.open) return { Status: 'no_such_exam', AttemptID: null };
  if (!(await mayTake(db, exam, userId))) return { Status: 'not_entitled', AttemptID: null };
  return db.transaction(async (tx): Promise<StartOutcome> => {
    await tx.select({ id: users.uniqueId }).from(users).where(eq(users.uniqueId, userId)).for('update');
    const [open] = await tx
      .select()
      .from(practiceAttempts)
      .where(
        and(
          eq(practiceAttempts.userId, userId),
          eq(practiceAttempts.examId, exam.id),
          isNull(practiceAttempts.submittedAt),
        ),
      )
      .for('update');
    if (open && !(open.deadline && open.deadline <= now)) return { Status: 'resumed', AttemptID: open.id };
    if (open) await submitLocked(tx, open, now);
    if (exam.attemptsAllowed !== null) {
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(practiceAttempts)
        .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.examId, exam.id)));
      if (n >= exam.attemptsAllowed) return { Status: 'no_attempts_left', AttemptID: null };
    }
    const questionIds = await draw(tx, exam.id);
    const deadline = exam.timeLimitSeconds ? new Date(now.getTime() + exam.timeLimitSeconds * 1000) : null;
    const [row] = await tx
      .insert(practiceAttempts)
      .values({ examId: exam.id, userId, startedAt: now, deadline, questionIds })
      .returning({ id: practiceAttempts.id });
    return { Status: 'started', AttemptID: row.id };
  });
}

/**
 * Saves an answer as given (the same answer twice changes nothing). Past the deadline nothing is saved: the
 * attempt is submitted with what it had, and the answer says so.
 */
export async function saveAnswer(db: Db, userId: string, input: SavePracticeAnswerInput, now: Date) {
  const status = await db.transaction(async (tx) => {
    const attempt = await lockedAttempt(tx, input.AttemptID, userId);
    if (!attempt) return 'not_found' as const;
    if (attempt.submittedAt) return 'submitted' as const;
    if (attempt.deadline && attempt.deadline <= now) {
      await submitLocked(tx, attempt, now);
      return 'submitted' as const;
    }
    if (!attempt.questionIds.includes(input.QuestionID)) return 'not_in_attempt' as const;
    await tx
      .insert(practiceAnswers)
      .values({
        attemptId: attempt.id,
        questionId: input.QuestionID,
        choice: input.Choice,
        flagged: input.Flagged,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [practiceAnswers.attemptId, practiceAnswers.questionId],
        set: { choice: input.Choice, flagged: input.Flagged, updatedAt: now },
      });
    return 'saved' as const;
  });
  return { Status: status, ServerTime: iso(now) };
}

/**
 * The caller's attempt (null when it is not theirs): in progress, without answers; or submitted, with the review.
 * An attempt whose deadline has passed is submitted by this read.
 */
export async function getAttempt(db: Db, userId: string, id: string, now: Date): Promise<PracticeAttempt | null> {
  const find = async () => {
    const [row] = await db
      .select({ a: practiceAttempts, passPercent: practiceExams.passPercent })
      .from(practiceAttempts)
      .innerJoin(practiceExams, eq(practiceExams.id, practiceAttempts.examId))
      .where(and(eq(practiceAttempts.id, id), eq(practiceAttempts.userId, userId)));
    return row ?? null;
  };
  let row = await find();
  if (!row) return null;
  if (!row.a.submittedAt && row.a.deadline && row.a.deadline <= now) {
    await submitAttempt(db, userId, id, now);
    row = (await find())!;
  }
  const { a, passPercent } = row;
  const [questions, answers] = await Promise.all([
    questionsByIds(db, a.questionIds),
    db
      .select()
      .from(practiceAnswers)
      .where(eq(practiceAnswers.attemptId, a.id))
      .orderBy(asc(practiceAnswers.questionId)),
  ]);
  const base = {
    AttemptID: a.id,
    ExamID: a.examId,
    StartedAt: iso(a.startedAt),
    Deadline: a.deadline ? iso(a.deadline) : null,
    ServerTime: iso(now),
  };
  if (!a.submittedAt)
    return {
      ...base,
      Status: 'open',
      Questions: questions.map(withoutAnswer),
      Answers: answers.map((x) => ({ QuestionID: x.questionId, Choice: x.choice, Flagged: x.flagged })),
    };
  const given = new Map(answers.map((x) => [x.questionId, { choice: x.choice, flagged: x.flagged }]));
  return {
    ...base,
    Status: 'submitted',
    SubmittedAt: iso(a.submittedAt),
    TimedOut: a.timedOut,
    Result: grade(questions, given, passPercent),
  };
}

/** The caller's submitted attempts, newest first. */
export async function history(db: Db, userId: string, limit = 100): Promise<PracticeHistoryItem[]> {
  const rows = await db
    .select({ a: practiceAttempts, e: practiceExams })
    .from(practiceAttempts)
    .innerJoin(practiceExams, eq(practiceExams.id, practiceAttempts.examId))
    .where(and(eq(practiceAttempts.userId, userId), isNotNull(practiceAttempts.submittedAt)))
    .orderBy(desc(practiceAttempts.submittedAt), desc(practiceAttempts.startedAt))
    .limit(limit);
  return rows.map(({ a, e }) => {
    const total = a.questionIds.length;
    const score = a.score ?? 0;
    return {
      AttemptID: a.id,
      ExamID: e.id,
      Title_en: e.titleEn,
      Title_ar: e.titleAr,
      SubmittedAt: iso(a.submittedAt!),
      Score: score,
      Total: total,
      Percent: total === 0 ? 0 : Math.floor((score * 100) / total),
      Passed: total > 0 && score * 100 >= e.passPercent * total,
      TimedOut: a.timedOut,
    };
  });
}
