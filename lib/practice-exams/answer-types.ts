import type { BffAnswer } from '@/lib/bff/answer-types';
import type { PracticeResult } from '@/lib/contract/entities/practice-exams';

/**
 * What the practice-exam BFF routes answer (types only: the client components import them). `error` is a message
 * key of the `practiceExams.errors` namespace or a shared one.
 */

/** POST /api/practice-exams/start: the attempt started or resumed. */
export type StartAnswer = BffAnswer<{ attemptId: string }>;

/** POST /api/practice-exams/answer: 'submitted' when the time had run out (nothing saved); the server's time. */
export type SaveAnswer = BffAnswer<{ status: 'saved' | 'submitted'; serverTime: string }>;

/** POST /api/practice-exams/sample: the graded sample with its review. */
export type SampleAnswer = BffAnswer<{ result: PracticeResult }>;
