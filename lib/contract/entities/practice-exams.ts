import { z } from 'zod';
import { IdSchema, IsoDateSchema, LinkSchema, PositiveIdSchema, UuidSchema } from '../primitives';

/**
 * Practice exams (an extension of the institute's API: docs/practice-exams.md). A question as the browser may see it
 * before an attempt is submitted carries no correct option and no explanation: those exist only in a review
 * (PracticeReviewQuestion), which the API sends once the attempt is submitted.
 */

/** An option's index (0-3): each question has four. */
export const PracticeChoiceSchema = z.number().int().min(0).max(3);

const TopicSchema = z.object({ TopicID: IdSchema, Title_en: z.string(), Title_ar: z.string() });

/** A question without its answer (a running attempt, the sample). */
const PracticeQuestionSchema = z.object({
  QuestionID: IdSchema,
  Topic: TopicSchema,
  Stem_en: z.string(),
  Stem_ar: z.string(),
  Options_en: z.array(z.string()).length(4),
  Options_ar: z.array(z.string()).length(4),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

/** The course whose purchase opens an exam (for the "buy the preparation course" link). */
const EntitlingCourseSchema = z.object({
  ProductId: IdSchema,
  Link: LinkSchema,
  Title_en: z.string(),
  Title_ar: z.string(),
});

/** An exam as listed: its rules, and for the caller whether they may take it and how many attempts remain. */
export const PracticeExamSchema = z.object({
  ExamID: IdSchema,
  /** Anyone may take it (the free sample): untimed, not stored. */
  Open: z.boolean(),
  Title_en: z.string(),
  Title_ar: z.string(),
  Summary_en: z.string(),
  Summary_ar: z.string(),
  QuestionCount: z.number().int(),
  /** null: untimed. */
  TimeLimitSeconds: z.number().int().nullable(),
  PassPercent: z.number().int(),
  /** null: no limit. */
  AttemptsAllowed: z.number().int().nullable(),
  AttemptsUsed: z.number().int(),
  /** The caller may take it (an open exam; or a paid order for an entitling item). */
  Entitled: z.boolean(),
  /** The caller's attempt in progress, resumed rather than started again. */
  OpenAttemptID: UuidSchema.nullable(),
  /** Seconds left before an attempt's deadline at which a screen reader hears a warning. */
  WarnAtSeconds: z.array(z.number().int()),
  EntitlingCourse: EntitlingCourseSchema.nullable(),
});
export type PracticeExam = z.infer<typeof PracticeExamSchema>;

const TopicScoreSchema = TopicSchema.extend({ Correct: z.number().int(), Total: z.number().int() });

/** A question after submission: what the customer chose, the right option and why. */
const PracticeReviewQuestionSchema = PracticeQuestionSchema.extend({
  Choice: PracticeChoiceSchema.nullable(),
  CorrectOption: PracticeChoiceSchema,
  Explanation_en: z.string(),
  Explanation_ar: z.string(),
  Flagged: z.boolean(),
});
export type PracticeReviewQuestion = z.infer<typeof PracticeReviewQuestionSchema>;

export const PracticeResultSchema = z.object({
  Score: z.number().int(),
  Total: z.number().int(),
  Percent: z.number().int(),
  PassPercent: z.number().int(),
  Passed: z.boolean(),
  Topics: z.array(TopicScoreSchema),
  Questions: z.array(PracticeReviewQuestionSchema),
});
export type PracticeResult = z.infer<typeof PracticeResultSchema>;

/** The free sample: its questions, without answers. */
export const PracticeSampleSchema = z.object({ ExamID: IdSchema, Questions: z.array(PracticeQuestionSchema) });

const AnswerStateSchema = z.object({
  QuestionID: IdSchema,
  Choice: PracticeChoiceSchema.nullable(),
  Flagged: z.boolean(),
});
export type PracticeAnswerState = z.infer<typeof AnswerStateSchema>;

const AttemptBaseSchema = z.object({
  AttemptID: UuidSchema,
  ExamID: IdSchema,
  StartedAt: IsoDateSchema,
  /** null: untimed. */
  Deadline: IsoDateSchema.nullable(),
  /** The API's clock when it answered: the browser counts down from Deadline minus this, never from its own clock. */
  ServerTime: IsoDateSchema,
});

/** An attempt in progress: questions without answers, the answers and flags given so far. */
const OpenAttemptSchema = AttemptBaseSchema.extend({
  Status: z.literal('open'),
  Questions: z.array(PracticeQuestionSchema),
  Answers: z.array(AnswerStateSchema),
});

/** A submitted attempt: the result and the review. */
const SubmittedAttemptSchema = AttemptBaseSchema.extend({
  Status: z.literal('submitted'),
  SubmittedAt: IsoDateSchema,
  TimedOut: z.boolean(),
  Result: PracticeResultSchema,
});

export const PracticeAttemptSchema = z.discriminatedUnion('Status', [OpenAttemptSchema, SubmittedAttemptSchema]);
export type PracticeAttempt = z.infer<typeof PracticeAttemptSchema>;

/** One line of the caller's history (submitted attempts, newest first). */
export const PracticeHistoryItemSchema = z.object({
  AttemptID: UuidSchema,
  ExamID: IdSchema,
  Title_en: z.string(),
  Title_ar: z.string(),
  SubmittedAt: IsoDateSchema,
  Score: z.number().int(),
  Total: z.number().int(),
  Percent: z.number().int(),
  Passed: z.boolean(),
  TimedOut: z.boolean(),
});
export type PracticeHistoryItem = z.infer<typeof PracticeHistoryItemSchema>;

export const StartPracticeAttemptInputSchema = z.object({ ExamID: PositiveIdSchema });
const START_OUTCOMES = ['started', 'resumed', 'not_entitled', 'no_attempts_left', 'no_such_exam'] as const;
export const StartPracticeAttemptResultSchema = z.object({
  Status: z.enum(START_OUTCOMES),
  AttemptID: UuidSchema.nullable(),
});

/** An answer as given: Choice null clears it; Flagged marks it for review. Saving the same again changes nothing. */
export const SavePracticeAnswerInputSchema = z.object({
  AttemptID: UuidSchema,
  QuestionID: PositiveIdSchema,
  Choice: PracticeChoiceSchema.nullable(),
  Flagged: z.boolean(),
});
export type SavePracticeAnswerInput = z.infer<typeof SavePracticeAnswerInputSchema>;

/** saved; submitted (the deadline had passed: nothing saved, the attempt is now submitted); not_found; not_in_attempt. */
export const SavePracticeAnswerResultSchema = z.object({
  Status: z.enum(['saved', 'submitted', 'not_found', 'not_in_attempt']),
  ServerTime: IsoDateSchema,
});

export const SubmitPracticeAttemptInputSchema = z.object({ AttemptID: UuidSchema });
export const SubmitPracticeAttemptResultSchema = z.object({ Status: z.enum(['submitted', 'not_found']) });

/** The sample's answers, graded without being stored (anyone may take it). */
export const CheckPracticeSampleInputSchema = z.object({
  ExamID: PositiveIdSchema,
  Answers: z.array(z.object({ QuestionID: PositiveIdSchema, Choice: PracticeChoiceSchema.nullable() })).max(200),
});
export type CheckPracticeSampleInput = z.infer<typeof CheckPracticeSampleInputSchema>;
