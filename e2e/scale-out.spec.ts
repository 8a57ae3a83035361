import { createHmac } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/accounts';
import { Redis } from 'ioredis';
import {
  copyBuild,
  e2eBuildDir,
  hasBuild,
  startUpstreamProcess,
  startWeb,
  stopProcess,
  tcpReachable,
} from './support/instances';

/**
 * Scaling out (docs/architecture.md#scale): two `next start` instances of one production build, sharing one Redis
 * (cache handler lib/cache/redis-handler.cjs and the rate limiter lib/security/rate-limit.ts), behind no load balancer:
 * the test plays the load balancer. A revalidation received by instance A is served by instance B, and a sign-in rate
 * limit reached through both holds on both. Skips only when Redis cannot be reached (TEST_REDIS_URL, else REDIS_URL,
 * else redis://127.0.0.1:6379).
 */
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PORT_A = Number(process.env.SCALE_WEB_PORT_A ?? 3311);
const PORT_B = Number(process.env.SCALE_WEB_PORT_B ?? 3312);
const UPSTREAM_PORT = Number(process.env.SCALE_UPSTREAM_PORT ?? 4311);
const DATA_DIR = process.env.SCALE_DATA_DIR ?? '.data-e2e-scale';
const BUILD = e2eBuildDir();
const REVALIDATE_SECRET = 'scale-out-revalidate-secret-0123456789abcdef';
// Every key of this run under one prefix: parallel runs sharing the Redis never collide.
const PREFIX = `e2e-scale-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}:`;

test.describe.configure({ mode: 'serial' });

let upstream: Awaited<ReturnType<typeof startUpstreamProcess>> | undefined;
let a: Awaited<ReturnType<typeof startWeb>> | undefined;
let b: Awaited<ReturnType<typeof startWeb>> | undefined;
let redis: Redis | undefined;

test.beforeAll(async () => {
  test.skip(
    !(await tcpReachable(REDIS_URL)),
    `Redis is not reachable at ${REDIS_URL}: set TEST_REDIS_URL to run the scale-out test`,
  );
  test.skip(!hasBuild(BUILD), `no production build in ${BUILD}: run the e2e server (scripts/serve-e2e.mjs) first`);
  test.setTimeout(300_000);
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  // Each instance on its own copy of the build (its own disk cache), as on two machines.
  await Promise.all([copyBuild(BUILD, `${BUILD}-scale-a`), copyBuild(BUILD, `${BUILD}-scale-b`)]);
  upstream = await startUpstreamProcess({
    port: UPSTREAM_PORT,
    dataDir: DATA_DIR,
    fresh: true,
    env: { UPSTREAM_DEV_SQL: '1' },
  });
  const env = { REDIS_URL, REDIS_KEY_PREFIX: PREFIX, REVALIDATE_SECRET };
  [a, b] = await Promise.all([
    startWeb({ port: PORT_A, distDir: `${BUILD}-scale-a`, upstreamUrl: upstream.url, env }),
    startWeb({ port: PORT_B, distDir: `${BUILD}-scale-b`, upstreamUrl: upstream.url, env }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopProcess(a?.child), stopProcess(b?.child)]);
  await stopProcess(upstream?.child);
  if (redis) {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${PREFIX}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  }
});

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  const response = await fetch(`${upstream!.url}/dev/sql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sql: text }),
  });
  expect(response.status, text).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

async function html(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`);
  expect(response.status, `${base}${path}`).toBe(200);
  return response.text();
}

function revalidate(base: string, tags: string[]) {
  const body = JSON.stringify({ tags });
  const signature = createHmac('sha256', REVALIDATE_SECRET).update(body).digest('hex');
  return fetch(`${base}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    body,
  });
}

test('a revalidation received by instance A is served by instance B', async () => {
  test.setTimeout(180_000);
  const [first] = await sql<{ id: number; name_en: string }>(
    'select id, name_en from instructors order by sort, id limit 1',
  );
  expect(first?.name_en).toBeTruthy();

  // both instances cached the list with the current name, fresh (the build's copy is older than its 5 minutes:
  // wait until its background refresh is done, else that refresh could pick up the change below by itself)
  // (the build may hold older content: one revalidation first, so both start from this upstream's data)
  expect((await revalidate(a!.url, ['instructors'])).status).toBe(200);
  for (const base of [a!.url, b!.url]) {
    await expect
      .poll(
        async () => {
          const response = await fetch(`${base}/en/instructors`);
          return response.headers.get('x-nextjs-cache') === 'HIT' && (await response.text()).includes(first.name_en);
        },
        { timeout: 60_000, intervals: [250, 500, 1000] },
      )
      .toBe(true);
  }

  // the content changes in the upstream's database: the cached pages do not change by themselves
  const renamed = `Scale ${Date.now().toString(36)}`;
  await sql(`update instructors set name_en = '${renamed}' where id = ${Number(first.id)}`);
  for (const base of [a!.url, b!.url]) {
    const page = await html(base, '/en/instructors');
    expect(page, `${base} serves its cached copy until told`).toContain(first.name_en);
    expect(page).not.toContain(renamed);
  }

  // the webhook reaches instance A only
  const answer = await revalidate(a!.url, ['instructors']);
  expect(answer.status).toBe(200);
  expect(await redis!.hexists(`${PREFIX}next:tags`, 'instructors')).toBe(1);

  // instance B serves the new name (stale-while-revalidate: within a request or two)
  await expect
    .poll(async () => (await html(b!.url, '/en/instructors')).includes(renamed), {
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  await expect
    .poll(async () => (await html(a!.url, '/en/instructors')).includes(renamed), {
      timeout: 30_000,
      intervals: [250, 500, 1000],
    })
    .toBe(true);

  // a bad signature changes nothing
  const forged = await fetch(`${a!.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-signature': '0'.repeat(64) },
    body: JSON.stringify({ tags: ['instructors'] }),
  });
  expect(forged.status).toBe(401);
});

test('a sign-in rate limit reached through both instances holds on both', async () => {
  test.setTimeout(120_000);
  const email = `nobody.${Date.now().toString(36)}@example.com`;
  const login = async (base: string) => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: 'Wrong#12345' }),
    });
    return response.status;
  };
  // 8 tries allowed per address and email (LIMITS.signIn), split between the two instances: 4 each
  for (let i = 0; i < 8; i++) expect(await login(i % 2 === 0 ? a!.url : b!.url), `attempt ${i + 1}`).not.toBe(429);
  // the 9th is refused by either instance, though each has seen only 4
  expect(await login(b!.url)).toBe(429);
  expect(await login(a!.url)).toBe(429);
  const keys = await redis!.keys(`${PREFIX}rl:signIn*`);
  expect(keys.length).toBeGreaterThan(0);
});
