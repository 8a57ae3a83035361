import 'server-only';
import type { z } from 'zod';
import { PROFILE_CODES, ResetPasswordCode, SignInCode, SignUpCode } from '@/lib/contract';
import { requestLogger } from '@/lib/log';
import { recordSignUpConsents } from '@/lib/privacy/sign-up-consents';
import { BODY_LIMITS, payloadTooLarge, readJsonWithin, TOO_LARGE } from '@/lib/security/body-limit';
import { REQUEST_ID_HEADER } from '@/lib/security/headers';
import { refuseCrossSite } from '@/lib/security/origin';
import { clientAddress } from '@/lib/security/client-address';
import { consume, forget, tooMany, waitingFor, type LimitName } from '@/lib/security/rate-limit';
import * as user from '@/lib/upstream/user';
import type { UpstreamError } from '@/lib/upstream/client';
import { CodeRequestSchema, CodeSchema, LoginSchema, ResetSchema, SignUpPostSchema } from '@/lib/validation/auth';
import { issueKey } from '@/lib/validation/issue-key';
import { MSG } from '@/lib/validation/messages';
import { EmailChangeSchema, ProfileFormSchema, toProfileUpdate } from '@/lib/validation/profile';
import {
  callerContext,
  clearPending,
  endSession,
  getPending,
  getSession,
  isLoggedIn,
  setPending,
  startSession,
  type Session,
} from './session';

/**
 * The accounts BFF (docs/architecture.md#bff): what each route under app/api/auth and app/api/account does.
 * Every mutation: Origin check, the form's own zod schema, a rate limit where the spec's security asks for
 * one, the upstream call with the session's token, and a small answer `{ ok: true, … } | { ok: false, error }`
 * whose error is a message key. The session and the token are never part of an answer.
 */

/** `values`: what the message key interpolates (e.g. the minutes of a sign-in lock-out). */
export type BffAnswer<T extends object = object> =
  ({ ok: true } & T) | { ok: false; error: string; values?: Record<string, number | string> };

export function answer<T extends object>(body: BffAnswer<T>, status = 200): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });
}
const failure = (error: string, status: number) => answer({ ok: false, error }, status);

