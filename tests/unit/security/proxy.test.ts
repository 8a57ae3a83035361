import { NextRequest } from 'next/server';
import proxy, { config } from '@/proxy';
import { SECURITY_HEADERS } from '@/lib/security/headers';

const ORIGIN = 'http://localhost:3000';
const call = (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
  proxy(new NextRequest(`${ORIGIN}${path}`, init));
const location = (res: Response) => {
  const value = res.headers.get('location');
  return value ? new URL(value, ORIGIN).pathname + new URL(value, ORIGIN).search : null;
};

describe('proxy: language prefix', () => {
  it.each([
    ['/', '/en/home'],
    ['/en', '/en/home'],
    ['/en/', '/en/home'],
    ['/ar', '/ar/home'],
  ])('%s redirects to %s in one hop', (path, target) => {
    const res = call(path);
    expect([307, 308]).toContain(res.status);
    expect(location(res)).toBe(target);
  });

  it('redirects unprefixed paths to English by default, keeping the query', () => {
    const res = call('/courses?page=2');
    expect([307, 308]).toContain(res.status);
    expect(location(res)).toBe('/en/courses?page=2');
  });

  it('negotiates `/` and unprefixed paths from Accept-Language', () => {
    const arabic = { headers: { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.8' } };
    expect(location(call('/', arabic))).toBe('/ar/home');
    expect(location(call('/?app=1', arabic))).toBe('/ar/home?app=1');
    expect(location(call('/courses?page=2', arabic))).toBe('/ar/courses?page=2');
    expect(location(call('/', { headers: { 'accept-language': 'fr-FR,de;q=0.8' } }))).toBe('/en/home');
    expect(location(call('/', { headers: { 'accept-language': 'en-GB,ar;q=0.5' } }))).toBe('/en/home');
    // the answer depends on these two request headers
    expect(call('/', arabic).headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
  });

  it('a language chosen with the switch (NEXT_LOCALE) wins over the browser language', () => {
    expect(location(call('/', { headers: { 'accept-language': 'ar', cookie: 'NEXT_LOCALE=en' } }))).toBe('/en/home');
    expect(location(call('/blog', { headers: { 'accept-language': 'en-US', cookie: 'NEXT_LOCALE=ar' } }))).toBe(
      '/ar/blog',
    );
    // an unknown value is ignored
    expect(location(call('/', { headers: { 'accept-language': 'ar', cookie: 'NEXT_LOCALE=fr' } }))).toBe('/ar/home');
  });

  it('lets prefixed paths through without a redirect and sets no locale cookie (cached pages stay shareable)', () => {
    for (const path of ['/en/home', '/ar/courses/valuation/3', '/ar/pdf/invoice?oid=1']) {
      const variants: Record<string, string>[] = [
        {},
        { 'accept-language': 'ar' },
        { 'accept-language': 'en', cookie: 'NEXT_LOCALE=ar' },
      ];
      for (const headers of variants) {
        const res = call(path, { headers });
        expect(res.status).toBe(200);
        expect(res.headers.get('location')).toBeNull();
        expect(res.headers.get('set-cookie') ?? '').not.toMatch(/NEXT_LOCALE/);
      }
    }
  });
  it('no redirect of an unprefixed path sets a locale cookie either', () => {
    const variants: Record<string, string>[] = [{}, { 'accept-language': 'ar' }, { cookie: 'NEXT_LOCALE=ar' }];
    for (const headers of variants) {
      expect(call('/courses', { headers }).headers.get('set-cookie') ?? '').not.toMatch(/NEXT_LOCALE/);
    }
  });
});

describe('proxy: headers and app mode', () => {
  it.each(['/', '/en/home', '/courses', '/ar/unknown/path'])('sets the security headers on %s', (path) => {
    const res = call(path);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('?app=1 sets the app cookie (readable by the inline script, not httpOnly)', () => {
    const res = call('/en/home?app=1');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/(^|,\s*)app=1/);
    expect(cookie.toLowerCase()).not.toContain('httponly');
    expect(cookie).toMatch(/Path=\//i);
  });

  it('?app=1 on a redirect sets the cookie too', () => {
    const res = call('/?app=1');
    expect(location(res)).toBe('/en/home?app=1');
    expect(res.headers.get('set-cookie') ?? '').toMatch(/app=1/);
  });

  it('?app=0 clears it; no query leaves cookies alone', () => {
    expect(call('/en/home?app=0').headers.get('set-cookie') ?? '').toMatch(
      /app=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i,
    );
    expect(call('/en/home').headers.get('set-cookie')).toBeNull();
  });
});

describe('proxy: matcher', () => {
  const matcher = new RegExp(`^${config.matcher[0]}$`);
  it.each(['/', '/en/home', '/ar', '/courses', '/en/course/x/1', '/apiary'])('runs on %s', (path) => {
    expect(matcher.test(path)).toBe(true);
  });
  it.each([
    '/api/session',
    '/api',
    '/_next/static/chunks/a.js',
    '/files/0b5c',
    '/favicon.ico',
    '/placeholder.svg',
    '/robots.txt',
  ])('skips %s', (path) => {
    expect(matcher.test(path)).toBe(false);
  });
});
