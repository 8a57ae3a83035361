import { initCertHref, matchesOrderId, siteHref } from '@/components/account/orders/links';

describe('siteHref: links the upstream gives, under the page language', () => {
  it('prefixes a relative site path with /{lang}', () => {
    expect(siteHref('/pdf/invoice?oid=AB12&uid=u-1', 'en')).toBe('/en/pdf/invoice?oid=AB12&uid=u-1');
    expect(siteHref('/payment-link/tok_123', 'ar')).toBe('/ar/payment-link/tok_123');
  });
  it('keeps a path that already carries the language, and absolute http(s) URLs', () => {
    expect(siteHref('/ar/pdf/receipt?oid=1', 'ar')).toBe('/ar/pdf/receipt?oid=1');
    expect(siteHref('https://pay.example.com/link?id=3', 'en')).toBe('https://pay.example.com/link?id=3');
  });
  it('refuses empty, protocol-relative and script links', () => {
    for (const bad of [
      null,
      undefined,
      '',
      '   ',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
    ]) {
      expect(siteHref(bad, 'en')).toBeNull();
    }
  });
  it('treats an unknown language as English', () => {
    expect(siteHref('/pdf/credit-note?oid=9', 'fr')).toBe('/en/pdf/credit-note?oid=9');
  });
});

describe('matchesOrderId: my-orders?id= accepts the OrderID or the OrderUniqueID', () => {
  const order = { OrderID: 1042, OrderUniqueID: 'A1B2C3D4' };
  it.each([
    ['1042', true],
    [' 1042 ', true],
    ['a1b2c3d4', true],
    ['A1B2C3D4', true],
    ['104', false],
    ['', false],
    [null, false],
  ])('%p → %p', (id, expected) => {
    expect(matchesOrderId(order, id)).toBe(expected);
  });
});

describe('initCertHref', () => {
  it('carries id, uid and lang (the initiative language) under the page language', () => {
    expect(initCertHref({ ID: 7, PageLanguage: 'ar' }, '5b0f7c1e-2d1a-4c3b-9e8f-000000000002', 'en')).toBe(
      '/en/pdf/init-cert?id=7&uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000002&lang=ar',
    );
  });
});
