import 'server-only';
import { z } from 'zod';
import { PracticeChoiceSchema } from '@/lib/contract/entities/practice-exams';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import type { PlainMessageKey } from '@/lib/i18n/message-keys';
import type { SampleAnswer, SaveAnswer, StartAnswer } from '@/lib/practice-exams/answer-types';
import type { Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as upstream from '@/lib/upstream/practice-exams';

/** Error keys of the practice-exam BFF (messages `practiceExams.errors.*`). */
const PRACTICE_MSG = {
  invalid: 'practiceExams.errors.invalid',
  notEntitled: 'practiceExams.errors.notEntitled',
  noAttemptsLeft: 'practiceExams.errors.noAttemptsLeft',
  gone: 'practiceExams.errors.gone',
  unavailable: 'practiceExams.errors.unavailable',
  failed: 'practiceExams.errors.failed',
} as const satisfies Record<string, PlainMessageKey>;

const id = z.number().int().positive().max(2_147_483_647);
const StartSchema = z.object({ examId: id });
const AttemptSchema = z.object({ attemptId: z.guid() });
const AnswerSchema = AttemptSchema.extend({
  questionId: id,
  choice: PracticeChoiceSchema.nullable(),
  flagged: z.boolean(),
});
const SampleSchema = z.object({
  examId: id,
  answers: z.array(z.object({ questionId: id, choice: PracticeChoiceSchema.nullable() })).max(200),
});

function practiceFailure(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unauthorized') return upstreamFailure(error, session);
  if (error.kind === 'unavailable') return failure(PRACTICE_MSG.unavailable, 404);
  if (error.kind === 'invalid' || (error.kind === 'http' && error.status === 400))
    return failure(PRACTICE_MSG.invalid, 400);
  return failure(PRACTICE_MSG.failed, 502);
}

const SIGNED_IN = {
  invalid: PRACTICE_MSG.invalid,
  auth: 'user',
  limit: 'practiceExams',
  order: SESSION_FIRST,
} as const;

/** POST /api/practice-exams/start `{ examId }`: `{ ok: true, attemptId }`, started or resumed. */
export const startAttempt = bffRoute({ ...SIGNED_IN, body: StartSchema }, async ({ input, session, caller }) => {
  const result = await upstream.startPracticeAttempt(input.examId, caller);
  if (!result.ok) return practiceFailure(result.error, session);
  const { Status, AttemptID } = result.data;
  if ((Status === 'started' || Status === 'resumed') && AttemptID)
    return answer<StartAnswer>({ ok: true, attemptId: AttemptID });
  if (Status === 'not_entitled') return failure(PRACTICE_MSG.notEntitled, 403);
  if (Status === 'no_attempts_left') return failure(PRACTICE_MSG.noAttemptsLeft, 409);
  return failure(PRACTICE_MSG.gone, 404);
});

/**
 * POST /api/practice-exams/answer `{ attemptId, questionId, choice, flagged }`: saved as given, or 'submitted' when
 * the server found the time run out (the page then shows the result).
 */
export const saveAnswer = bffRoute({ ...SIGNED_IN, body: AnswerSchema }, async ({ input, session, caller }) => {
  const result = await upstream.savePracticeAnswer(
    { AttemptID: input.attemptId, QuestionID: input.questionId, Choice: input.choice, Flagged: input.flagged },
    caller,
  );
  if (!result.ok) return practiceFailure(result.error, session);
  const { Status, ServerTime } = result.data;
  if (Status === 'saved' || Status === 'submitted')
    return answer<SaveAnswer>({ ok: true, status: Status, serverTime: ServerTime });
  if (Status === 'not_in_attempt') return failure(PRACTICE_MSG.invalid, 400);
  return failure(PRACTICE_MSG.gone, 404);
});

/** POST /api/practice-exams/submit `{ attemptId }`. */
export const submitAttempt = bffRoute({ ...SIGNED_IN, body: AttemptSchema }, async ({ input, session, caller }) => {
  const result = await upstream.submitPracticeAttempt(input.attemptId, caller);
  if (!result.ok) return practiceFailure(result.error, session);
  if (result.data.Status !== 'submitted') return failure(PRACTICE_MSG.gone, 404);
  return answer({ ok: true });
});

/** POST /api/practice-exams/sample `{ examId, answers }`: anyone, signed in or not; graded, not stored. */
export const checkSample = bffRoute(
  { body: SampleSchema, invalid: PRACTICE_MSG.invalid, auth: 'visitor', limit: 'practiceExams' },
  async ({ input, session, caller }) => {
    const result = await upstream.checkPracticeSample(
      { ExamID: input.examId, Answers: input.answers.map((a) => ({ QuestionID: a.questionId, Choice: a.choice })) },
      caller,
    );
    if (!result.ok) return practiceFailure(result.error, session);
    if (!result.data) return failure(PRACTICE_MSG.gone, 404);
    return answer<SampleAnswer>({ ok: true, result: result.data });
  },
);
