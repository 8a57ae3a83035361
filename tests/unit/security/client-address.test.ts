import { clientAddress, SOCKET_ADDRESS_HEADER } from '@/lib/security/client-address';
import { reloadSettings } from '@/lib/settings';

/**
 * The rate limits key on clientAddress(): a client must not be able to choose its own key. Next.js (patched, see
 * lib/security/client-address.ts) gives the socket address in SOCKET_ADDRESS_HEADER on every request.
 */
const SOCKET = '198.51.100.7';
const request = (forwarded?: string, socket: string | null = SOCKET) => {
  const headers = new Headers();
  if (forwarded !== undefined) headers.set('x-forwarded-for', forwarded);
  if (socket) headers.set(SOCKET_ADDRESS_HEADER, socket);
  return new Request('http://127.0.0.1/api/x', { headers });
};

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  reloadSettings();
});

test('no proxy configured (the default): the socket address, whatever X-Forwarded-For the client made up', () => {
  reloadSettings();
  expect(clientAddress(request('6.6.6.6'))).toBe(SOCKET);
  expect(clientAddress(request('6.6.6.6, 7.7.7.7'))).toBe(SOCKET);
  expect(clientAddress(request())).toBe(SOCKET);
});

test('behind one proxy the address it appended wins over what the client sent', () => {
  process.env.TRUSTED_PROXY_HOPS = '1';
  reloadSettings();
  expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9');
  expect(clientAddress(request('1.1.1.1, 2.2.2.2 ,203.0.113.9'))).toBe('203.0.113.9');
  expect(clientAddress(request('203.0.113.9'))).toBe('203.0.113.9');
  // A request that reached us without passing the proxy: its socket.
  expect(clientAddress(request(' , '))).toBe(SOCKET);
});

test('with two trusted hops the second entry from the end is the client', () => {
  expect(clientAddress(request('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9');
  expect(clientAddress(request('10.0.0.2'), 2)).toBe('10.0.0.2');
});

test('a nonsense hop count is refused when the settings are read', () => {
  process.env.TRUSTED_PROXY_HOPS = 'abc';
  expect(() => reloadSettings()).toThrow(/TRUSTED_PROXY_HOPS/);
});

test('without the socket header (outside Next.js) every caller shares one key', () => {
  expect(clientAddress(request('6.6.6.6', null), 0)).toBe('local');
});
