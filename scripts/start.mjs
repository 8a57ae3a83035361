// `npm start`: the whole site on this machine: the reference upstream on :4000 (PGlite, demo data seeded on
// first start) and the production Next.js build on :3000. `npm run dev` does the same with reload.
// Production mode refuses the development secrets: `npm start` runs on random ones of its own, made on the first
// start and kept in $DATA_DIR/secrets.json (scripts/lib/secrets.mjs). `npm run dev` keeps the development values and
// turns on the upstream's development routes (the mail outbox at /dev/outbox).
import { startUpstream, run, runToEnd, waitForHttp, stopOnSignals } from './lib/processes.mjs';
import { localSecrets } from './lib/secrets.mjs';
import { buildUpstream } from './build-upstream.mjs';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build');
const webPort = Number(process.env.PORT ?? 3000);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 4000);
const dataDir = process.env.DATA_DIR ?? '.data';
// An external UPSTREAM_URL means the institute's real API: then no local upstream is started.
const external = process.env.UPSTREAM_URL;

stopOnSignals();

const secrets = dev ? {} : await localSecrets(dataDir);
const upstreamUrl = external ?? `http://127.0.0.1:${upstreamPort}`;
if (!external) {
  // Production serves the upstream compiled (scripts/build-upstream.mjs); --dev runs its sources with reload.
  if (!dev) await buildUpstream();
  const upstream = startUpstream({
    port: upstreamPort,
    dataDir,
    watch: dev,
    compiled: !dev,
    env: dev ? { UPSTREAM_DEV_ROUTES: '1' } : { NODE_ENV: 'production', ...secrets },
  });
  await upstream.ready();
  console.log(`upstream ready on ${upstream.url}`);
}

const env = { UPSTREAM_URL: upstreamUrl, PORT: String(webPort), ...secrets };
if (dev) {
  const web = run('web', 'next', ['dev', '-p', String(webPort)], { env });
  await waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { child: web, timeoutMs: 300_000 });
} else {
  // Pages are prerendered from the upstream's data, so the build needs the upstream running.
  if (!skipBuild) await runToEnd('build', 'next', ['build'], { env });
  const web = run('web', 'next', ['start', '-p', String(webPort)], { env });
  await waitForHttp(`http://127.0.0.1:${webPort}/api/health`, { child: web });
}
console.log(`site ready on http://localhost:${webPort}/  (upstream ${upstreamUrl})`);
