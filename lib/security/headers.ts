/**
 * Response headers decided per request by proxy.ts (Content-Security-Policy, HSTS, x-request-id). The
 * static ones (nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options) are in proxy.ts and
 * next.config.ts. No `server-only` here: the proxy and unit tests import it.
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** Two years, subdomains, preload-ready. Sent in production only (a dev server on http would be pinned). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Keeps a well-formed incoming id (a load balancer's), else makes one. */
export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/** Video players (lib/catalog/video.ts builds only these embed URLs) and the contact map (components/contact/map-embed.tsx). */
export const FRAME_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.google.com',
  'https://maps.google.com',
  'https://www.openstreetmap.org',
] as const;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every page.
 *
 * script-src is `'self' 'unsafe-inline'`, without a nonce, on purpose: public pages are prerendered and
 * cached (ISR, and a CDN may keep them), so one HTML document is sent to many visitors and a per-request
 * nonce cannot be in it; and Next.js writes its RSC payload and bootstrap as inline `<script>` tags, as does
 * the app-mode script (app/app-mode-script.tsx). What still protects the pages: no third-party script
 * origin is allowed, `object-src 'none'` and `base-uri 'none'` close the classic injection routes,
 * HTML from the upstream goes through the sanitize-html allow-list (no script), and `frame-ancestors 'none'`
 * stops clickjacking. ALTCHA runs its proof of work in a Worker built from a blob: URL (worker-src blob:);
 * it uses Web Crypto, not WebAssembly, so no 'wasm-unsafe-eval'. In development React needs eval and the
 * dev server a websocket.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env): string {
  const dev = env.NODE_ENV !== 'production';
  const payment = originOf(env.PAYMENT_PAGE_URL || env.UPSTREAM_URL || 'http://127.0.0.1:4000');
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    ['media-src', "'self'"],
    ['frame-src', ...FRAME_SOURCES],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'", ...(payment ? [payment] : [])],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
