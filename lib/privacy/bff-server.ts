import 'server-only';
import { ConsentChangeSchema, DeleteAccountFormSchema } from '@/lib/validation/privacy';
import { MSG } from '@/lib/validation/messages';
import { firstIssue } from '@/lib/validation/auth';
import { refuseCrossSite } from '@/lib/security/origin';
import { consume, tooMany } from '@/lib/security/rate-limit';
import { answer, readJson, requestLang } from '@/lib/session/bff-server';
import { callerContext, endSession, getSession, isLoggedIn, type Session } from '@/lib/session/session';
import { isUnavailable, type UpstreamError, type UpstreamResult } from '@/lib/upstream/result';
import * as privacy from '@/lib/upstream/privacy';
import { CONSENT_VERSIONS } from './consent-versions';

/**
 * The personal-data BFF (UAE PDPL): consents, the data export, the account deletion. Same rules as the accounts
 * BFF (Origin check, zod body, rate limit, the session's token, `{ ok, error: <message key> }`); an upstream
 * without the extension answers `privacy.unavailable` (404), and the pages hide these features.
 */

const failure = (error: string, status: number) => answer({ ok: false, error }, status);
const UNAVAILABLE = 'privacy.unavailable';

type SignedIn = Session & { userId: string; token: string };
async function signedIn(): Promise<SignedIn | null> {
  const session = await getSession();
  return isLoggedIn(session) ? session : null;
}

function upstreamFailure(result: UpstreamResult<unknown> & { ok: false }, session: Session): Response {
  if (isUnavailable(result)) return failure(UNAVAILABLE, 404);
  const error: UpstreamError = result.error;
  if (error.kind === 'unauthorized') {
    endSession(session);
    return failure(MSG.notLoggedIn, 401);
  }
  return failure(MSG.failed, 502);
}

/** POST /api/account/consents: the marketing choice from My Profile or Privacy. */
export async function saveConsents(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = ConsentChangeSchema.safeParse(await readJson(request));
  if (!parsed.success) return failure(MSG.invalid, 400);
  const session = await signedIn();
  if (!session) return failure(MSG.notLoggedIn, 401);
  const result = await privacy.setConsents(
    {
      Source: parsed.data.source,
      Consents: [{ Kind: 'marketing', Granted: parsed.data.marketing, Version: CONSENT_VERSIONS.marketing }],
    },
    callerContext(session, requestLang(request)),
  );
  if (!result.ok) return upstreamFailure(result, session);
  return answer({ ok: true, consents: result.data });
}

/** GET /api/account/privacy/export: every piece of the customer's data as one JSON file (a download). */
export async function exportMyData(request: Request): Promise<Response> {
  const session = await signedIn();
  if (!session) return failure(MSG.notLoggedIn, 401);
  const wait = await consume(['dataExport', session.userId]);
  if (wait > 0) return tooMany(wait);
  const result = await privacy.exportData(callerContext(session, requestLang(request)));
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
}

/**
 * POST /api/account/privacy/delete: with the current password and the confirmation, the account is
 * anonymised upstream (every token revoked there) and this session ends: signed out everywhere.
 */
export async function deleteMyAccount(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = DeleteAccountFormSchema.safeParse(await readJson(request));
  if (!parsed.success) return failure(firstIssue(parsed.error), 400);
  const session = await signedIn();
  if (!session) return failure(MSG.notLoggedIn, 401);
  const wait = await consume(['accountDeletion', session.userId]);
  if (wait > 0) return tooMany(wait);
  const result = await privacy.deleteAccount(parsed.data.password, callerContext(session, requestLang(request)));
  if (!result.ok) return upstreamFailure(result, session);
  if (result.data.Status === 'wrong_password') return failure('privacy.delete.wrongPassword', 400);
  endSession(session);
  return answer({ ok: true, invoicesKept: result.data.InvoicesKept });
}
