import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import {
  CheckPracticeSampleInputSchema,
  PracticeAttemptSchema,
  PracticeExamSchema,
  PracticeHistoryItemSchema,
  PracticeResultSchema,
  PracticeSampleSchema,
  SavePracticeAnswerInputSchema,
  SavePracticeAnswerResultSchema,
  StartPracticeAttemptInputSchema,
  StartPracticeAttemptResultSchema,
  SubmitPracticeAttemptInputSchema,
  SubmitPracticeAttemptResultSchema,
} from '../entities/practice-exams';
import { queryPositiveInt, UuidSchema } from '../primitives';

/**
 * Practice exams (an extension: docs/practice-exams.md). The API owns an attempt's clock and its answers; no answer
 * before submission carries a correct option or an explanation. An API without these answers 404 and the web hides
 * the practice-exam pages.
 */

/** Every published exam with the caller's entitlement and attempts (anonymous: the open sample only is Entitled). */
export const getPracticeExams = defineEndpoint({
  method: 'GET',
  path: 'PracticeExams/get-exams',
  response: z.array(PracticeExamSchema),
  extension: true,
  summary: 'Practice exams with the caller’s entitlement and attempts',
});

/** The open (free) sample's questions, without answers; null when the id is not an open exam. */
export const getPracticeSample = defineEndpoint({
  method: 'GET',
  path: 'PracticeExams/get-sample',
  query: z.object({ id: queryPositiveInt() }),
  response: PracticeSampleSchema.nullable(),
  extension: true,
  summary: 'The free sample’s questions (no answers)',
});

/** Grades the sample's answers without storing them; null when the id is not an open exam. */
export const checkPracticeSample = defineEndpoint({
  method: 'POST',
  path: 'PracticeExams/check-sample',
  body: CheckPracticeSampleInputSchema,
  response: PracticeResultSchema.nullable(),
  extension: true,
  summary: 'Grade the free sample (not stored)',
});

/** Starts an attempt, or resumes the one in progress; refuses without entitlement or attempts left. */
export const startPracticeAttempt = defineEndpoint({
  method: 'POST',
  path: 'PracticeExams/start-attempt',
  body: StartPracticeAttemptInputSchema,
  response: StartPracticeAttemptResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Start or resume a timed practice exam',
});

/**
 * The caller's attempt: in progress (questions without answers, the answers given, the deadline and the API's
 * time) or submitted (the result and the review). An attempt past its deadline is submitted by this read. null when
 * there is no such attempt of the caller's.
 */
export const getPracticeAttempt = defineEndpoint({
  method: 'GET',
  path: 'PracticeExams/get-attempt',
  query: z.object({ id: UuidSchema }),
  response: PracticeAttemptSchema.nullable(),
  auth: 'user',
  extension: true,
  summary: 'A practice attempt (in progress, or its review once submitted)',
});

/** Saves one answer and its flag, as given (idempotent). Past the deadline it submits the attempt instead. */
export const savePracticeAnswer = defineEndpoint({
  method: 'POST',
  path: 'PracticeExams/save-answer',
  body: SavePracticeAnswerInputSchema,
  response: SavePracticeAnswerResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Save an answer of a practice attempt',
});

/** Submits the attempt (idempotent). */
export const submitPracticeAttempt = defineEndpoint({
  method: 'POST',
  path: 'PracticeExams/submit-attempt',
  body: SubmitPracticeAttemptInputSchema,
  response: SubmitPracticeAttemptResultSchema,
  auth: 'user',
  extension: true,
  summary: 'Submit a practice attempt',
});

/** The caller's submitted attempts, newest first (the history and its trend). */
export const getPracticeHistory = defineEndpoint({
  method: 'GET',
  path: 'PracticeExams/get-history',
  response: z.array(PracticeHistoryItemSchema),
  auth: 'user',
  extension: true,
  summary: 'The caller’s submitted practice attempts',
});

export const practiceExamEndpoints = {
  getPracticeExams,
  getPracticeSample,
  checkPracticeSample,
  startPracticeAttempt,
  getPracticeAttempt,
  savePracticeAnswer,
  submitPracticeAttempt,
  getPracticeHistory,
} as const;
