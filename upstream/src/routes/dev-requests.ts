// Only when the dev and test scripts switch the dev routes on (UPSTREAM_DEV_ROUTES=1): how many requests the upstream
// answered, per path and per path with query, since start or the last reset. e2e/caching.spec.ts uses it to prove
// that a cached page view calls no upstream.
//   GET  /dev/requests        → { data: { total, byPath: { "/api/Courses/get-course": 3 }, byUrl: { "/api/Courses/get-course?id=1&top=1000": 1 } } }
//   GET  /dev/requests?exceptNode=e2e → the same, without the calls whose x-node is e2e (a test's own direct calls)
//   POST /dev/requests/reset  → { data: { reset: true } }
// One-time codes, tokens, passwords and e-mail addresses travel in some query strings of the contract
// (User/verify-otp?email&otp&token): their values are kept out of byUrl (`otp=[redacted]`).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/types';

const OWN_PATH = '/dev/requests';
const SECRET_PARAMS = new Set(['otp', 'token', 'email', 'password']);
/** The pay-link's `id` is the link's secret (/payment/pay-link?id=<token>). */
const secretParam = (pathname: string, name: string) =>
  SECRET_PARAMS.has(name.toLowerCase()) || (name === 'id' && pathname === '/payment/pay-link');

/** The path and query of `url` with the values of secret parameters replaced. */
function redactedUrl(url: URL): string {
  if (!url.search) return url.pathname;
  const parts = [...url.searchParams].map(([name, value]) =>
    secretParam(url.pathname, name)
      ? `${encodeURIComponent(name)}=[redacted]`
      : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return `${url.pathname}?${parts.join('&')}`;
}

type Seen = { node: string; path: string; url: string; count: number };

export function registerDevRequests(app: OpenAPIHono<AppEnv>) {
  // One count per calling node (x-node) and URL, so a test can leave out the calls it made itself.
  let seen = new Map<string, Seen>();

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!url.pathname.startsWith(OWN_PATH)) {
      const node = c.req.header('x-node') ?? '';
      const full = redactedUrl(url);
      const key = `${node}\u0000${full}`;
      const entry = seen.get(key) ?? { node, path: url.pathname, url: full, count: 0 };
      entry.count += 1;
      seen.set(key, entry);
    }
    await next();
  });

  app.get(OWN_PATH, (c) => {
    const except = c.req.query('exceptNode');
    const byPath: Record<string, number> = {};
    const byUrl: Record<string, number> = {};
    let total = 0;
    for (const { node, path, url, count } of seen.values()) {
      if (except !== undefined && node === except) continue;
      total += count;
      byPath[path] = (byPath[path] ?? 0) + count;
      byUrl[url] = (byUrl[url] ?? 0) + count;
    }
    return c.json({ data: { total, byPath, byUrl } }, 200, { 'Cache-Control': 'no-store' });
  });
  app.post(`${OWN_PATH}/reset`, (c) => {
    seen = new Map();
    return c.json({ data: { reset: true } }, 200, { 'Cache-Control': 'no-store' });
  });
}
