import 'server-only';
import { answer, failure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { ConsentChangeSchema, DeleteAccountFormSchema } from '@/lib/validation/privacy';
import { MSG } from '@/lib/validation/messages';
import { firstIssue } from '@/lib/validation/auth';
import { endSession, type Session } from '@/lib/session/session';
import { isUnavailable, type UpstreamResult } from '@/lib/upstream/result';
import * as privacy from '@/lib/upstream/privacy';
import { CONSENT_VERSIONS } from '@/lib/privacy/consent-versions';

/**
 * The personal-data BFF (UAE PDPL): consents, the data export, the account deletion. Same rules as the accounts
 * BFF (lib/bff/route.ts: Origin check, zod body, rate limit, the session's token, `{ ok, error: <message key> }`);
 * an upstream without the extension answers `privacy.unavailable` (404), and the pages hide these features.
 */

const UNAVAILABLE = 'privacy.unavailable';

function upstreamFailure(result: UpstreamResult<unknown> & { ok: false }, session: Session): Response {
  if (isUnavailable(result)) return failure(UNAVAILABLE, 404);
  if (result.error.kind === 'unauthorized') {
    endSession(session);
    return failure(MSG.notLoggedIn, 401);
  }
  return failure(MSG.failed, 502);
}

/** POST /api/account/consents: the marketing choice from My Profile or Privacy. */
export const saveConsents = bffRoute(
  { body: ConsentChangeSchema, invalid: MSG.invalid, auth: 'user' },
  async ({ input, session, caller }) => {
    const result = await privacy.setConsents(
      {
        Source: input.source,
        Consents: [{ Kind: 'marketing', Granted: input.marketing, Version: CONSENT_VERSIONS.marketing }],
      },
      caller,
    );
    if (!result.ok) return upstreamFailure(result, session);
    return answer({ ok: true, consents: result.data });
  },
);

/** GET /api/account/privacy/export: every piece of the customer's data as one JSON file (a download). */
export const exportMyData = bffRoute({ auth: 'user', limit: 'dataExport' }, async ({ session, caller }) => {
  const result = await privacy.exportData(caller);
  if (!result.ok) return upstreamFailure(result, session);
  const day = result.data.ExportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(result.data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="my-data-${day}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

/**
 * POST /api/account/privacy/delete: with the current password and the confirmation, the account is
 * anonymised upstream (every token revoked there) and this session ends: signed out everywhere.
 */
export const deleteMyAccount = bffRoute(
  { body: DeleteAccountFormSchema, invalid: firstIssue, auth: 'user', limit: 'accountDeletion' },
  async ({ input, session, caller }) => {
    const result = await privacy.deleteAccount(input.password, caller);
    if (!result.ok) return upstreamFailure(result, session);
    if (result.data.Status === 'wrong_password') return failure('privacy.delete.wrongPassword', 400);
    endSession(session);
    return answer({ ok: true, invoicesKept: result.data.InvoicesKept });
  },
);
