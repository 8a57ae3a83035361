import 'server-only';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import type { Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as upstream from '@/lib/upstream/company';
import { firstIssue } from '@/lib/validation/auth';
import {
  AnswerInvitationFormSchema,
  CompanyFormSchema,
  CompanyRefFormSchema,
  InviteAdminFormSchema,
  toCompanyInput,
  VerifyCompanyFormSchema,
} from '@/lib/validation/company';

/**
 * The company BFF (app/api/company/*): Origin, session (401 'Please log in first'), the form's schema, a per-user
 * limit, then the upstream with the session's token, which checks again that the caller is an admin of the company.
 * A domain refusal of the upstream (not an admin, the last admin, already invited…) answers its own message key,
 * `company.status.<Status>`, with 409; nothing changed.
 */
const MUTATION = { auth: 'user', invalid: firstIssue, limit: 'company', order: SESSION_FIRST } as const;

function fail(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unavailable') return failure('company.errors.unavailable', 404);
  // A 403 (a staff call the upstream refuses) keeps the session: the token is good, the role is not enough.
  if (error.status === 403) return failure('company.errors.forbidden', 403);
  return upstreamFailure(error, session);
}

/** The upstream's Status: its success answers `{ ok: true, status }`, any other its key with 409. */
function outcome(status: string, done: readonly string[]): Response {
  if (done.includes(status)) return answer<CompanyChangeAnswer>({ ok: true, status });
  return failure(`company.status.${status}`, 409);
}

/** POST /api/company: create a company (the caller becomes its admin). */
export const createCompany = bffRoute({ ...MUTATION, body: CompanyFormSchema }, async ({ input, session, caller }) => {
  const r = await upstream.createCompany(toCompanyInput(input), caller);
  if (!r.ok) return fail(r.error, session);
  return outcome(r.data.Status, ['created']);
});

/** POST /api/company/invite `{ CompanyID, Email }`. */
export const inviteAdmin = bffRoute(
  { ...MUTATION, body: InviteAdminFormSchema },
  async ({ input, session, caller }) => {
    const r = await upstream.inviteCompanyAdmin(input, caller);
    if (!r.ok) return fail(r.error, session);
    return outcome(r.data.Status, ['invited']);
  },
);

/** POST /api/company/invitation `{ InvitationID, Accept }`. */
export const answerInvitation = bffRoute(
  { ...MUTATION, body: AnswerInvitationFormSchema },
  async ({ input, session, caller }) => {
    const r = await upstream.answerCompanyInvitation(input, caller);
    if (!r.ok) return fail(r.error, session);
    return outcome(r.data.Status, ['joined', 'declined']);
  },
);

/** POST /api/company/leave `{ CompanyID }`. */
export const leaveCompany = bffRoute(
  { ...MUTATION, body: CompanyRefFormSchema },
  async ({ input, session, caller }) => {
    const r = await upstream.leaveCompany(input, caller);
    if (!r.ok) return fail(r.error, session);
    return outcome(r.data.Status, ['left']);
  },
);

/** POST /api/company/verify `{ CompanyID, Verified }` (staff; the upstream checks the role again). */
export const verifyCompany = bffRoute(
  { auth: 'staff', invalid: firstIssue, limit: 'company', body: VerifyCompanyFormSchema },
  async ({ input, session, caller }) => {
    const r = await upstream.verifyCompany(input, caller);
    if (!r.ok) return fail(r.error, session);
    if (!r.data) return failure('company.status.gone', 409);
    return answer<CompanyChangeAnswer>({ ok: true, status: r.data.IsVerified ? 'verified' : 'unverified' });
  },
);
