import 'server-only';
import { answer, failure, profileCodeKey, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { clearPending, getPending, setPending } from '@/lib/session/session';
import * as user from '@/lib/upstream/user';
import { CodeSchema } from '@/lib/validation/auth';
import { MSG } from '@/lib/validation/messages';
import { EmailChangeSchema, ProfileFormSchema, toProfileUpdate } from '@/lib/validation/profile';

/**
 * The My Profile BFF (docs/architecture.md#bff): the profile under app/api/account/profile and the e-mail change under
 * app/api/account/email, for a signed-in user. The session and the token are never part of an answer.
 */

// ---------------------------------------------------------------- my profile

/** The profile and its completion (per-user read). */
export const readProfile = bffRoute({ auth: 'user' }, async ({ session, caller }) => {
  const [profile, completion] = await Promise.all([user.getProfile(caller), user.getProfileCompletion(caller)]);
  if (!profile.ok) return upstreamFailure(profile.error, session);
  return answer({ ok: true, profile: profile.data, completion: completion.ok ? completion.data : null });
});

/** Saves the profile: the read-only fields (verified Emirates ID, filled middle and Arabic names) are kept. */
export const saveProfile = bffRoute({ body: ProfileFormSchema, auth: 'user' }, async ({ input, session, caller }) => {
  const current = await user.getProfile(caller);
  if (!current.ok) return upstreamFailure(current.error, session);

  const result = await user.setProfile(toProfileUpdate(input, current.data), caller);
  if (!result.ok) return upstreamFailure(result.error, session);
  if (result.data !== 200) return failure(profileCodeKey(result.data), 409);
  if (session.firstName !== input.FirstName) {
    session.firstName = input.FirstName;
    await session.save();
  }
  return answer({ ok: true });
});

/**
 * Email change step 1: User/validate-change-email; the token stays in the session. The answer is the same whether or
 * not another account uses the address (the upstream answers i = 1 both ways): only the caller's own address is refused.
 */
export const requestEmailChange = bffRoute(
  { body: EmailChangeSchema, auth: 'user', limit: 'emailChange' },
  async ({ input, session, caller }) => {
    const result = await user.validateChangeEmail(input.email, caller);
    if (!result.ok)
      return result.error.kind === 'unauthorized'
        ? upstreamFailure(result.error, session)
        : failure(MSG.emailError, 502);
    if (result.data.i !== 1 || !result.data.token) return failure(MSG.cannotUseEmail, 409);
    await setPending(session, 'email', input.email, result.data.token);
    return answer({ ok: true });
  },
);

/** Email change step 2: User/change-user-email with the code. */
export const confirmEmailChange = bffRoute(
  { body: CodeSchema, auth: 'user', limit: 'emailChange' },
  async ({ input, session, caller }) => {
    const pending = getPending(session, 'email');
    if (!pending) return failure(MSG.expired, 400);
    const result = await user.changeUserEmail({ email: pending.email, otp: input.otp, token: pending.token }, caller);
    if (!result.ok)
      return result.error.kind === 'unauthorized'
        ? upstreamFailure(result.error, session)
        : failure(MSG.emailError, 502);
    if (result.data !== 1) return failure(MSG.failedOtp, 400);
    await clearPending(session);
    return answer({ ok: true });
  },
);
