import 'server-only';
import { failure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { CertificateTypeSchema, type CertificateType } from '@/lib/contract/entities/certificate';
import { endSession } from '@/lib/session/session';
import { getCertificateCredential } from '@/lib/upstream/credentials';
import { isUnavailable } from '@/lib/upstream/result';
import { MSG } from '@/lib/validation/messages';

/** The query: which certificate (its type and id); checked before the session, as a bad link is no one's. */
function certificateOf(request: Request): { type: CertificateType; cid: number } | null {
  const params = new URL(request.url).searchParams;
  const type = CertificateTypeSchema.safeParse(params.get('type'));
  const cid = Number(params.get('cid'));
  if (!type.success || !Number.isSafeInteger(cid) || cid <= 0 || cid > 2_147_483_647) return null;
  return { type: type.data, cid };
}

const download = bffRoute({ auth: 'user', limit: 'dataExport' }, async ({ request, session, caller }) => {
  const certificate = certificateOf(request);
  if (!certificate) return failure(MSG.invalid, 400);
  const result = await getCertificateCredential(certificate, caller);
  if (!result.ok) {
    if (isUnavailable(result)) return failure('privacy.unavailable', 404);
    if (result.error.kind === 'unauthorized') {
      endSession(session);
      return failure(MSG.notLoggedIn, 401);
    }
    return failure(MSG.failed, 502);
  }
  if (!result.data) return failure('errors.invalidCertificate', 404);
  const file = result.data.CertificateNumber.replace(/[^\w-]/g, '') || 'certificate';
  return new Response(`${result.data.Credential}\n`, {
    headers: {
      'Content-Type': 'application/jwt; charset=utf-8',
      'Content-Disposition': `attachment; filename="open-badge-${file}.jwt"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

/**
 * GET /api/account/certificates/credential?type&cid: one of the customer's certificates as its Open Badges 3.0
 * credential, a download (`open-badge-<number>.jwt`: the compact JWS that carries and proves the credential).
 */
export async function downloadCredential(request: Request): Promise<Response> {
  if (!certificateOf(request)) return failure(MSG.invalid, 400);
  return download(request);
}
