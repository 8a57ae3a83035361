// The upstream Hono app, built from its dependencies so tests call app.request(...) in process.
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { loadConfig, type Config } from './config';
import type { Db } from './db/client';
import { auth } from './http/auth';
import { errorBody, onError } from './http/errors';
import { requestLog } from './http/request-log';
import type { AppEnv, Deps } from './http/types';
import { createMailer, type Mailer } from './mail/mailer';
import { registerApiRoutes } from './routes';
import { registerDevRequests } from './routes/dev-requests';
import { registerFiles } from './routes/files';
import { registerSystem } from './routes/system';

export interface CreateAppOptions {
  db: Db;
  mailer?: Mailer;
  clock?: () => Date;
  config?: Config;
  /** Silence the per-request log line (tests). */
  quiet?: boolean;
}

export function createApp(opts: CreateAppOptions) {
  const config = opts.config ?? loadConfig();
  const deps: Deps = {
    db: opts.db,
    config,
    clock: opts.clock ?? (() => new Date()),
    mailer: opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') }),
  };
  const app = new OpenAPIHono<AppEnv>({
    // zod failures of query or body become the contract's 400.
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody('bad_request', result.error.issues), 400);
    },
  });
  app.use('*', requestLog({ quiet: opts.quiet }));
  if (!config.production) registerDevRequests(app); // request counter of e2e/caching.spec.ts
  app.onError(onError);
  app.notFound((c) => c.json(errorBody('not_found'), 404));

  registerSystem(app, deps);
  registerFiles(app, deps);
  app.use('/api/*', auth(deps));
  registerApiRoutes(app, deps);
  return app;
}

export type UpstreamApp = ReturnType<typeof createApp>;
