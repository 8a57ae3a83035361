// What a Redis outage costs the pages (issue 46, item 1): a production stack with a private Redis, a small load of
// cached pages with Redis up, then with Redis stopped (nothing listens: connection refused), then with Redis frozen
// (SIGSTOP: the socket stays open and nothing answers), then with Redis back. Prints pages/s, p50 and p99 per phase
// and each phase's throughput against the first. Not a test: a measurement to run by hand, as
//   npm run redis-outage [-- --no-build] [--fresh] [--duration 10] [--connections 10] [--redis-port 6392]
// It needs redis-server on the PATH. Web on 3361, upstream on 4361, build in .next-redis-outage, upstream data in
// .data-redis-outage, kept from one run to the next (seeding takes minutes on a busy machine) unless --fresh.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { startStack } from './lib/stack.mjs';
import { stopAll, stopOnSignals } from './lib/processes.mjs';
import { firstLink } from './lib/pages.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const duration = Number(opt('duration', 10));
const connections = Number(opt('connections', 10));
const redisPort = Number(opt('redis-port', 6392));
const webPort = Number(opt('web-port', 3361));
const upstreamPort = Number(opt('upstream-port', 4361));
const REDIS_URL = `redis://127.0.0.1:${redisPort}`;

/** A private redis-server in the foreground (so this script can stop, freeze and thaw it by its pid). */
function startRedis() {
  const child = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  return child;
}
async function redisAnswers() {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    for (let i = 0; i < 50; i++) {
      try {
        await probe.connect();
        await probe.ping();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`redis-server on ${redisPort} did not answer`);
  } finally {
    probe.disconnect();
  }
}

stopOnSignals();
let redis = startRedis();
process.on('exit', () => {
  redis.kill('SIGCONT');
  redis.kill('SIGKILL');
});
await redisAnswers();

let baseUrl;
try {
  ({ baseUrl } = await startStack({
    webPort,
    upstreamPort,
    dataDir: '.data-redis-outage',
    distDir: '.next-redis-outage',
    build: !argv.includes('--no-build'),
    fresh: argv.includes('--fresh'),
    env: { REDIS_URL, REDIS_KEY_PREFIX: `outage-${Date.now().toString(36)}:` },
  }));
} catch (error) {
  await stopAll();
  throw error;
}

function load(urls) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: baseUrl, connections, duration, requests: urls.map((path) => ({ method: 'GET', path })) },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const rows = [];
let reference;
async function phase(name, urls) {
  const result = await load(urls);
  const perSecond = result.requests.average;
  reference ??= perSecond;
  rows.push({
    phase: name,
    'pages/s': Math.round(perSecond),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    'of Redis up': `${Math.round((perSecond / reference) * 100)} %`,
  });
  console.log(rows.at(-1));
}

try {
  const course = await firstLink(baseUrl, '/en/courses', /href="(\/en\/course\/[^"]+)"/);
  const article = await firstLink(baseUrl, '/en/blog', /href="(\/en\/blog\/article\/[^"]+)"/);
  const urls = ['/en/home', '/ar/home', '/en/courses', course, article, '/en/payment-methods'];
  // Warm-up: every page rendered and in both caches.
  for (const url of urls) await fetch(baseUrl + url).then((res) => res.arrayBuffer());
  await phase('warm-up (Redis up)', urls);
  reference = undefined;
  await phase('Redis up', urls);

  redis.kill('SIGTERM');
  await new Promise((resolve) => redis.once('exit', resolve));
  await phase('Redis stopped (refused)', urls);

  redis = startRedis();
  await redisAnswers();
  // The web's client reconnects on its own (its retry strategy waits up to 5 s between tries).
  await new Promise((resolve) => setTimeout(resolve, 6000));
  redis.kill('SIGSTOP');
  await phase('Redis frozen (no answer)', urls);
  redis.kill('SIGCONT');
  await new Promise((resolve) => setTimeout(resolve, 6000));
  await phase('Redis back', urls);
} finally {
  console.table(rows);
  await stopAll();
}
process.exit(0);
