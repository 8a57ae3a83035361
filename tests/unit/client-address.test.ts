import { clientAddress } from '@/lib/security/rate-limit';

/** The rate limits key on clientAddress(): a client must not be able to choose its own key. */
const request = (forwarded?: string) =>
  new Request('http://127.0.0.1/api/x', forwarded === undefined ? {} : { headers: { 'x-forwarded-for': forwarded } });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

test('behind one proxy (the default) the address the proxy appended wins over what the client sent', () => {
  expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
  expect(clientAddress(request('1.1.1.1, 2.2.2.2 ,203.0.113.9'))).toBe('203.0.113.9');
});

test('a single entry is the address Next.js or the proxy set', () => {
  expect(clientAddress(request('203.0.113.9'))).toBe('203.0.113.9');
});

test('with two trusted hops the second entry from the end is the client', () => {
  process.env.TRUSTED_PROXY_HOPS = '2';
  expect(clientAddress(request('6.6.6.6, 203.0.113.9, 10.0.0.2'))).toBe('203.0.113.9');
  expect(clientAddress(request('10.0.0.2'))).toBe('10.0.0.2');
});

test('a nonsense hop count falls back to one; no header at all is one shared key', () => {
  process.env.TRUSTED_PROXY_HOPS = 'abc';
  expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
  expect(clientAddress(request())).toBe('local');
  expect(clientAddress(request(' , '))).toBe('local');
});
