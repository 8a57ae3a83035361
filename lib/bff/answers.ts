import 'server-only';
import { PROFILE_CODES } from '@/lib/contract';
import { endSession, isLoggedIn, type Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import { MSG } from '@/lib/validation/messages';
import type { BffAnswer } from './answer-types';

export type { BffAnswer } from './answer-types';

/**
 * The answers of the BFF (docs/architecture.md#bff): a small object `{ ok: true, … } | { ok: false, error }` whose
 * error is a message key, never cached by a browser or a proxy (it is one visitor's).
 */
/** `A`: the route's answer type (lib/bff/answer-types.ts), when its client reads more than `ok` and `error`. */
export function answer<A extends BffAnswer = BffAnswer>(
  body: A,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store', ...headers } });
}

/** A refusal: the message key the page shows, and the status. */
export const failure = (error: string, status: number): Response => answer({ ok: false, error }, status);

/** What the upstream said no to (the 400 reasons of upload and set-profile), as a message key and a status. */
const REFUSALS: Record<string, [key: string, status: number]> = {
  file_type: [MSG.fileType, 415],
  file_too_large: [MSG.fileSize, 413],
  unknown_file: ['security.fileMissing', 400],
};

/**
 * A failed upstream call as the visitor's answer: a refused token logs the visitor out; input that the contract or
 * the upstream refuses is the visitor's to fix (4xx with its message); anything else is our failure (502).
 */
export function upstreamFailure(error: UpstreamError, session?: Session): Response {
  if (error.kind === 'unauthorized' && session && isLoggedIn(session)) {
    endSession(session); // the upstream no longer accepts the token: the visitor is logged out
    return failure(MSG.notLoggedIn, 401);
  }
  if (error.kind === 'invalid') return failure(MSG.invalid, 400);
  if (error.kind === 'http' && error.status === 400) {
    const [key, status] = REFUSALS[error.reason ?? ''] ?? [MSG.invalid, 400];
    return failure(key, status);
  }
  if (error.kind === 'http' && error.status === 413) return failure('security.payloadTooLarge', 413);
  if (error.kind === 'http' && error.status === 415) return failure(MSG.fileType, 415);
  return failure(MSG.failed, 502);
}

/** The message key of an upstream profile code (sign-in, sign-up, set-profile): its own text, else 'failed'. */
export const profileCodeKey = (code: number): string =>
  (PROFILE_CODES as readonly number[]).includes(code) ? `errors.codes.${code}` : MSG.failed;
