import 'server-only';
import { CertificateTypeSchema } from '@/lib/contract/entities/certificate';
import { consume, tooMany } from '@/lib/security/rate-limit';
import { answer, requestLang } from '@/lib/session/bff-server';
import { callerContext, endSession, getSession, isLoggedIn } from '@/lib/session/session';
import { getCertificateCredential } from '@/lib/upstream/credentials';
import { isUnavailable } from '@/lib/upstream/result';
import { MSG } from '@/lib/validation/messages';

/**
 * GET /api/account/certificates/credential?type&cid: one of the customer's certificates as its Open Badges 3.0
 * credential, a download (`open-badge-<number>.jwt`: the compact JWS that carries and proves the credential).
 */
export async function downloadCredential(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const type = CertificateTypeSchema.safeParse(params.get('type'));
  const cid = Number(params.get('cid'));
  if (!type.success || !Number.isSafeInteger(cid) || cid <= 0 || cid > 2_147_483_647)
    return answer({ ok: false, error: MSG.invalid }, 400);
  const session = await getSession();
  if (!isLoggedIn(session)) return answer({ ok: false, error: MSG.notLoggedIn }, 401);
  const wait = await consume(['dataExport', session.userId]);
  if (wait > 0) return tooMany(wait);

  const result = await getCertificateCredential({ type: type.data, cid }, callerContext(session, requestLang(request)));
  if (!result.ok) {
    if (isUnavailable(result)) return answer({ ok: false, error: 'privacy.unavailable' }, 404);
    if (result.error.kind === 'unauthorized') {
      endSession(session);
      return answer({ ok: false, error: MSG.notLoggedIn }, 401);
    }
    return answer({ ok: false, error: MSG.failed }, 502);
  }
  if (!result.data) return answer({ ok: false, error: 'errors.invalidCertificate' }, 404);
  const file = result.data.CertificateNumber.replace(/[^\w-]/g, '') || 'certificate';
  return new Response(`${result.data.Credential}\n`, {
    headers: {
      'Content-Type': 'application/jwt; charset=utf-8',
      'Content-Disposition': `attachment; filename="open-badge-${file}.jwt"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
