import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import { APP_MODE_SCRIPT, APP_MODE_SCRIPT_HASH } from '@/lib/app-mode/script';
import { TRUSTED_TYPES_SCRIPT, TRUSTED_TYPES_SCRIPT_HASH } from '@/lib/security/trusted-types';
// The matcher Next itself builds from next.config.ts route sources.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import proxy from '@/proxy';
import {
  ASSET_PATHS,
  assetSecurityHeaders,
  contentSecurityPolicy,
  DOCUMENT_PATHS,
  FRAME_SOURCES,
  requestIdFrom,
  SECURITY_HEADERS,
  staticSecurityHeaders,
} from '@/lib/security/headers';
import { extractVideoEmbedUrl } from '@/lib/catalog/video';
import { mapEmbedUrl } from '@/components/contact/map-embed';

const parse = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('Content-Security-Policy', () => {
  it('production: the locked-down directives, no eval, no websocket', () => {
    const csp = parse(contentSecurityPolicy({ production: true, paymentPageUrl: 'http://upstream.internal:4000' }));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://upstream.internal:4000']);
  });

  it('form-action allows the payment page origin, origin only', () => {
    const csp = parse(
      contentSecurityPolicy({ production: true, paymentPageUrl: 'https://pay.example.com/payment/card?x=1' }),
    );
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
  });

  it('development adds eval (React dev) and the dev server websocket', () => {
    const csp = parse(contentSecurityPolicy({ production: false, paymentPageUrl: 'http://127.0.0.1:4000' }));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
    // The dev overlay and React's debugging build write HTML and eval code that no policy vouches for.
    expect(csp.has('require-trusted-types-for')).toBe(false);
  });

  it("production enforces Trusted Types on cached and nonce pages alike, with our policies and ALTCHA's only", () => {
    for (const nonce of [undefined, 'bm9uY2Vub25jZW5vbmNlMQ==']) {
      const csp = parse(contentSecurityPolicy({ production: true, paymentPageUrl: 'http://127.0.0.1:4000', nonce }));
      expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
      expect(csp.get('trusted-types')).toEqual([
        'default',
        'inert-check',
        'svelte-trusted-html',
        'html',
        "'allow-duplicates'",
      ]);
    }
  });

  it('frame-src admits every embed the site builds (videos, maps) and nothing else', () => {
    const embeds = [
      extractVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
      extractVideoEmbedUrl('https://vimeo.com/76979871'),
      mapEmbedUrl('https://www.google.com/maps/embed?pb=!1m18'),
      mapEmbedUrl('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4'),
    ];
    for (const url of embeds) {
      expect(url).toBeTruthy();
      expect(FRAME_SOURCES).toContain(new URL(url!).origin);
    }
  });
});

