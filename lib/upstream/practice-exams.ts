import 'server-only';
import * as contract from '@/lib/contract';
import type { CheckPracticeSampleInput, SavePracticeAnswerInput } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * The practice-exam calls (a contract extension, lib/contract/endpoints/practice-exams). On an API without them
 * every call answers `{ ok: false, error: { kind: 'unavailable' } }` (isUnavailable): the pages answer 404.
 */

/** The exams with the caller's entitlement, attempts and attempt in progress (a visitor: the sample only). */
export const getPracticeExams = (ctx: CallerContext) => upstreamFetch(contract.getPracticeExams, { ctx });

/** The sample's questions, without answers (null: no such open exam). */
export const getPracticeSample = (id: number, ctx: CallerContext) =>
  upstreamFetch(contract.getPracticeSample, { query: { id }, ctx });

/** Grades the sample (not stored). */
export const checkPracticeSample = (body: CheckPracticeSampleInput, ctx: CallerContext) =>
  upstreamFetch(contract.checkPracticeSample, { body, ctx });

export const startPracticeAttempt = (ExamID: number, ctx: CallerContext) =>
  upstreamFetch(contract.startPracticeAttempt, { body: { ExamID }, ctx });

/** The caller's attempt (null when not theirs); past its deadline the upstream submits it first. */
export const getPracticeAttempt = (id: string, ctx: CallerContext) =>
  upstreamFetch(contract.getPracticeAttempt, { query: { id }, ctx });

export const savePracticeAnswer = (body: SavePracticeAnswerInput, ctx: CallerContext) =>
  upstreamFetch(contract.savePracticeAnswer, { body, ctx });

export const submitPracticeAttempt = (AttemptID: string, ctx: CallerContext) =>
  upstreamFetch(contract.submitPracticeAttempt, { body: { AttemptID }, ctx });

export const getPracticeHistory = (ctx: CallerContext) => upstreamFetch(contract.getPracticeHistory, { ctx });
