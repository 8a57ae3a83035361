// A whole production stack on this machine: a fresh upstream on PGlite with its seed data, `next build`, `next start`.
// Used by the e2e server, the benchmark and the Lighthouse script.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { root, startUpstream, run, runToEnd, waitForHttp } from './processes.mjs';

export async function startStack({
  webPort,
  upstreamPort,
  dataDir,
  distDir,
  build = true,
  fresh = true,
  env: extra = {},
}) {
  if (fresh) await rm(path.join(root, dataDir), { recursive: true, force: true });
  const upstream = startUpstream({ port: upstreamPort, dataDir, env: extra, siteUrl: `http://127.0.0.1:${webPort}` });
  await upstream.ready();
  const env = {
    UPSTREAM_URL: upstream.url,
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://127.0.0.1:${webPort}`,
    E2E_UPSTREAM_URL: upstream.url,
    ...extra,
  };
  if (build) await runToEnd('build', 'next', ['build'], { env });
  const web = run('web', 'next', ['start', '-p', String(webPort)], { env });
  const baseUrl = `http://127.0.0.1:${webPort}`;
  await waitForHttp(`${baseUrl}/api/health`, { child: web, timeoutMs: 120_000 });
  return { baseUrl, upstreamUrl: upstream.url, upstream: upstream.child, web };
}
