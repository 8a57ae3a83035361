// The upstream Hono app, built from its dependencies so tests call app.request(...) in process.
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { DestinationStream } from 'pino';
import { loadConfig, type Config } from './config';
import type { Db } from './db/client';
import { auth } from './http/auth';
import { errorBody, onError } from './http/errors';
import { requestLog } from './http/request-log';
import { logger } from './log';
import type { AppEnv, Deps } from './http/types';
import { createMailer, type Mailer } from './mail/mailer';
import { createLifecycleJobs } from './jobs/lifecycle-jobs';
import { registerApiRoutes } from './routes';
import { registerDevRequests } from './routes/dev-requests';
import { registerFiles } from './routes/files';
import { registerSystem } from './routes/system';
import { registerDevPracticeExams } from './routes/dev-practice-exams';
import { registerDevLicence } from './routes/dev-licence';

export interface CreateAppOptions {
  db: Db;
  mailer?: Mailer;
  clock?: () => Date;
  config?: Config;
  /** Silence the per-request log line (tests). */
  quiet?: boolean;
  /** Where the request log goes (stdout by default; a test reads the lines). */
  logTo?: DestinationStream;
}

export function createApp(opts: CreateAppOptions) {
  const config = opts.config ?? loadConfig();
  const clock = opts.clock ?? (() => new Date());
  const mailer =
    opts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, 'outbox') });
  const jobs = createLifecycleJobs({ db: opts.db, config, clock, mailer });
  const deps: Deps = { db: opts.db, config, clock, mailer, jobs };
  const app = new OpenAPIHono<AppEnv>({
    // zod failures of query or body become the contract's 400.
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody('bad_request', result.error.issues), 400);
    },
  });
  app.use('*', requestLog({ quiet: opts.quiet, level: config.logLevel, destination: opts.logTo }));
  // The request counter of e2e/caching.spec.ts: only when the dev and test scripts switch the dev routes on.
  if (config.devRoutes) registerDevRequests(app);
  // Test hook (dev routes only): `x-dev-delay-ms: n` holds the request n ms (at most 30 s) before it is handled, so a
  // test can send a signal while a checkout is in flight (tests/integration/upstream/shutdown.test.ts).
  if (config.devRoutes)
    app.use('/api/*', async (c, next) => {
      const ms = Math.min(Number(c.req.header('x-dev-delay-ms') ?? 0) || 0, 30_000);
      if (ms > 0) {
        logger.info({ msg: 'dev delay', path: c.req.path, ms });
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
      await next();
    });
  app.onError(onError);
  app.notFound((c) => c.json(errorBody('not_found'), 404));

  registerSystem(app, deps);
  if (config.devRoutes && config.extensions) registerDevPracticeExams(app, deps);
  if (config.devRoutes && config.extensions) registerDevLicence(app, deps);
  registerFiles(app, deps);
  app.use('/api/*', auth(deps));
  registerApiRoutes(app, deps);
  // The job runtime travels with the app: the server starts and stops it, tests drive it (drain, tick).
  return Object.assign(app, { jobs });
}
