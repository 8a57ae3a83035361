// Questions of the practice bank as the API shows them: without the answer while an attempt runs, and with the
// answer, the explanation and the score per topic once it is submitted. Grading lives here, in one place.
import { asc, eq, inArray } from 'drizzle-orm';
import type {
  PracticeQuestion,
  PracticeResult,
  PracticeReviewQuestion,
} from '@shared/contract/entities/practice-exams';
import type { Db } from '../../db/client';
import { practiceQuestions, practiceTopics } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type Row = { q: typeof practiceQuestions.$inferSelect; t: typeof practiceTopics.$inferSelect };

/** The questions of `ids`, in that order (a question deleted since is left out). */
export async function questionsByIds(db: Reader, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ q: practiceQuestions, t: practiceTopics })
    .from(practiceQuestions)
    .innerJoin(practiceTopics, eq(practiceTopics.id, practiceQuestions.topicId))
    .where(inArray(practiceQuestions.id, ids));
  const byId = new Map(rows.map((r) => [r.q.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A question without its answer: the only shape a running attempt or the sample ever sends. */
export const withoutAnswer = ({ q, t }: Row): PracticeQuestion => ({
  QuestionID: q.id,
  Topic: { TopicID: t.id, Title_en: t.titleEn, Title_ar: t.titleAr },
  Stem_en: q.stemEn,
  Stem_ar: q.stemAr,
  Options_en: q.optionsEn,
  Options_ar: q.optionsAr,
});

/** The questions of a fixed draw: the first `n` published questions of each topic by id (the sample's). */
export async function fixedDraw(db: Reader, draws: { topicId: number; questions: number }[]): Promise<Row[]> {
  const rows = await db
    .select({ q: practiceQuestions, t: practiceTopics })
    .from(practiceQuestions)
    .innerJoin(practiceTopics, eq(practiceTopics.id, practiceQuestions.topicId))
    .where(eq(practiceQuestions.published, true))
    .orderBy(asc(practiceTopics.sortOrder), asc(practiceQuestions.id));
  return draws.flatMap((d) => rows.filter((r) => r.t.id === d.topicId).slice(0, d.questions));
}

/** Score, pass or fail, the score per topic (in the bank's topic order) and the review of every question. */
export function grade(
  rows: Row[],
  answers: Map<number, { choice: number | null; flagged: boolean }>,
  passPercent: number,
): PracticeResult {
  const topics = new Map<number, PracticeResult['Topics'][number]>();
  const questions: PracticeReviewQuestion[] = rows.map((row) => {
    const given = answers.get(row.q.id);
    const choice = given?.choice ?? null;
    const right = choice === row.q.correctOption;
    const topic = topics.get(row.t.id) ?? { ...withoutAnswer(row).Topic, Correct: 0, Total: 0 };
    topic.Total += 1;
    if (right) topic.Correct += 1;
    topics.set(row.t.id, topic);
    return {
      ...withoutAnswer(row),
      Choice: choice,
      CorrectOption: row.q.correctOption,
      Explanation_en: row.q.explanationEn,
      Explanation_ar: row.q.explanationAr,
      Flagged: given?.flagged ?? false,
    };
  });
  const score = questions.filter((q) => q.Choice === q.CorrectOption).length;
  const total = questions.length;
  const percent = total === 0 ? 0 : Math.floor((score * 100) / total);
  return {
    Score: score,
    Total: total,
    Percent: percent,
    PassPercent: passPercent,
    Passed: total > 0 && score * 100 >= passPercent * total,
    Topics: [...topics.values()].sort((a, b) => a.TopicID - b.TopicID),
    Questions: questions,
  };
}
