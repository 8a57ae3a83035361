// The stack Playwright tests run against: a fresh upstream on PGlite with its seed data, a production build.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { root, startUpstream, run, runToEnd, stopOnSignals } from './lib/processes.mjs';

const webPort = Number(process.env.E2E_PORT ?? 3300);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 4300);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';

stopOnSignals();
await rm(path.join(root, dataDir), { recursive: true, force: true });
const upstream = startUpstream({ port: upstreamPort, dataDir });
await upstream.ready();

const env = {
  UPSTREAM_URL: upstream.url,
  NEXT_DIST_DIR: distDir,
  SITE_URL: `http://127.0.0.1:${webPort}`,
  // Lets the journeys read e-mailed codes from the upstream's outbox.
  E2E_UPSTREAM_URL: upstream.url,
};
if (!process.env.E2E_SKIP_BUILD) await runToEnd('build', 'next', ['build'], { env });
run('web', 'next', ['start', '-p', String(webPort)], { env });
