import { homePath, safeReturnUrl } from '@/lib/security/return-url';

describe('safeReturnUrl (open-redirect guard)', () => {
  const attacks = [
    'https://evil.example/en/home',
    'http://evil.example',
    '//evil.example',
    '//evil.example/en/home',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%252F%252Fevil.example',
    '/%5Cevil.example',
    '/en/%2F..%2F..%2F%2Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    '/en/home\u0000javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '/en/\r\nLocation: https://evil.example',
    '\t//evil.example',
    '/en/../../evil.example',
    '/fr/home',
    'evil.example/en/home',
    'https:evil.example',
    '/en\\..\\evil.example',
    '/%E2%80%AE/en/home',
    '/en/%0d%0aSet-Cookie:x=1',
    ' /en/home',
    '/ar/%5C%5Cevil.example',
  ];

  it.each(attacks)('refuses %j and falls back to /{lang}/home', (payload) => {
    expect(safeReturnUrl(payload, 'en')).toBe('/en/home');
    expect(safeReturnUrl(payload, 'ar')).toBe('/ar/home');
  });

  it('has at least 20 payloads, none of which leaves the site', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(20);
    for (const payload of attacks) {
      const target = new URL(safeReturnUrl(payload, 'en'), 'https://site.example');
      expect(target.origin).toBe('https://site.example');
    }
  });

  it.each([
    ['/en/cart', '/en/cart'],
    ['/ar/course/valuation/12', '/ar/course/valuation/12'],
    ['/en/training-plan?x=1#top', '/en/training-plan?x=1#top'],
    ['/en', '/en'],
    ['/ar/courses?next=https://evil.example', '/ar/courses?next=https://evil.example'],
  ])('follows the same-site path %j', (input, expected) => {
    expect(safeReturnUrl(input, 'en')).toBe(expected);
  });

  it('falls back for missing values and unknown languages', () => {
    expect(safeReturnUrl(undefined, 'ar')).toBe('/ar/home');
    expect(safeReturnUrl('', 'en')).toBe('/en/home');
    expect(safeReturnUrl(['/en/cart'], 'en')).toBe('/en/home');
    expect(homePath('xx')).toBe('/en/home');
  });
});
