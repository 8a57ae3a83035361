import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import {
  contentSecurityPolicy,
  REQUEST_ID_HEADER,
  requestIdFrom,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/security/headers';

const intl = createMiddleware(routing);

/** The cookie the mobile app's webview carries; read by an inline script only (pages stay shared). */
export const APP_COOKIE = 'app';
const ONE_YEAR = 60 * 60 * 24 * 365;

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** `/`, `/en`, `/ar` → the home page of that language (one hop, spec 2: the empty path serves home). */
function homeTarget(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return `/${routing.defaultLocale}/home`;
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (match && (routing.locales as readonly string[]).includes(match[1])) return `/${match[1]}/home`;
  return null;
}

/**
 * Language prefix (next-intl: unprefixed paths redirect to /en/…), home redirect, app-mode cookie,
 * security headers. No network calls and no per-instance state here: it runs before every page.
 */
export default function proxy(incoming: NextRequest): NextResponse {
  // One id per request (kept when a load balancer already set a well-formed one): logged by the web and
  // sent on to the upstream (lib/upstream/client.ts), which logs it too.
  const requestId = requestIdFrom(incoming.headers.get(REQUEST_ID_HEADER));
  const headers = new Headers(incoming.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const request = new NextRequest(incoming, { headers });

  const home = homeTarget(request.nextUrl.pathname);
  let response: NextResponse;
  if (home) {
    response = NextResponse.redirect(new URL(`${home}${request.nextUrl.search}`, request.url), 307);
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
      secure: process.env.NODE_ENV === 'production',
    });
  } else if (app === '0') {
    response.cookies.delete(APP_COOKIE);
  }

  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  // Per request, not in next.config headers(): they depend on settings read at run time (PAYMENT_PAGE_URL,
  // NODE_ENV), and next.config headers are frozen at build time.
  response.headers.set('Content-Security-Policy', contentSecurityPolicy());
  if (process.env.NODE_ENV === 'production')
    response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Everything except the BFF (/api), Next's assets (/_next), upstream files (/files) and files with an extension.
  matcher: ['/((?!api(?:/|$)|_next(?:/|$)|files(?:/|$)|_vercel(?:/|$)|.*\\..*).*)'],
};
