import type { LoginReason } from '@/lib/auth/login-reason';
import { metadataParams } from '@/lib/i18n/page-locale';
import { isEmptyFileId } from '@/lib/images/loader';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import { getMemberFile } from '@/lib/upstream/files';
import { getSettings } from '@/lib/upstream/shared';
import { localePath, loginPath, TRAINING_PLAN_PATH } from '@/lib/routes';

export const dynamic = 'force-dynamic';

const PAGE = TRAINING_PLAN_PATH;

function redirectTo(request: Request, path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: new URL(path, request.url).toString(), 'Cache-Control': 'private, no-store' },
  });
}

/**
 * GET /{lang}/training-plan/download: the training calendar file for a signed-in customer (docs/product/roles.md). A
 * visitor is sent to login with this page as returnUrl ('Please log in first' there). The file id never reaches the
 * page, and the file host gives the file to signed-in callers only, so the file cannot be fetched around this check.
 * When the upstream fails, the page says so (`?unavailable=1`).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/[lang]/training-plan/download'>,
): Promise<Response> {
  const { lang } = await metadataParams(params);
  if (!lang) return new Response(null, { status: 404 });
  const page = `/${lang}${PAGE}`;
  const session = await getSession();
  if (!isLoggedIn(session)) {
    const reason: LoginReason = 'login-first';
    return redirectTo(request, localePath(lang, loginPath(page, reason)));
  }
  const settings = await getSettings();
  const fileId = settings.ok ? settings.data.TrainingCalendar : null;
  if (settings.ok && isEmptyFileId(fileId)) return redirectTo(request, page);
  const file = fileId ? await getMemberFile(fileId, callerContext(session, lang)) : null;
  if (file && !file.ok && file.error.kind === 'unauthorized') {
    // the session's token is no longer valid: sign in again
    return redirectTo(request, localePath(lang, loginPath(page)));
  }
  if (!file?.ok) return redirectTo(request, `${page}?unavailable=1`);
  const name = file.data.type.startsWith('application/pdf') ? 'training-calendar.pdf' : 'training-calendar';
  return new Response(file.data.body, {
    headers: {
      'Content-Type': file.data.type,
      ...(file.data.length ? { 'Content-Length': file.data.length } : {}),
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
