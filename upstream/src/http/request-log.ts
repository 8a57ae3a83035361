// Request id (taken from x-request-id or made up) and one JSON log line per request.
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

export function requestLog(opts: { quiet?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.header('x-request-id', id);
    const start = performance.now();
    await next();
    if (opts.quiet) return;
    const line = { level: 'info', requestId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) };
    process.stdout.write(JSON.stringify(line) + '\n');
  };
}
