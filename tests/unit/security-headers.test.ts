import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { contentSecurityPolicy, FRAME_SOURCES, requestIdFrom } from '@/lib/security/headers';
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
    const csp = parse(
      contentSecurityPolicy({
        NODE_ENV: 'production',
        UPSTREAM_URL: 'http://upstream.internal:4000',
      } as NodeJS.ProcessEnv),
    );
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://upstream.internal:4000']);
  });

  it('form-action allows the payment page origin (PAYMENT_PAGE_URL over UPSTREAM_URL), origin only', () => {
    const csp = parse(
      contentSecurityPolicy({
        NODE_ENV: 'production',
        UPSTREAM_URL: 'http://u:4000',
        PAYMENT_PAGE_URL: 'https://pay.example.com/payment/card?x=1',
      } as NodeJS.ProcessEnv),
    );
    expect(csp.get('form-action')).toEqual(["'self'", 'https://pay.example.com']);
  });

  it('development adds eval (React dev) and the dev server websocket', () => {
    const csp = parse(contentSecurityPolicy({ NODE_ENV: 'development' } as NodeJS.ProcessEnv));
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:']);
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

  it('the proxy sends the CSP on pages and redirects; HSTS only in production', () => {
    const res = proxy(new NextRequest('http://localhost:3000/courses'));
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
