// Request id (taken from x-request-id or made up) and one structured JSON log line (pino) per request.
// The web sends the id it made in proxy.ts (lib/upstream/client.ts), so a page view and the upstream calls
// it caused share one `requestId` in both logs; `node` is the web instance that called (x-node).
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { DestinationStream } from 'pino';
import { createLogger } from '../log';
import type { AppEnv } from './types';

/**
 * One line per request: method, path (never the query string: the contract sends one-time codes and tokens there,
 * e.g. User/verify-otp?email&otp&token), status and time. `destination` lets a test read the lines.
 */
export function requestLog(
  opts: { quiet?: boolean; level?: string; destination?: DestinationStream } = {},
): MiddlewareHandler<AppEnv> {
  const log = createLogger(opts.level ?? 'info', opts.destination);
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    c.header('x-request-id', id);
    const start = performance.now();
    await next();
    if (opts.quiet) return;
    const status = c.res.status;
    const line = {
      requestId: id,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - start),
      node: c.req.header('x-node') || undefined,
    };
    if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