describe('request id', () => {
  it('keeps a well-formed incoming id, replaces a missing or malformed one', () => {
    expect(requestIdFrom('lb-1234567890')).toBe('lb-1234567890');
    expect(requestIdFrom(null)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('bad id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('x'.repeat(101))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the proxy sets it on the response and forwards it to the page', () => {
    const res = proxy(
      new NextRequest('http://localhost:3000/en/home', { headers: { 'x-request-id': 'lb-abcdef123' } }),
    );
    expect(res.headers.get('x-request-id')).toBe('lb-abcdef123');
    // Next's way of handing changed request headers to the page
    expect(res.headers.get('x-middleware-request-x-request-id')).toBe('lb-abcdef123');
    const made = proxy(new NextRequest('http://localhost:3000/en/home'));
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers.get('x-middleware-request-x-request-id')).toBe(made.headers.get('x-request-id'));
  });

  it('the proxy sends the CSP on pages and redirects; HSTS comes from next.config (production builds)', () => {
    const res = proxy(new NextRequest('http://localhost:3000/courses'));
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('nonces on pages rendered per request (docs/adr/0006-csp-nonces.md)', () => {
  const scriptSrc = (res: Response) => parse(res.headers.get('content-security-policy') ?? '').get('script-src') ?? [];

  it('My Account and the PDF pages: a fresh nonce and the app-mode hash instead of unsafe-inline', () => {
    for (const path of ['/en/my-account', '/ar/my-account/my-orders', '/en/pdf/bulk-order', '/en/app-auth/confirm']) {
      const first = proxy(new NextRequest(`http://localhost:3000${path}`));
      const second = proxy(new NextRequest(`http://localhost:3000${path}`));
      const sources = scriptSrc(first);
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).toContain(APP_MODE_SCRIPT_HASH);
      expect(sources).toContain(TRUSTED_TYPES_SCRIPT_HASH);
      const nonce = sources.find((s) => s.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      expect(scriptSrc(second).find((s) => s.startsWith("'nonce-"))).not.toBe(nonce);
      // Next.js reads the nonce from the request's policy: the proxy hands the same policy to the page.
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(
        first.headers.get('content-security-policy'),
      );
    }
  });

  it('cached pages keep unsafe-inline and no nonce (one document for many visitors)', () => {
    for (const path of ['/en/home', '/ar/courses', '/en/cart', '/en/my-accountant']) {
      const res = proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(scriptSrc(res)).toContain("'unsafe-inline'");
      expect(scriptSrc(res).some((s) => s.startsWith("'nonce-") || s.startsWith("'sha256-"))).toBe(false);
      expect(res.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    }
  });

  it("the head scripts' hashes are the hashes of the scripts the layout writes", () => {
    const expected = createHash('sha256').update(APP_MODE_SCRIPT).digest('base64');
    expect(APP_MODE_SCRIPT_HASH).toBe(`'sha256-${expected}'`);
    const policy = createHash('sha256').update(TRUSTED_TYPES_SCRIPT).digest('base64');
    expect(TRUSTED_TYPES_SCRIPT_HASH).toBe(`'sha256-${policy}'`);
  });
});

describe('static headers: one list for next.config.ts and the proxy', () => {
  it('every response: nosniff, referrer, permissions, no framing; HSTS only in production', () => {
    const dev = staticSecurityHeaders(false);
    expect(dev).toEqual(SECURITY_HEADERS);
    expect(dev['X-Frame-Options']).toBe('DENY');
    expect(dev['Strict-Transport-Security']).toBeUndefined();
    const { 'Strict-Transport-Security': hsts, ...others } = staticSecurityHeaders(true);
    expect(hsts).toMatch(/^max-age=\d{8,}; includeSubDomains; preload$/);
    expect(others).toEqual(SECURITY_HEADERS);
  });

  it('next.config.ts sends them on every path but build assets, which get nosniff (and HSTS in production)', async () => {
    const { default: config } = await import('@/next.config');
    const rules = await config.headers!();
    const headersOf = (source: string) =>
      Object.fromEntries(rules.find((rule) => rule.source === source)!.headers.map((h) => [h.key, h.value]));
    expect(headersOf(DOCUMENT_PATHS)).toEqual(staticSecurityHeaders(false));
    for (const source of ASSET_PATHS) expect(headersOf(source)).toEqual(assetSecurityHeaders(false));
    expect(assetSecurityHeaders(false)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    expect(Object.keys(assetSecurityHeaders(true)).sort()).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
    ]);
  });

  it('DOCUMENT_PATHS matches every path but build assets', () => {
    const documents = getPathMatch(DOCUMENT_PATHS);
    const paths = ['/', '/en/home', '/api/session', '/files/abc', '/_next/image', '/favicon.ico'];
    const assets = ['/_next/static/chunks/a.js', '/fonts/noto-latin.woff2'];
    expect(paths.filter((path) => documents(path) !== false)).toEqual(paths);
    expect(assets.filter((path) => documents(path) !== false)).toEqual([]);
  });

  it('the proxy sends the same ones on a page it answers itself (a language redirect)', () => {
    const res = proxy(new NextRequest('http://localhost:3000/'));
    expect(res.status).toBeGreaterThanOrEqual(300);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });
});
