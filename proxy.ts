import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import {
  applyPageHeaders,
  contentSecurityPolicy,
  CSP_HEADER,
  newNonce,
  REQUEST_ID_HEADER,
  requestIdFrom,
  usesNonce,
} from '@/lib/security/headers';
import { settings } from '@/lib/settings';

// Unprefixed paths: negotiated (the NEXT_LOCALE cookie of the language switch, then Accept-Language), redirected.
const negotiate = createMiddleware(routing);
// Prefixed paths: served in their language, and never a locale cookie on the response (cached pages stay free of
// Set-Cookie; the switch writes the cookie in the browser, lib/i18n/locale-cookie.ts).
const intl = createMiddleware({ ...routing, localeCookie: false });
const LOCALE_PREFIX = new RegExp(`^/(?:${routing.locales.join('|')})(?:/|$)`);

/** The cookie the mobile app's webview carries; read by an inline script only (pages stay shared). */
export const APP_COOKIE = 'app';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** `/en`, `/ar` → the home page of that language (one hop: docs/product/screens.md#languages-and-paths). */
function homeTarget(pathname: string): string | null {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (match && (routing.locales as readonly string[]).includes(match[1])) return `/${match[1]}/home`;
  return null;
}

/**
 * `/` and unprefixed paths: a redirect to the negotiated language (`/` straight to its home page, one hop). The
 * answer depends on the cookie and Accept-Language, so a shared cache must keep one per value of both.
 */
function negotiated(request: NextRequest): NextResponse {
  const root = request.nextUrl.pathname === '/' || request.nextUrl.pathname === '';
  const headers = new Headers(request.headers);
  const languages = primaryLanguages(headers.get('accept-language'));
  if (languages) headers.set('accept-language', languages);
  const url = root ? new URL(`/home${request.nextUrl.search}`, request.url) : request.url;
  const response = negotiate(new NextRequest(url, { headers }));
  // The cookie is the visitor's own choice, made with the switch: a redirect never writes one for them.
  response.headers.delete('set-cookie');
  response.headers.set('Vary', 'Accept-Language, Cookie');
  return response;
}

/**
 * Accept-Language with each tag cut to its language (`en-GB,ar;q=0.5` → `en,ar;q=0.5`), qualities kept: the
 * matcher would otherwise prefer an exact `ar` at q=0.5 to the `en-GB` the browser asks for first.
 */
export function primaryLanguages(header: string | null): string | null {
  if (!header) return null;
  return header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const language = tag.trim().split('-')[0].toLowerCase();
      return [language, ...params.map((p) => p.trim())].join(';');
    })
    .filter((part) => /^[a-z*]/.test(part))
    .join(',');
}

/**
 * Language prefix (next-intl: unprefixed paths redirect to the visitor's language), home redirect, app-mode cookie,
 * security headers. No network calls and no per-instance state here: it runs before every page.
 */
export default function proxy(incoming: NextRequest): NextResponse {
  // One id per request (kept when a load balancer already set a well-formed one): logged by the web and
  // sent on to the upstream (lib/upstream/client.ts), which logs it too.
  const requestId = requestIdFrom(incoming.headers.get(REQUEST_ID_HEADER));
  const headers = new Headers(incoming.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  // Pages rendered per request get a nonce: Next.js reads it from the request's CSP and puts it on its scripts.
  const { production, paymentPageUrl } = settings();
  const nonce = usesNonce(incoming.nextUrl.pathname) ? newNonce() : undefined;
  const csp = contentSecurityPolicy({ production, paymentPageUrl, nonce });
  if (nonce) headers.set(CSP_HEADER, csp);
  const request = new NextRequest(incoming, { headers });

  const home = homeTarget(request.nextUrl.pathname);
  let response: NextResponse;
  if (home) {
    response = NextResponse.redirect(new URL(`${home}${request.nextUrl.search}`, request.url), 307);
  } else if (!LOCALE_PREFIX.test(request.nextUrl.pathname)) {
    response = negotiated(request);
  } else {
    // next-intl forwards the request's headers (x-request-id included) to the page.
    response = intl(request);
  }

  const app = request.nextUrl.searchParams.get('app');
  if (app === '1') {
    response.cookies.set(APP_COOKIE, '1', {
      path: '/',
      maxAge: ONE_YEAR,
      sameSite: 'lax',
      secure: production,
    });
  } else if (app === '0') {
    response.cookies.delete(APP_COOKIE);
  }

  applyPageHeaders(response.headers, { csp, requestId });
  return response;
}

export const config = {
  // Everything except the BFF (/api), Next's assets (/_next), upstream files (/files) and files with an extension.
  matcher: ['/((?!api(?:/|$)|_next(?:/|$)|files(?:/|$)|_vercel(?:/|$)|.*\\..*).*)'],
};
