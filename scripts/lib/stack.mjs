// A whole production stack on this machine: a fresh upstream on PGlite with its seed data, `next build`, `next start`.
// Used by the e2e server, the benchmark and the Lighthouse script. The web runs in production mode, which refuses the
// development secrets: the stack uses the environment's secrets (playwright.config.ts makes them for a test run, so
// the tests can sign what the servers check), else fresh random ones (scripts/lib/secrets.mjs).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { root, startUpstream, run, runToEnd, waitForHttp } from './processes.mjs';
import { freshSecrets } from './secrets.mjs';
import { buildUpstream } from '../build-upstream.mjs';

export async function startStack({
  webPort,
  upstreamPort,
  dataDir,
  distDir,
  build = true,
  fresh = true,
  env: extra = {},
}) {
  if (fresh) {
    await rm(path.join(root, dataDir), { recursive: true, force: true });
    // The web's data cache (cached upstream reads, kept in the build folder across builds) belongs to the upstream
    // that filled it: a fresh upstream with new data and new keys starts with an empty one.
    await rm(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  }
  const secrets = freshSecrets();
  await buildUpstream(); // the upstream runs compiled, as in production
  const upstream = startUpstream({
    port: upstreamPort,
    dataDir,
    compiled: true,
    // The tests read e-mailed codes from /dev/outbox and count calls at /dev/requests.
    env: { UPSTREAM_DEV_ROUTES: '1', ...secrets, ...extra },
    siteUrl: `http://127.0.0.1:${webPort}`,
  });
  await upstream.ready();
  const env = {
    UPSTREAM_URL: upstream.url,
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://127.0.0.1:${webPort}`,
    E2E_UPSTREAM_URL: upstream.url,
    // The e2e suite makes up X-Forwarded-For per test (a client address per test, e2e/support/accounts.ts): as if
    // one proxy of ours were in front, whose entry the rate limits trust.
    TRUSTED_PROXY_HOPS: '1',
    ...secrets,
    ...extra,
  };
  if (build) await runToEnd('build', 'next', ['build'], { env });
  // Keep idle sockets open longer than clients keep them (Next's default is 5 s): a request sent on a socket the
  // server is closing fails with ECONNRESET (the upstream does the same, upstream/src/server.ts).
  const web = run('web', 'next', ['start', '-p', String(webPort), '--keepAliveTimeout', '65000'], { env });
  const baseUrl = `http://127.0.0.1:${webPort}`;
  await waitForHttp(`${baseUrl}/api/health`, { child: web, timeoutMs: 120_000 });
  return { baseUrl, upstreamUrl: upstream.url, upstream: upstream.child, web, secrets };
}

/** The stack `npm run lighthouse` and `npm run main-thread` measure when not given a running site: one build and one
 *  data folder for both, apart from the e2e and size stacks, so that either script can follow the other. */
export function startSpeedStack() {
  return startStack({ webPort: 3400, upstreamPort: 4400, dataDir: '.data-lighthouse', distDir: '.next-lighthouse' });
}
