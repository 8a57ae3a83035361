import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { LIMITS } from '@/lib/security/rate-limit';

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

describe('during a Redis outage (a private redis-server, stopped)', () => {
  // Needs redis-server on the PATH (as .ci/run installs it); REDIS_OUTAGE_PORT + 1, default 6394, is its port.
  const port = Number(process.env.REDIS_OUTAGE_PORT || 6393) + 1;
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  async function startRedis(): Promise<void> {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: () => 50 });
    probe.on('error', () => undefined);
    await probe.ping();
    probe.disconnect();
  }
  function stopRedis(): Promise<void> {
    const child = server!;
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
  /** An instance whose client has connected (its first call waits for the connection). */
  async function connectedInstance(): Promise<RateLimit> {
    process.env.REDIS_URL = url;
    process.env.REDIS_KEY_PREFIX = PREFIX;
    const mod = instance();
    await mod.waitingFor('signInAccount', 'warm-up');
    return mod;
  }
  afterEach(async () => {
    if (server && server.exitCode === null && server.signalCode === null) await stopRedis();
  });

  it('an account locked before the outage stays locked; its earlier failures still count', async () => {
    await startRedis();
    const a = await connectedInstance();
    const locked = `locked-${Date.now()}@example.com`;
    const started = `started-${Date.now()}@example.com`;
    for (let i = 0; i < LIMITS.signInAccount.points; i++) await a.consume(['signInAccount', locked]);
    for (let i = 0; i < 6; i++) await a.consume(['signInAccount', started]);
    expect(await a.waitingFor('signInAccount', locked)).toBeGreaterThan(0);

    await stopRedis();
    // The lock holds on the instance that saw it, without Redis.
    expect(await a.waitingFor('signInAccount', locked)).toBeGreaterThan(0);
    // Six failures were counted before: four more lock the account, not ten.
    for (let i = 0; i < 4; i++) expect(await a.consume(['signInAccount', started])).toBe(0);
    expect(await a.waitingFor('signInAccount', started)).toBeGreaterThan(0);
  });

  it('a customer is not refused because Redis is down: each instance still allows the full limit', async () => {
    await startRedis();
    const a = await connectedInstance();
    await stopRedis();
    const key = `127.0.0.1|customer-${Date.now()}@example.com`;
    for (let i = 0; i < LIMITS.signIn.points; i++) expect(await a.consume(['signIn', key])).toBe(0);
    // and the limit is still a limit
    expect(await a.consume(['signIn', key])).toBeGreaterThan(0);
  });
});
