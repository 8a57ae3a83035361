// The stack `npm run faults` runs, as production runs it: the upstream on PostgreSQL with its job queue, a Redis, and
// two `next start` instances of one production build (each on its own copy of it, as on two machines). Every part is
// a process group of its own with its log in `<logDir>/<name>.log`, so the run can stop or kill (SIGKILL) one part and
// start it again, and time how long it takes to serve.
import { cp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run, runToEnd, signal, startUpstream, waitForHttp } from './processes.mjs';
import { buildUpstream } from '../build-upstream.mjs';
import { freshSecrets } from './secrets.mjs';

/** A copy of a build without its caches: each instance starts with an empty cache of its own. */
async function copyBuild(from, to) {
  await rm(path.join(root, to), { recursive: true, force: true });
  await cp(path.join(root, from), path.join(root, to), {
    recursive: true,
    filter: (src) => !src.includes(`${path.sep}cache${path.sep}`) && !src.endsWith(`${path.sep}cache`),
  });
}

/** Waits for a child's exit, at most `ms`; true when it exited. */
function exited(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * One part of the stack that can be started, stopped (SIGTERM: a graceful stop), killed (SIGKILL) and started again.
 * `start()` answers the milliseconds from spawn to the first healthy answer.
 */
function service(name, spawnIt, healthUrl, { firstStartMs = 180_000 } = {}) {
  let starts = 0;
  let child = null;
  const handle = {
    name,
    healthUrl,
    get up() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const started = performance.now();
      child = spawnIt();
      await waitForHttp(healthUrl, { child, timeoutMs: starts++ === 0 ? firstStartMs : 180_000 });
      return Math.round(performance.now() - started);
    },
    /** SIGTERM, then SIGKILL after `graceMs`; answers the milliseconds the stop took. */
    async stop(graceMs = 15_000) {
      if (!handle.up) return 0;
      const started = performance.now();
      signal(child, 'SIGTERM');
      if (!(await exited(child, graceMs))) {
        signal(child, 'SIGKILL');
        await exited(child, 5000);
      }
      signal(child, 'SIGKILL'); // the group's other members (the server behind the wrapper)
      return Math.round(performance.now() - started);
    },
    async kill() {
      if (!handle.up) return;
      signal(child, 'SIGKILL');
      await exited(child, 5000);
    },
  };
  return handle;
}

/**
 * Starts the upstream (on `databaseUrl`), builds the web into `distDir` unless `build` is false and a build is there,
 * and starts one web instance per port. Answers the parts and the secrets (the run signs nothing itself).
 */
export async function startFaultStack({
  webPorts,
  upstreamPort,
  databaseUrl,
  redisUrl,
  dataDir,
  distDir,
  build,
  logDir,
}) {
  await mkdir(logDir, { recursive: true });
  await rm(path.join(root, dataDir), { recursive: true, force: true });
  const log = (name) => path.join(logDir, `${name}.log`);
  const secrets = freshSecrets();
  const siteUrl = `http://127.0.0.1:${webPorts[0]}`;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;

  await buildUpstream(); // the upstream runs compiled, as in production
  const upstream = service(
    'upstream',
    () =>
      startUpstream({
        port: upstreamPort,
        dataDir,
        compiled: true,
        siteUrl,
        // The run reads the e-mailed sign-up codes from the dev outbox, as the e2e support does. A mail the killed
        // upstream left in 'sending' is taken again once its lease ends (docs/adr/0010-mail-at-least-once.md): 900 s
        // in production, 60 s here so the drain sees it sent.
        env: {
          DATABASE_URL: databaseUrl,
          UPSTREAM_DEV_ROUTES: '1',
          LOG_LEVEL: 'warn',
          MAIL_LEASE_SECONDS: '60',
          ...secrets,
        },
        group: true,
        logFile: log('upstream'),
      }).child,
    `${upstreamUrl}/health`,
    // The first start migrates and seeds the fresh database: minutes on a busy machine.
    { firstStartMs: 600_000 },
  );
  const upstreamStartMs = await upstream.start();

  const webEnv = {
    UPSTREAM_URL: upstreamUrl,
    // One public origin for both instances, as behind one load balancer (the BFF checks Origin against it).
    SITE_URL: siteUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: 'faults:',
    // The run plays the load balancer and gives each customer a client address of its own (X-Forwarded-For).
    TRUSTED_PROXY_HOPS: '1',
    LOG_LEVEL: 'warn',
    ...secrets,
  };
  let buildMs = null;
  if (build || !existsSync(path.join(root, distDir, 'BUILD_ID'))) {
    const started = performance.now();
    console.log(`building the web into ${distDir} (log: ${log('build')}) …`);
    // Without Redis: the build's pages go into the build itself, which both instances start from.
    await runToEnd('build', 'next', ['build'], {
      env: { ...webEnv, REDIS_URL: '', NEXT_DIST_DIR: distDir },
      logFile: log('build'),
    });
    buildMs = Math.round(performance.now() - started);
  }

  const webs = [];
  for (const [i, port] of webPorts.entries()) {
    const copy = `${distDir}-${i + 1}`;
    await copyBuild(distDir, copy);
    webs.push(
      service(
        `web-${i + 1}`,
        () =>
          run('web', 'next', ['start', '-p', String(port), '--keepAliveTimeout', '65000'], {
            env: { ...webEnv, NEXT_DIST_DIR: copy },
            group: true,
            logFile: log(`web-${i + 1}`),
          }),
        `http://127.0.0.1:${port}/api/health`,
      ),
    );
  }
  const webStartMs = await Promise.all(webs.map((w) => w.start()));
  return {
    upstream,
    webs,
    baseUrls: webPorts.map((p) => `http://127.0.0.1:${p}`),
    siteUrl,
    upstreamUrl,
    outboxDir: path.join(root, dataDir, 'outbox'),
    secrets,
    timings: { upstreamStartMs, buildMs, webStartMs },
  };
}
