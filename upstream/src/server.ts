// Runs the app over HTTP and shuts it down gracefully: stop accepting, let in-flight requests finish
// (up to a deadline), then close the database. serveApp is the testable half; startServer adds config and seeding.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { openDb, type Database } from './db/client';
import { logger } from './log';
import { seedIfEmpty } from './seed';

export interface RunningServer {
  port: number;
  server: Server;
  /** Stops accepting, drains in-flight requests, closes the database. Idempotent. */
  shutdown(reason?: string): Promise<void>;
}

interface Fetchable {
  fetch: (req: Request) => Response | Promise<Response>;
}

export async function serveApp(
  app: Fetchable,
  database: Database,
  opts: {
    port: number;
    hostname?: string;
    drainMs?: number;
    quiet?: boolean;
    /** Runs after requests drained, before the database closes (stops the job runtime). */
    beforeClose?: () => Promise<void>;
  },
): Promise<RunningServer> {
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: opts.port, hostname: opts.hostname ?? '127.0.0.1' }, () =>
      resolve(s as Server),
    );
  });
  // Clients (Node's global agent behind the web's /files rewrite, undici's fetch) drop idle sockets after 4-5 s.
  // Were the server to close them at the same moment (Node's default is 5 s), a request sent on a socket the
  // server is closing fails with ECONNRESET: keep idle sockets open longer than any client does.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const port = (server.address() as AddressInfo).port;
  const note = (o: Record<string, unknown>) => {
    if (!opts.quiet) logger.info(o);
  };
  let closing: Promise<void> | null = null;
  const shutdown = (reason = 'shutdown') => {
    closing ??= (async () => {
      note({ msg: 'shutting down', reason });
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets without a request in flight would hold close() open: close them as they go idle.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, opts.drainMs ?? 10_000);
      });
      await Promise.race([drained, deadline]);
      clearInterval(idle);
      clearTimeout(timer);
      await opts.beforeClose?.().catch((error: unknown) => note({ msg: 'stop failed', error: String(error) }));
      await database.close();
      note({ msg: 'stopped' });
    })();
    return closing;
  };
  return { port, server, shutdown };
}

export async function startServer(config: Config = loadConfig()): Promise<RunningServer> {
  logger.level = config.logLevel;
  const t0 = performance.now();
  const database = await openDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  const tDb = performance.now();
  const seeded = await seedIfEmpty(database.db, { now: new Date(), fixtures: config.seedFixtures });
  const app = createApp({ db: database.db, config });
  const running = await serveApp(app, database, {
    port: config.port,
    hostname: config.host,
    beforeClose: () => app.jobs.stop(),
  });
  // Workers and the due-work sweep (JOBS=manual leaves them to a test that drives the queue).
  if (config.lifecycle.jobs === 'on') await app.jobs.start();
  logger.info({
    msg: 'listening',
    host: config.host,
    port: running.port,
    devRoutes: config.devRoutes,
    db: database.kind,
    openMs: Math.round(tDb - t0),
    seeded: seeded.seeded,
    seedMs: seeded.ms,
    startMs: Math.round(performance.now() - t0),
  });
  return running;
}
