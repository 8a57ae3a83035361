/**
 * The one home of the site's security headers (docs/architecture.md#security). next.config.ts and proxy.ts only
 * apply what is decided here:
 * - `staticSecurityHeaders()`: headers that never vary (nosniff, Referrer-Policy, Permissions-Policy,
 *   X-Frame-Options, HSTS in production), on every response through next.config.ts `headers()`, except build
 *   assets, which get only `assetSecurityHeaders()`;
 * - `applyPageHeaders()`: on pages, per request, through proxy.ts: the static ones again (a response the proxy
 *   makes itself, such as a language redirect, must carry them too), the Content-Security-Policy (it reads
 *   PAYMENT_PAGE_URL at run time and may carry a nonce, while next.config headers are frozen at build time) and
 *   x-request-id.
 * No `server-only` here: next.config.ts, the proxy and unit tests import it.
 */
// Relative: next.config.ts imports this module, and its loader does not know the @/ alias.
import { APP_MODE_SCRIPT_HASH } from '../app-mode/script';
import { TRUSTED_TYPES_POLICIES, TRUSTED_TYPES_SCRIPT_HASH } from './trusted-types';

export const REQUEST_ID_HEADER = 'x-request-id';
export const CSP_HEADER = 'Content-Security-Policy';

/** Two years, subdomains, preload-ready. Sent in production only (a dev server on http would be pinned). */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** Headers that never vary, whatever the response and the environment. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * The headers of every response: SECURITY_HEADERS, plus HSTS in production builds (`next build` runs with
 * NODE_ENV=production, `next dev` does not: a dev server on http must not be pinned).
 */
export function staticSecurityHeaders(production: boolean): Record<string, string> {
  return production
    ? { ...SECURITY_HEADERS, 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY }
    : { ...SECURITY_HEADERS };
}

/**
 * Build assets: scripts, styles and fonts with a content hash in their names, never a document. Framing, permissions
 * and referrer policies govern documents only, so an asset gets nosniff (a script or style served with a wrong type
 * is refused) and HSTS (any HTTPS answer may pin the host). A phone loads many scripts a page and Lighthouse counts
 * their headers in its JavaScript transfer, so the three document headers stay off them
 * (docs/architecture.md#security, docs/performance.md#javascript-a-page-downloads).
 */
const ASSET_FOLDERS = ['_next/static/', 'fonts/'];
/** The build assets, as next.config.ts `headers()` sources (path-to-regexp). */
export const ASSET_PATHS = ASSET_FOLDERS.map((folder) => `/${folder}:path*`);
/** Every path but ASSET_PATHS (a negative lookahead on the same folders). */
export const DOCUMENT_PATHS = `/((?!${ASSET_FOLDERS.join('|')}).*)`;
const ASSET_HEADER_NAMES = ['X-Content-Type-Options', 'Strict-Transport-Security'];

/** The headers of a build asset: those of staticSecurityHeaders() that apply to one. */
export function assetSecurityHeaders(production: boolean): Record<string, string> {
  return Object.fromEntries(
    Object.entries(staticSecurityHeaders(production)).filter(([name]) => ASSET_HEADER_NAMES.includes(name)),
  );
}

/** Sets a page's headers on the proxy's response: the static ones, its policy and its request id. */
export function applyPageHeaders(headers: Headers, page: { csp: string; requestId: string }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  headers.set(CSP_HEADER, page.csp);
  headers.set(REQUEST_ID_HEADER, page.requestId);
}

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

export type CspOptions = {
  production: boolean;
  /** PAYMENT_PAGE_URL (or UPSTREAM_URL): its origin may receive the card form. */
  paymentPageUrl: string;
  /** A per-request nonce: only for pages rendered per request (see `usesNonce`). */
  nonce?: string;
};

/** Pages rendered per request for one person, whose policy carries a nonce instead of 'unsafe-inline'. */
const NONCE_PAGES = /^\/(?:en|ar)\/(?:my-account|pdf|app-auth)(?:\/|$)/;

export function usesNonce(pathname: string): boolean {
  return NONCE_PAGES.test(pathname);
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a page (docs/adr/0006-csp-nonces.md).
 *
 * Cached pages (the catalogue, blog, static pages: prerendered, ISR, a CDN may keep them) send one HTML document to
 * many visitors, so it cannot carry a per-request nonce, and Next.js writes its RSC payload and bootstrap as inline
 * `<script>` tags: their script-src is `'self' 'unsafe-inline'`. Pages rendered per request for one person (My
 * Account, the PDF viewer pages) get `'self' 'nonce-…'` plus the hash of the app-mode script instead: Next.js reads
 * the nonce from the request's Content-Security-Policy header (set by proxy.ts) and puts it on every script it writes,
 * so an injected inline script does not run there. Either way: no third-party script origin, `object-src 'none'` and
 * `base-uri 'none'` close the classic injection routes, HTML from the upstream goes through the sanitize-html
 * allow-list, and `frame-ancestors 'none'` stops clickjacking. ALTCHA runs its proof of work in a Worker built from
 * a blob: URL (worker-src blob:); it uses Web Crypto, not WebAssembly, so no 'wasm-unsafe-eval'. In development
 * React needs eval and the dev server a websocket.
 */
export function contentSecurityPolicy({ production, paymentPageUrl, nonce }: CspOptions): string {
  const dev = !production;
  const payment = originOf(paymentPageUrl);
  const scripts = nonce ? [`'nonce-${nonce}'`, TRUSTED_TYPES_SCRIPT_HASH, APP_MODE_SCRIPT_HASH] : ["'unsafe-inline'"];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scripts, ...(dev ? ["'unsafe-eval'"] : [])],
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
    // Trusted Types, on every page: strings reach script-running DOM sinks only through the default policy
    // (lib/security/trusted-types.ts). In production only: the development server's overlay and React's debugging
    // build eval code and write HTML that no policy of ours vouches for.
    ...(dev
      ? []
      : ([
          ['require-trusted-types-for', "'script'"],
          ['trusted-types', ...TRUSTED_TYPES_POLICIES],
        ] as [string, ...string[]][])),
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}
