import { NextRequest } from 'next/server';
import proxy, { config, SECURITY_HEADERS } from '@/proxy';

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

  it('redirects unprefixed paths to English, keeping the query', () => {
    const res = call('/courses?page=2');
    expect([307, 308]).toContain(res.status);
    expect(location(res)).toBe('/en/courses?page=2');
  });

  it('ignores the browser language (always English for unprefixed paths)', () => {
    const res = call('/courses', { headers: { 'accept-language': 'ar-AE,ar;q=0.9' } });
    expect(location(res)).toBe('/en/courses');
  });

  it('lets prefixed paths through without a redirect and sets no locale cookie', () => {
    for (const path of ['/en/home', '/ar/courses/valuation/3', '/ar/pdf/invoice?oid=1']) {
      const res = call(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('set-cookie') ?? '').not.toMatch(/NEXT_LOCALE/);
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
