// Outside production only: how many requests the upstream answered, per path and per path with query, since
// start or the last reset. e2e/caching.spec.ts uses it to prove that a cached page view calls no upstream.
//   GET  /dev/requests        → { data: { total, byPath: { "/api/Courses/get-course": 3 }, byUrl: { "/api/Courses/get-course?id=1&top=1000": 1 } } }
//   POST /dev/requests/reset  → { data: { reset: true } }
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/types';

const OWN_PATH = '/dev/requests';

export function registerDevRequests(app: OpenAPIHono<AppEnv>) {
  let byPath = new Map<string, number>();
  let byUrl = new Map<string, number>();
  let total = 0;

  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!url.pathname.startsWith(OWN_PATH)) {
      total += 1;
      byPath.set(url.pathname, (byPath.get(url.pathname) ?? 0) + 1);
      const full = url.pathname + url.search;
      byUrl.set(full, (byUrl.get(full) ?? 0) + 1);
    }
    await next();
  });

  app.get(OWN_PATH, (c) =>
    c.json({ data: { total, byPath: Object.fromEntries(byPath), byUrl: Object.fromEntries(byUrl) } }, 200, {
      'Cache-Control': 'no-store',
    }),
  );
  app.post(`${OWN_PATH}/reset`, (c) => {
    byPath = new Map();
    byUrl = new Map();
    total = 0;
    return c.json({ data: { reset: true } }, 200, { 'Cache-Control': 'no-store' });
  });
}
