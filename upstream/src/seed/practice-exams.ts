// Seeds the practice bank and its exams: topics, the bilingual questions written for this demo, the free sample and
// the full mock exam of the broker certification (50 questions in 60 minutes, 75 % to pass: the public description).
// It runs after the first seed and on every later start while the bank is empty, so a database seeded before the
// practice exams existed gets them too. Every row is keyed by its id: two instances seeding at once insert once.
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  practiceExamDraws,
  practiceExamEntitlements,
  practiceExams,
  practiceQuestions,
  practiceTopics,
} from '../db/schema';
import { PRACTICE_EXAMS, PRACTICE_TOPICS, type TopicSlug } from './content/practice-exams';
import { PRACTICE_QUESTIONS } from './content/practice-questions';

export async function seedPracticeExams(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(practiceExams);
  if (Number(n) > 0) return;
  const topicId = new Map<TopicSlug, number>(PRACTICE_TOPICS.map((t, i) => [t.slug, i + 1]));
  await db.transaction(async (tx) => {
    await tx
      .insert(practiceTopics)
      .values(PRACTICE_TOPICS.map((t, i) => ({ id: i + 1, slug: t.slug, titleEn: t.en, titleAr: t.ar, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(practiceQuestions)
      .values(
        PRACTICE_QUESTIONS.map((q, i) => ({
          id: i + 1,
          topicId: topicId.get(q.t)!,
          stemEn: q.en[0],
          optionsEn: q.en.slice(1, 5),
          explanationEn: q.en[5],
          stemAr: q.ar[0],
          optionsAr: q.ar.slice(1, 5),
          explanationAr: q.ar[5],
          correctOption: q.c,
        })),
      )
      .onConflictDoNothing();
    for (const [i, e] of PRACTICE_EXAMS.entries()) {
      const id = i + 1;
      await tx
        .insert(practiceExams)
        .values({
          id,
          slug: e.slug,
          open: e.open,
          titleEn: e.en.title,
          titleAr: e.ar.title,
          summaryEn: e.en.summary,
          summaryAr: e.ar.summary,
          timeLimitSeconds: e.timeLimitSeconds,
          passPercent: e.passPercent,
          attemptsAllowed: e.attemptsAllowed,
          warnAtSeconds: e.warnAtSeconds,
          sortOrder: i,
        })
        .onConflictDoNothing();
      await tx
        .insert(practiceExamDraws)
        .values(
          Object.entries(e.draws).map(([slug, questions]) => ({
            examId: id,
            topicId: topicId.get(slug as TopicSlug)!,
            questions,
          })),
        )
        .onConflictDoNothing();
      if (e.entitledBy.length)
        await tx
          .insert(practiceExamEntitlements)
          .values(e.entitledBy.map((x) => ({ examId: id, itemType: x.itemType, courseId: x.courseId })))
          .onConflictDoNothing();
    }
  });
}
