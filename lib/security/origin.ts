import 'server-only';
import { settings } from '@/lib/settings';

/** The origins this site answers on: the request's own, its Host (behind a proxy, X-Forwarded-*), and SITE_URL. */
function allowedOrigins(request: Request): Set<string> {
  const allowed = new Set<string>();
  let protocol = 'http:';
  try {
    const url = new URL(request.url);
    allowed.add(url.origin);
    protocol = url.protocol;
  } catch {
    // a relative URL in a test: rely on the headers
  }
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const proto = forwardedProto ? `${forwardedProto}:` : protocol;
  for (const host of [request.headers.get('x-forwarded-host')?.split(',')[0]?.trim(), request.headers.get('host')]) {
    if (host) allowed.add(`${proto}//${host}`);
  }
  allowed.add(new URL(settings().siteUrl).origin);
  return allowed;
}

/**
 * CSRF guard for mutations: the browser's `Origin` must be this site. A missing Origin is refused too
 * (every browser sends it on a cross-origin or same-origin POST with fetch); `null` (sandboxed frames) as well.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  return allowedOrigins(request).has(origin);
}

/** The 403 of a cross-site mutation. */
export function crossSiteRefusal(): Response {
  return Response.json(
    { ok: false, error: 'forms.forbidden' },
    { status: 403, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** A 403 answer for a cross-site mutation, or null when the request may go on. */
export function refuseCrossSite(request: Request): Response | null {
  return isSameOrigin(request) ? null : crossSiteRefusal();
}
