// Practice exams (a contract extension): a bilingual question bank by topic, exams defined by data (how many
// questions each topic gives, the time limit, the pass mark, the attempts allowed, which catalogue items entitle),
// and customers' attempts. The server owns an attempt's clock: its start and deadline are stored, never sent by the
// browser, and its drawn questions are fixed at the start so a reload or a second tab resumes the same attempt.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { ts } from './columns';
import { users } from './users';

export const practiceTopics = pgTable('practice_topics', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  titleAr: text('title_ar').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Four options per language, one correct (its index); the explanation is shown only in a submitted attempt's review. */
export const practiceQuestions = pgTable(
  'practice_questions',
  {
    id: integer('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => practiceTopics.id),
    stemEn: text('stem_en').notNull(),
    stemAr: text('stem_ar').notNull(),
    optionsEn: text('options_en').array().notNull(),
    optionsAr: text('options_ar').array().notNull(),
    correctOption: smallint('correct_option').notNull(),
    explanationEn: text('explanation_en').notNull(),
    explanationAr: text('explanation_ar').notNull(),
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    index('practice_questions_topic_idx').on(t.topicId),
    check('practice_questions_four_en', sql`cardinality(${t.optionsEn}) = 4`),
    check('practice_questions_four_ar', sql`cardinality(${t.optionsAr}) = 4`),
    check('practice_questions_correct', sql`${t.correctOption} between 0 and 3`),
  ],
);

/**
 * An exam: `timeLimitSeconds` null = untimed; `open` = anyone may take it (the free sample, not stored per visitor);
 * `attemptsAllowed` null = no limit; `warnAtSeconds`: the times left at which a screen reader hears a warning.
 */
export const practiceExams = pgTable(
  'practice_exams',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    open: boolean('open').notNull().default(false),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    summaryEn: text('summary_en').notNull(),
    summaryAr: text('summary_ar').notNull(),
    timeLimitSeconds: integer('time_limit_seconds'),
    passPercent: integer('pass_percent').notNull(),
    attemptsAllowed: integer('attempts_allowed'),
    warnAtSeconds: integer('warn_at_seconds')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
  },
  (t) => [
    check('practice_exams_pass', sql`${t.passPercent} between 1 and 100`),
    check('practice_exams_time', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
    check('practice_exams_attempts', sql`${t.attemptsAllowed} is null or ${t.attemptsAllowed} > 0`),
  ],
);

/** How many questions each topic gives an exam (drawn at random at the start of an attempt). */
export const practiceExamDraws = pgTable(
  'practice_exam_draws',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => practiceExams.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => practiceTopics.id),
    questions: integer('questions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.topicId] }), check('practice_exam_draws_n', sql`${t.questions} > 0`)],
);

/**
 * Which catalogue items entitle a customer to an exam: a paid order line of this type ('program': a program of the
 * course; 'exam': that program's exam) whose program belongs to `courseId`.
 */
export const practiceExamEntitlements = pgTable(
  'practice_exam_entitlements',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => practiceExams.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['program', 'exam'] }).notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.itemType, t.courseId] }),
    check('practice_exam_entitlements_type', sql`${t.itemType} in ('program', 'exam')`),
  ],
);

/**
 * A customer's attempt. Its id is unguessable (it is in the page's address); `deadline` null = untimed. At most one
 * open attempt per customer and exam (the partial unique index), so starting twice resumes the first.
 */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: integer('exam_id')
      .notNull()
      .references(() => practiceExams.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.uniqueId, { onDelete: 'cascade' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    deadline: ts('deadline'),
    questionIds: integer('question_ids').array().notNull(),
    submittedAt: ts('submitted_at'),
    /** True when the deadline passed before the customer submitted (the server submitted it). */
    timedOut: boolean('timed_out').notNull().default(false),
    score: integer('score'),
  },
  (t) => [
    uniqueIndex('practice_attempts_one_open')
      .on(t.userId, t.examId)
      .where(sql`${t.submittedAt} is null`),
    index('practice_attempts_user_idx').on(t.userId, t.startedAt),
    index('practice_attempts_due_idx')
      .on(t.deadline)
      .where(sql`${t.submittedAt} is null`),
  ],
);

/** An answer as given (choice null = cleared), and the flag for review; one row per attempt and question. */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    choice: smallint('choice'),
    flagged: boolean('flagged').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    check('practice_answers_choice', sql`${t.choice} is null or ${t.choice} between 0 and 3`),
  ],
);
