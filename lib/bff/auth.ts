import 'server-only';
import { ResetPasswordCode, SignInCode, SignUpCode } from '@/lib/contract';
import { answer, failure, profileCodeKey, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { requestLogger } from '@/lib/log';
import { recordSignUpConsents } from '@/lib/privacy/sign-up-consents';
import { REQUEST_ID_HEADER } from '@/lib/security/headers';
import { clientAddress } from '@/lib/security/client-address';
import { consume, forget, refund, tooMany, waitingFor, type LimitName } from '@/lib/security/rate-limit';
import * as user from '@/lib/upstream/user';
import { CodeRequestSchema, CodeSchema, LoginSchema, ResetSchema, SignUpPostSchema } from '@/lib/validation/auth';
import { MSG } from '@/lib/validation/messages';
import {
  callerContext,
  clearPending,
  endSession,
  getPending,
  isLoggedIn,
  setPending,
  startSession,
} from '@/lib/session/session';

/**
 * The sign-in BFF (docs/architecture.md#bff): what each route under app/api/auth does (sign-in, logout, sign-up and
 * forgot password), declared with lib/bff/route.ts (Origin, the form's own zod schema, the session, a rate limit where
 * one is due). The session and the token are never part of an answer.
 */

// ---------------------------------------------------------------- sign-in, logout

/** 429 for an account that failed too often: the message says in how many minutes it may try again. */
function lockedOut(seconds: number): Response {
  return answer(
    { ok: false, error: 'security.signInLocked', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } },
    429,
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Sign-in: a fresh session, the first name back. The limits come after the body: they count per account. Only wrong
 * passwords count (the upstream's answer that the credentials are wrong): the address limits take their point
 * before the call, so that guesses sent at once cannot pass them, and give it back for any other outcome, above all
 * an attempt the upstream could not judge (down, timed out, 5xx): customers who retry through an outage are not
 * locked out by it.
 */
export const login = bffRoute({ body: LoginSchema, auth: 'visitor' }, async ({ request, input, session, caller }) => {
  const { email, password } = input;
  const account = email.trim().toLowerCase();
  const ip = clientAddress(request);
  // The account's own limit first: it holds however many addresses the guesses come from.
  const locked = await waitingFor('signInAccount', account);
  if (locked > 0) return lockedOut(locked);
  const attempt: [LimitName, string][] = [
    ['signIn', `${ip}|${account}`],
    ['signInAddress', ip],
  ];
  const wait = await consume(...attempt);
  if (wait > 0) return tooMany(wait);

  const result = await user.signIn({ email, password }, caller);
  if (!result.ok) {
    await refund(...attempt);
    return upstreamFailure(result.error);
  }
  const { CODE, token, UniqueID, FirstName, Role } = result.data;
  if (CODE === SignInCode.IncorrectCredentials) {
    const wait = await consume(['signInAccount', account]);
    return wait > 0 ? lockedOut(wait) : failure(MSG.userNotFound, 401);
  }
  await refund(...attempt);
  if (CODE !== SignInCode.Ok || !token || !UniqueID) return failure(profileCodeKey(CODE), 400);

  await forget('signInAccount', account);
  await startSession(session, { userId: UniqueID, token, firstName: FirstName ?? '', role: Role ?? 'customer' });
  return answer({ ok: true, firstName: FirstName ?? '' });
});

/**
 * Logout: the token is revoked upstream (User/sign-out), so a copy of it is worthless, then the session is
 * destroyed. The cookie goes even when the upstream cannot be reached (the token then expires on its own).
 */
export const logout = bffRoute({ auth: 'visitor' }, async ({ request, session, caller }) => {
  if (isLoggedIn(session)) {
    const revoked = await user.signOut(caller);
    if (!revoked.ok && revoked.error.kind !== 'unauthorized')
      requestLogger(request.headers.get(REQUEST_ID_HEADER)).warn(
        { kind: revoked.error.kind },
        'sign-out was not confirmed upstream',
      );
  }
  endSession(session);
  return answer({ ok: true });
});

// ---------------------------------------------------------------- codes: sign-up and forgot password

/** Sends a code (User/generate-otp) and keeps its token in the session. */
export const requestCode = bffRoute(
  {
    body: CodeRequestSchema,
    auth: 'visitor',
    limit: ({ request, input }) => [
      ['code', clientAddress(request)],
      ['codeEmail', input.email.toLowerCase()],
    ],
  },
  async ({ input, session, caller }) => {
    const { email, purpose } = input;
    const result = await user.generateOtp(email, caller);
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
  },
);

/** Sign-up step 2: User/verify-otp. */
export const verifyCode = bffRoute(
  { body: CodeSchema, auth: 'visitor', limit: 'verify' },
  async ({ input, session, caller }) => {
    const pending = getPending(session, 'signup');
    if (!pending) return failure(MSG.expired, 400);
    const result = await user.verifyOtp({ email: pending.email, otp: input.otp, token: pending.token }, caller);
    if (!result.ok) return upstreamFailure(result.error);
    if (result.data !== 1) return failure(MSG.invalidOtp, 400);
    session.pending = { ...pending, verified: true };
    await session.save();
    return answer({ ok: true });
  },
);

/** Sign-up step 3: User/sign-up, then a fresh session (the user is logged in). */
export const signUp = bffRoute(
  { body: SignUpPostSchema, auth: 'visitor', limit: 'verify' },
  async ({ input: v, session, caller, lang }) => {
    const pending = getPending(session, 'signup');
    if (!pending?.verified) return failure(MSG.expired, 400);
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
      caller,
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
    await recordSignUpConsents(callerContext(session, lang), v.marketing === true);
    return answer({ ok: true, firstName: FirstName ?? v.FirstName });
  },
);

/** Forgot password step 2: User/reset-password with the code and the new password. */
export const resetPassword = bffRoute(
  { body: ResetSchema, auth: 'visitor', limit: 'reset' },
  async ({ input, session, caller }) => {
    const pending = getPending(session, 'reset');
    if (!pending) return failure(MSG.expired, 400);
    const result = await user.resetPassword(
      { email: pending.email, otp: input.otp, token: pending.token, password: input.password },
      caller,
    );
    if (!result.ok) return upstreamFailure(result.error);
    if (result.data === ResetPasswordCode.IncorrectCredentials) return failure(MSG.userNotFound, 400);
    if (result.data === ResetPasswordCode.FailedOtp) return failure(MSG.invalidOtp, 400);
    if (result.data !== ResetPasswordCode.Ok) return failure(MSG.failed, 400);
    await clearPending(session);
    // The owner proved the address: a lock-out of the account ends with the new password.
    await forget('signInAccount', pending.email.trim().toLowerCase());
    return answer({ ok: true });
  },
);
