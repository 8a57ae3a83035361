import { createHmac } from 'node:crypto';
import {
  canonicalDocumentPath,
  checkDocumentLink,
  signDocumentLink,
  withoutSignature,
} from '@/lib/documents/signed-link';

const DEV_SECRET = 'dev-document-link-secret-change-me-0123456789';
const NOW = 1_795_000_000;
const PATH = '/en/pdf/invoice?oid=f7f5b28f-b482-5c36-996d-6f2ddb5ebd7b&uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000002';

const split = (link: string) => {
  const url = new URL(link, 'http://x.invalid');
  return [url.pathname, url.searchParams] as const;
};

import { setEnv } from '../../support/settings-env';

describe('signDocumentLink / checkDocumentLink', () => {
  const saved = process.env.DOCUMENT_LINK_SECRET;
  afterEach(() => setEnv({ DOCUMENT_LINK_SECRET: saved }));

  it('adds exp and a hex HMAC-SHA256 of the path and the sorted query without sig', () => {
    setEnv({ DOCUMENT_LINK_SECRET: undefined });
    const link = signDocumentLink(PATH, 3600, NOW);
    const [pathname, params] = split(link);
    expect(pathname).toBe('/en/pdf/invoice');
    expect(params.get('exp')).toBe(String(NOW + 3600));
    const expected = createHmac('sha256', DEV_SECRET)
      .update(
        `/en/pdf/invoice?exp=${NOW + 3600}&oid=f7f5b28f-b482-5c36-996d-6f2ddb5ebd7b&uid=5b0f7c1e-2d1a-4c3b-9e8f-000000000002`,
      )
      .digest('hex');
    expect(params.get('sig')).toBe(expected);
    expect(checkDocumentLink(pathname, params, NOW)).toBe('valid');
  });

  it('is valid until exp (inclusive), then expired', () => {
    const [pathname, params] = split(signDocumentLink(PATH, 60, NOW));
    expect(checkDocumentLink(pathname, params, NOW + 60)).toBe('valid');
    expect(checkDocumentLink(pathname, params, NOW + 61)).toBe('expired');
  });

  it('does not depend on the order of the parameters', () => {
    const [pathname, params] = split(signDocumentLink(PATH, 60, NOW));
    const reordered = new URLSearchParams([...params.entries()].reverse());
    expect(checkDocumentLink(pathname, reordered, NOW)).toBe('valid');
  });

  it('refuses a tampered uid, oid, exp, path, language or signature', () => {
    const [pathname, params] = split(signDocumentLink(PATH, 60, NOW));
    const change = (key: string, value: string) => {
      const p = new URLSearchParams(params);
      p.set(key, value);
      return p;
    };
    expect(checkDocumentLink(pathname, change('uid', '5b0f7c1e-2d1a-4c3b-9e8f-000000000003'), NOW)).toBe('invalid');
    expect(checkDocumentLink(pathname, change('oid', '574c62a8-5f2e-53a6-987c-29386d865fa6'), NOW)).toBe('invalid');
    expect(checkDocumentLink(pathname, change('exp', String(NOW + 999999)), NOW)).toBe('invalid');
    const sig = params.get('sig')!;
    expect(checkDocumentLink(pathname, change('sig', `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`), NOW)).toBe(
      'invalid',
    );
    expect(checkDocumentLink(pathname, change('sig', 'zz'), NOW)).toBe('invalid');
    expect(checkDocumentLink('/en/pdf/receipt', params, NOW)).toBe('invalid');
    expect(checkDocumentLink('/ar/pdf/invoice', params, NOW)).toBe('invalid');
    const extra = new URLSearchParams(params);
    extra.append('uid', '5b0f7c1e-2d1a-4c3b-9e8f-000000000003');
    expect(checkDocumentLink(pathname, extra, NOW)).toBe('invalid');
  });

  it('refuses a link signed with another secret', () => {
    setEnv({ DOCUMENT_LINK_SECRET: 'another-secret-of-at-least-32-characters!!' });
    const [pathname, params] = split(signDocumentLink(PATH, 60, NOW));
    setEnv({ DOCUMENT_LINK_SECRET: undefined });
    expect(checkDocumentLink(pathname, params, NOW)).toBe('invalid');
  });

  it('says absent without sig, and rejects bad input when signing', () => {
    const [pathname, params] = split(PATH);
    expect(checkDocumentLink(pathname, params, NOW)).toBe('absent');
    expect(() => signDocumentLink('https://evil.example/en/pdf/invoice', 60)).toThrow();
    expect(() => signDocumentLink('//evil.example/x', 60)).toThrow();
    expect(() => signDocumentLink(PATH, 0)).toThrow();
    expect(() => setEnv({ DOCUMENT_LINK_SECRET: 'short' })).toThrow(/DOCUMENT_LINK_SECRET must be at least 32/);
  });

  it('re-signing replaces an old exp and sig; withoutSignature drops both', () => {
    const once = signDocumentLink(PATH, 60, NOW);
    const twice = signDocumentLink(once, 120, NOW);
    const [pathname, params] = split(twice);
    expect(params.getAll('sig')).toHaveLength(1);
    expect(params.get('exp')).toBe(String(NOW + 120));
    expect(checkDocumentLink(pathname, params, NOW)).toBe('valid');
    expect(withoutSignature(pathname, params)).toBe(PATH);
    expect(canonicalDocumentPath('/en/pdf/x', new URLSearchParams('b=2&a=1&sig=f'))).toBe('/en/pdf/x?a=1&b=2');
  });
});