/** The interface language of the caller (`?lang=ar`), for the upstream's x-lang (e-mails in that language). */
export function requestLang(request: Request): 'en' | 'ar' {
  try {
    return new URL(request.url).searchParams.get('lang') === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

/**
 * The request's JSON body, or undefined when it is not JSON (the schema then refuses it), or TOO_LARGE over `limit`
 * (lib/security/body-limit.ts: refused before it is read whole; answer payloadTooLarge()).
 */
export function readJson(request: Request, limit: number = BODY_LIMITS.form): Promise<unknown> {
  return readJsonWithin(request, limit);
}

type Parsed<S extends z.ZodType> = { ok: true; data: z.output<S> } | { ok: false; response: Response };

/** CSRF check, then the body through the schema (the first issue's key on failure). */
async function guard<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<S>> {
  const refused = refuseCrossSite(request);
  if (refused) return { ok: false, response: refused };
  const body = await readJson(request);
  if (body === TOO_LARGE) return { ok: false, response: payloadTooLarge() };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: failure(issueKey(parsed.error), 400) };
  return { ok: true, data: parsed.data };
}

async function limited(...checks: [LimitName, string][]): Promise<Response | null> {
  const wait = await consume(...checks);
  return wait > 0 ? tooMany(wait) : null;
}

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
function upstreamFailure(error: UpstreamError, session?: Session): Response {
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

const profileCodeKey = (code: number) =>
  (PROFILE_CODES as readonly number[]).includes(code) ? `errors.codes.${code}` : MSG.failed;

// ---------------------------------------------------------------- sign-in, logout

/** 429 for an account that failed too often: the message says in how many minutes it may try again. */
function lockedOut(seconds: number): Response {
  return Response.json(
    { ok: false, error: 'security.signInLocked', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } },
    { status: 429, headers: { 'Retry-After': String(seconds), 'Cache-Control': 'private, no-store' } },
  );
}

export async function login(request: Request): Promise<Response> {
  const input = await guard(request, LoginSchema);
  if (!input.ok) return input.response;
  const { email, password } = input.data;
  const account = email.trim().toLowerCase();
  const ip = clientAddress(request);
  // The account's own limit first: it holds however many addresses the guesses come from.
  const locked = await waitingFor('signInAccount', account);
  if (locked > 0) return lockedOut(locked);
  const tooFast = await limited(['signIn', `${ip}|${account}`], ['signInAddress', ip]);
  if (tooFast) return tooFast;

  const session = await getSession();
  const result = await user.signIn({ email, password }, callerContext(session, requestLang(request)));
  if (!result.ok) return upstreamFailure(result.error);
  const { CODE, token, UniqueID, FirstName, Role } = result.data;
  if (CODE === SignInCode.IncorrectCredentials) {
    const wait = await consume(['signInAccount', account]);
    return wait > 0 ? lockedOut(wait) : failure(MSG.userNotFound, 401);
  }
  if (CODE !== SignInCode.Ok || !token || !UniqueID) return failure(profileCodeKey(CODE), 400);

  await forget('signInAccount', account);
  await startSession(session, { userId: UniqueID, token, firstName: FirstName ?? '', role: Role ?? 'customer' });
  return answer({ ok: true, firstName: FirstName ?? '' });
}

/**
 * Logout: the token is revoked upstream (User/sign-out), so a copy of it is worthless, then the session is
 * destroyed. The cookie goes even when the upstream cannot be reached (the token then expires on its own).
 */
export async function logout(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const session = await getSession();
  if (isLoggedIn(session)) {
    const revoked = await user.signOut(callerContext(session, requestLang(request)));
    if (!revoked.ok && revoked.error.kind !== 'unauthorized')
      requestLogger(request.headers.get(REQUEST_ID_HEADER)).warn(
        { kind: revoked.error.kind },
        'sign-out was not confirmed upstream',
      );
  }
  endSession(session);
  return answer({ ok: true });
}

// ---------------------------------------------------------------- codes: sign-up and forgot password

/** Sends a code (User/generate-otp) and keeps its token in the session. */
export async function requestCode(request: Request): Promise<Response> {
  const input = await guard(request, CodeRequestSchema);
  if (!input.ok) return input.response;
  const { email, purpose } = input.data;
  const tooFast = await limited(['code', clientAddress(request)], ['codeEmail', email.toLowerCase()]);
  if (tooFast) return tooFast;

  const session = await getSession();
  const result = await user.generateOtp(email, callerContext(session, requestLang(request)));
  if (!result.ok) {
    // An API that answers 404 for an unknown address must not tell a stranger so: the reset flow goes on as for a
    // known one, with a token no code matches (its next step answers 'Invalid or Expired OTP', as for a wrong code).
    if (result.error.kind === 'not_found' && purpose === 'reset') {
      await setPending(session, purpose, email, crypto.randomUUID());
      return answer({ ok: true });
    }
    if (result.error.kind === 'not_found') return failure(MSG.userNotFound, 404);
    return upstreamFailure(result.error);
  }
  await setPending(session, purpose, email, result.data);
  return answer({ ok: true });
}

/** Sign-up step 2: User/verify-otp. */
export async function verifyCode(request: Request): Promise<Response> {
  const input = await guard(request, CodeSchema);
  if (!input.ok) return input.response;
  const tooFast = await limited(['verify', clientAddress(request)]);
  if (tooFast) return tooFast;

  const session = await getSession();
  const pending = getPending(session, 'signup');
  if (!pending) return failure(MSG.expired, 400);
  const result = await user.verifyOtp(
    { email: pending.email, otp: input.data.otp, token: pending.token },
    callerContext(session, requestLang(request)),
  );
  if (!result.ok) return upstreamFailure(result.error);
  if (result.data !== 1) return failure(MSG.invalidOtp, 400);
  session.pending = { ...pending, verified: true };
  await session.save();
  return answer({ ok: true });
}

/** Sign-up step 3: User/sign-up, then a fresh session (the user is logged in). */
export async function signUp(request: Request): Promise<Response> {
  const input = await guard(request, SignUpPostSchema);
  if (!input.ok) return input.response;
  const tooFast = await limited(['verify', clientAddress(request)]);
  if (tooFast) return tooFast;

  const session = await getSession();
  const pending = getPending(session, 'signup');
  if (!pending?.verified) return failure(MSG.expired, 400);
  const v = input.data;
  const result = await user.signUp(
    {
      email: pending.email,
      password: v.password,
      token: pending.token,
      otp: v.otp,
      FirstName: v.FirstName,
      LastName: v.LastName,
      RegType: 'email',
      CountryID: v.CountryID,
      MobileNumber: Number(v.MobileNumber),
    },
    callerContext(session, requestLang(request)),
  );
  if (!result.ok) return upstreamFailure(result.error);
  const { CODE, token, UniqueID, FirstName, Role } = result.data;
  if (CODE === SignUpCode.EmailExists) return failure(MSG.emailInUse, 409);
  if (CODE === SignUpCode.MobileExists) return failure(MSG.mobileInUse, 409);
  if (CODE === 306) return failure(MSG.invalidOtp, 400);
  if (CODE !== SignUpCode.Ok || !token || !UniqueID) return failure(profileCodeKey(CODE), 400);

  await startSession(session, {
    userId: UniqueID,
    token,
    firstName: FirstName ?? v.FirstName,
    role: Role ?? 'customer',
  });
  // The terms and privacy consents (required) and the marketing choice, each with its version (UAE PDPL).
  await recordSignUpConsents(callerContext(session, requestLang(request)), v.marketing === true);
  return answer({ ok: true, firstName: FirstName ?? v.FirstName });
}

/** Forgot password step 2: User/reset-password with the code and the new password. */
export async function resetPassword(request: Request): Promise<Response> {
  const input = await guard(request, ResetSchema);
  if (!input.ok) return input.response;
  const tooFast = await limited(['reset', clientAddress(request)]);
  if (tooFast) return tooFast;

  const session = await getSession();
  const pending = getPending(session, 'reset');
  if (!pending) return failure(MSG.expired, 400);
  const result = await user.resetPassword(
    { email: pending.email, otp: input.data.otp, token: pending.token, password: input.data.password },
    callerContext(session, requestLang(request)),
  );
  if (!result.ok) return upstreamFailure(result.error);
  if (result.data === ResetPasswordCode.IncorrectCredentials) return failure(MSG.userNotFound, 400);
  if (result.data === ResetPasswordCode.FailedOtp) return failure(MSG.invalidOtp, 400);
  if (result.data !== ResetPasswordCode.Ok) return failure(MSG.failed, 400);
  await clearPending(session);
  // The owner proved the address: a lock-out of the account ends with the new password.
  await forget('signInAccount', pending.email.trim().toLowerCase());
  return answer({ ok: true });
}

// ---------------------------------------------------------------- my profile

async function signedIn(): Promise<
  { ok: true; session: Session & { userId: string; token: string } } | { ok: false; response: Response }
> {
  const session = await getSession();
  if (!isLoggedIn(session)) return { ok: false, response: failure(MSG.notLoggedIn, 401) };
  return { ok: true, session };
}

/** The profile and its completion (per-user read). */
export async function readProfile(request: Request): Promise<Response> {
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const ctx = callerContext(auth.session, requestLang(request));
  const [profile, completion] = await Promise.all([user.getProfile(ctx), user.getProfileCompletion(ctx)]);
  if (!profile.ok) return upstreamFailure(profile.error, auth.session);
  return answer({ ok: true, profile: profile.data, completion: completion.ok ? completion.data : null });
}

/** Saves the profile: the read-only fields (verified Emirates ID, filled middle and Arabic names) are kept. */
export async function saveProfile(request: Request): Promise<Response> {
  const input = await guard(request, ProfileFormSchema);
  if (!input.ok) return input.response;
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const ctx = callerContext(auth.session, requestLang(request));
  const current = await user.getProfile(ctx);
  if (!current.ok) return upstreamFailure(current.error, auth.session);

  const result = await user.setProfile(toProfileUpdate(input.data, current.data), ctx);
  if (!result.ok) return upstreamFailure(result.error, auth.session);
  if (result.data !== 200) return failure(profileCodeKey(result.data), 409);
  if (auth.session.firstName !== input.data.FirstName) {
    auth.session.firstName = input.data.FirstName;
    await auth.session.save();
  }
  return answer({ ok: true });
}

/** Email change step 1: User/validate-change-email; the token stays in the session. */
export async function requestEmailChange(request: Request): Promise<Response> {
  const input = await guard(request, EmailChangeSchema);
  if (!input.ok) return input.response;
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const tooFast = await limited(['emailChange', auth.session.userId]);
  if (tooFast) return tooFast;

  const result = await user.validateChangeEmail(input.data.email, callerContext(auth.session, requestLang(request)));
  if (!result.ok)
    return result.error.kind === 'unauthorized'
      ? upstreamFailure(result.error, auth.session)
      : failure(MSG.emailError, 502);
  if (result.data.i !== 1 || !result.data.token) return failure(MSG.cannotUseEmail, 409);
  await setPending(auth.session, 'email', input.data.email, result.data.token);
  return answer({ ok: true });
}

/** Email change step 2: User/change-user-email with the code. */
export async function confirmEmailChange(request: Request): Promise<Response> {
  const input = await guard(request, CodeSchema);
  if (!input.ok) return input.response;
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const tooFast = await limited(['emailChange', auth.session.userId]);
  if (tooFast) return tooFast;

  const pending = getPending(auth.session, 'email');
  if (!pending) return failure(MSG.expired, 400);
  const result = await user.changeUserEmail(
    { email: pending.email, otp: input.data.otp, token: pending.token },
    callerContext(auth.session, requestLang(request)),
  );
  if (!result.ok)
    return result.error.kind === 'unauthorized'
      ? upstreamFailure(result.error, auth.session)
      : failure(MSG.emailError, 502);
  if (result.data !== 1) return failure(MSG.failedOtp, 400);
  await clearPending(auth.session);
  return answer({ ok: true });
}

export { signedIn, upstreamFailure, limited, failure };
