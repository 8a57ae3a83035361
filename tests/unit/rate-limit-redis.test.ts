import net from 'node:net';
import { Redis } from 'ioredis';

/**
 * lib/security/rate-limit.ts with REDIS_URL: two module instances (two web instances) share one counter.
 * Needs Redis (TEST_REDIS_URL, else REDIS_URL, else redis://127.0.0.1:6379); skipped with a note when none answers.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `jest-rl-${process.pid}-${Date.now().toString(36)}:`;
type RateLimit = typeof import('@/lib/security/rate-limit');

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const instances: RateLimit[] = [];
function instance(): RateLimit {
  let mod!: RateLimit;
  jest.isolateModules(() => {
    mod = require('@/lib/security/rate-limit');
  });
  instances.push(mod);
  return mod;
}

const saved = { ...process.env };
let redis: Redis | undefined;
let available = false;

beforeAll(async () => {
  available = await reachable(REDIS_URL);
  if (available) redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  for (const mod of instances) mod.closeRateLimitStore();
  process.env = saved;
  if (!redis) return;
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

it('a limit reached through two instances holds on both (shared Redis counter under REDIS_KEY_PREFIX)', async () => {
  if (!available) return console.warn(`Redis not reachable at ${REDIS_URL}: skipped`);
  process.env.REDIS_URL = REDIS_URL;
  process.env.REDIS_KEY_PREFIX = PREFIX;
  const a = instance();
  const b = instance();
  const key = `127.0.0.1|someone-${Date.now()}@example.com`;
  // signIn: 8 points per 10 minutes; 4 through each instance, counted from the first call on a fresh instance
  for (let i = 0; i < 8; i++) expect(await (i % 2 ? b : a).consume(['signIn', key])).toBe(0);
  expect(await b.consume(['signIn', key])).toBeGreaterThan(0);
  expect(await a.consume(['signIn', key])).toBeGreaterThan(0);
  expect(await redis!.exists(`${PREFIX}rl:signIn:${key}`)).toBe(1);
  // another key is not affected
  expect(await a.consume(['signIn', `${key}-other`])).toBe(0);
});

it('without REDIS_URL each instance counts in memory', async () => {
  delete process.env.REDIS_URL;
  const a = instance();
  const b = instance();
  const key = `mem-${Date.now()}`;
  for (let i = 0; i < 8; i++) expect(await a.consume(['signIn', key])).toBe(0);
  expect(await a.consume(['signIn', key])).toBeGreaterThan(0);
  expect(await b.consume(['signIn', key])).toBe(0);
});
