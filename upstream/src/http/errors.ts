// The error shapes of the contract: { error: { code } } with 400/401/404/500, and the handlers that produce them.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ErrorCode } from '@shared/contract/envelope';
import { pgError } from '../db/errors';
import { logger } from '../log';

export type { ErrorCode };

/** Thrown by services and routes; turned into the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly issues?: unknown[],
  ) {
    super(code);
  }
}

export const notFound = () => new ApiError(404, 'not_found');
export const badRequest = (issues: unknown[] = []) => new ApiError(400, 'bad_request', issues);

export function errorBody(code: ErrorCode, issues?: unknown[]) {
  return issues ? { error: { code, issues } } : { error: { code } };
}

export function onError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.issues), err.status);
  if (err instanceof ZodError) return c.json(errorBody('bad_request', err.issues), 400);
  if (err instanceof HTTPException && err.status < 500) {
    // Hono raises 400 on malformed JSON bodies.
    return c.json(
      errorBody(err.status === 401 ? 'unauthorized' : err.status === 404 ? 'not_found' : 'bad_request'),
      err.status,
    );
  }
  // PostgreSQL's data exceptions (class 22: a NUL in text, an integer out of range, an invalid value) come from a
  // caller's input the contract did not catch: the caller's 400, never our 500.
  if (pgError(err).code?.startsWith('22')) return c.json(errorBody('bad_request'), 400);
  logger.error({ requestId: c.get('requestId'), err }, err.message);
  return c.json(errorBody('server_error'), 500);
}
