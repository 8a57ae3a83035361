import 'server-only';
import { getTranslations } from 'next-intl/server';
import { after } from 'next/server';
import { LOCALES } from '@/lib/i18n/locales';
import { logger, requestLogger } from '@/lib/log';
import { DocumentNotAvailableError, documentElement, pdfHeaders, renderPdfBuffer, warmUpPdf } from '@/lib/pdf/render';
import { REQUEST_ID_HEADER } from '@/lib/security/headers';
import { endSession, getSession, type Session } from '@/lib/session/session';
import type { CallerContext, UpstreamError } from '@/lib/upstream/client';
import { decideDocumentAccess, loginLocation } from './access';
import { loadDocumentJob, parseDocumentQuery, type DocumentKind, type DocumentQuery } from './jobs';

/**
 * GET of a printable document (`/{lang}/pdf/{kind}?…`): query → access (access.ts) → upstream → lib/pdf →
 * `application/pdf`, inline, `no-store`. A missing, foreign or not-applicable document (receipt of an unpaid
 * order, credit note of an order not in credit) is a 404 page; an upstream or rendering failure a translated
 * 503 page: never a stack trace.
 */

type Lang = 'en' | 'ar';
export type RouteContext = { params: Promise<{ lang: string }> };

let warmScheduled = false;
/** The fonts, yoga and the shapers are loaded at the first document, then warmed in the background. */
function warmLater() {
  if (warmScheduled) return;
  warmScheduled = true;
  after(() => warmUpPdf().catch((error: unknown) => logger.error({ err: error }, 'pdf warm-up failed')));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small translated HTML page (404 or 503) for a browser that opened a document link. */
export async function messagePage(lang: Lang, status: 404 | 503): Promise<Response> {
  const t = await getTranslations({ locale: lang, namespace: 'documents.pdf' });
  const title = status === 404 ? t('notFoundTitle') : t('unavailableTitle');
  const body = status === 404 ? t('notFoundBody') : t('unavailableBody');
  const html = `<!doctype html><html lang="${lang}" dir="${LOCALES[lang].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;background:#f7f4ee;color:#0b2545;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0"><main style="max-width:32rem;padding:2rem;text-align:center"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/${lang}/home" style="color:#13807a">${escapeHtml(t('home'))}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      ...(status === 503 ? { 'Retry-After': '30' } : {}),
    },
  });
}

export type OpenedDocument<K extends DocumentKind> =
  | {
      ok: true;
      lang: Lang;
      query: DocumentQuery<K>;
      ctx: CallerContext;
      /** When the upstream refuses the session's token: end the session and send the visitor to sign in. */
      refused: (error: UpstreamError) => Response | null;
    }
  | { ok: false; response: Response };

/**
 * The first half of every document request (the PDFs here, their e-invoice XML in e-invoice-route.ts): the language,
 * the query, and who may read it (access.ts). Anything else ends the request: a 404 page or the login redirect.
 */
export async function openDocumentRequest<K extends DocumentKind>(
  kind: K,
  request: Request,
  rawLang: string,
): Promise<OpenedDocument<K>> {
  const lang: Lang = rawLang === 'ar' ? 'ar' : 'en';
  if (rawLang !== lang) return { ok: false, response: await messagePage('en', 404) };
  const url = new URL(request.url);

  const query = parseDocumentQuery(kind, url.searchParams);
  if (!query) return { ok: false, response: await messagePage(lang, 404) };

  const session = await getSession();
  const access = decideDocumentAccess({
    session,
    uid: query.uid,
    lang,
    pathname: url.pathname,
    params: url.searchParams,
  });
  if (access.kind === 'not-found') return { ok: false, response: await messagePage(lang, 404) };
  if (access.kind === 'login') return { ok: false, response: seeOther(access.location) };
  const refused = (error: UpstreamError) =>
    error.kind === 'unauthorized' && access.kind !== 'signed'
      ? revoked(session, loginLocation(lang, url.pathname, url.searchParams))
      : null;
  return { ok: true, lang, query, ctx: access.ctx, refused };
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });

/**
 * The upstream no longer accepts the session's token (logged out elsewhere, password reset, role removed): this
 * cookie opens nothing any more; the visitor signs in again.
 */
function revoked(session: Session, location: string): Response {
  endSession(session);
  return seeOther(location);
}

export function documentRoute(kind: DocumentKind) {
  return async function GET(request: Request, { params }: RouteContext): Promise<Response> {
    const opened = await openDocumentRequest(kind, request, (await params).lang);
    if (!opened.ok) return opened.response;
    const { lang, query } = opened;

    const loaded = await loadDocumentJob(kind, query, lang, opened.ctx);
    if (!loaded.ok)
      return opened.refused(loaded.error) ?? messagePage(lang, loaded.error.kind === 'not_found' ? 404 : 503);

    try {
      const bytes = await renderPdfBuffer(await documentElement(loaded.job));
      warmLater();
      const headers = {
        ...pdfHeaders(loaded.fileName),
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
      };
      return new Response(new Uint8Array(bytes), { headers: { ...headers, 'Content-Length': String(bytes.length) } });
    } catch (error) {
      if (error instanceof DocumentNotAvailableError) return messagePage(lang, 404);
      requestLogger(request.headers.get(REQUEST_ID_HEADER)).error(
        { err: error, document: kind },
        'pdf rendering failed',
      );
      return messagePage(lang, 503);
    }
  };
}
