/**
 * An in-memory cookies() store for route-handler tests: the handlers read and write the sealed session through
 * next/headers, which only exists inside a request. Mock it with
 * `jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }))`.
 */
type Cookie = { name: string; value: string; [option: string]: unknown };

export const cookieJar = new Map<string, Cookie>();

export const mockCookieStore = {
  get: (name: string) => cookieJar.get(name),
  getAll: () => [...cookieJar.values()],
  has: (name: string) => cookieJar.has(name),
  set: (name: string | Cookie, value?: string, options?: Record<string, unknown>) => {
    const cookie = typeof name === 'string' ? { name, value: value ?? '', ...options } : name;
    if (cookie.maxAge === 0 || cookie.value === '') cookieJar.delete(cookie.name);
    else cookieJar.set(cookie.name, cookie);
  },
  delete: (name: string) => cookieJar.delete(name),
};
