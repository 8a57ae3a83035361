import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

/**
 * lib/cache/redis-handler.cjs during a Redis outage (issue 46): a cache call must fall back to the local cache at
 * once, not wait out its deadline, and Redis must be used again when it returns. Three shapes of outage:
 * a private redis-server that is stopped (connections refused), one that is frozen with SIGSTOP (connected, no
 * answer), and a server that accepts connections and never answers. A call "went to the timeout" when it took at
 * least the deadline (CACHE_REDIS_TIMEOUT_MS, 1 s here); the others take a few milliseconds.
 * Needs redis-server on the PATH (as .ci/run installs it); REDIS_OUTAGE_PORT, default 6393, is its port.
 */
const PORT = Number(process.env.REDIS_OUTAGE_PORT || 6393);
const URL = `redis://127.0.0.1:${PORT}`;
const PREFIX = `jest-outage-${process.pid}-${Date.now().toString(36)}:`;
const TIMEOUT_MS = 1000;
const CALLS = 10;

jest.setTimeout(60_000);

type Entry = { lastModified: number; value: { kind: string; data: { body: string } } } | null;
type Handler = {
  get(key: string, ctx: unknown): Promise<Entry>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  entryKey(key: string): string;
};
type Module = (new (ctx: unknown) => Handler) & { closeCacheRedis: () => void };

const emptyFs = {
  existsSync: () => false,
  readFile: async () => {
    throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  },
  stat: async () => {
    throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
  },
};
const ctx = {
  fs: emptyFs,
  serverDistDir: '/nonexistent/server',
  flushToDisk: false,
  maxMemoryCacheSize: 1024 * 1024,
  revalidatedTags: [],
};
const fetchEntry = (data: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(data), status: 200, url: '' },
  revalidate: 300,
});
const fetchCtx = { kind: 'FETCH', tags: ['courses'], softTags: [], fetchCache: true, revalidate: 300 };
const bodyOf = (entry: Entry) => (entry ? JSON.parse(entry.value.data.body) : null);

const savedEnv = { ...process.env };
const loaded: Module[] = [];
function handler(url: string): Handler {
  process.env.REDIS_URL = url;
  process.env.REDIS_KEY_PREFIX = PREFIX;
  process.env.CACHE_REDIS_TIMEOUT_MS = String(TIMEOUT_MS);
  let mod!: Module;
  jest.isolateModules(() => {
    mod = require('@/lib/cache/redis-handler.cjs');
  });
  loaded.push(mod);
  return new mod(ctx);
}

let server: ChildProcess | undefined;
const clients: Redis[] = [];
function startRedis(): Promise<Redis> {
  server = spawn('redis-server', ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const direct = new Redis(URL, { maxRetriesPerRequest: null, retryStrategy: () => 50 });
  direct.on('error', () => undefined);
  clients.push(direct);
  return direct.ping().then(() => direct);
}
function stopRedis(): Promise<void> {
  const child = server!;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  for (const mod of loaded.splice(0)) mod.closeCacheRedis();
  for (const client of clients.splice(0)) client.disconnect();
  if (server && server.exitCode === null && server.signalCode === null) await stopRedis();
  server = undefined;
  process.env = { ...savedEnv };
});

/** How many of `count` reads took the whole deadline (or longer). */
async function slowReads(cache: Handler, key: string, count = CALLS): Promise<number> {
  let slow = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const entry = await cache.get(key, fetchCtx);
    if (performance.now() - started >= TIMEOUT_MS * 0.9) slow += 1;
    // The local copy answers every read.
    expect(bodyOf(entry)).toEqual({ v: 'local' });
  }
  return slow;
}

/** Reads until the handler answers with what Redis holds (the test's timeout bounds the wait). */
async function untilRedisServes(cache: Handler, key: string, expected: unknown): Promise<void> {
  for (;;) {
    if (JSON.stringify(bodyOf(await cache.get(key, fetchCtx))) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('Redis stopped (connection refused): reads fall back at once, and Redis is used again when it returns', async () => {
  await startRedis();
  const cache = handler(URL);
  await cache.set('page', fetchEntry({ v: 'local' }), fetchCtx);
  await stopRedis();

  expect(await slowReads(cache, 'page')).toBe(0);

  const direct = await startRedis();
  await direct.set(
    cache.entryKey('page'),
    JSON.stringify({ lastModified: Date.now(), value: fetchEntry({ v: 'redis' }) }),
  );
  await untilRedisServes(cache, 'page', { v: 'redis' });
});

it('Redis frozen (connected, no answer): at most the breaker threshold of reads wait, then Redis is used again', async () => {
  const direct = await startRedis();
  const cache = handler(URL);
  await cache.set('page', fetchEntry({ v: 'local' }), fetchCtx);
  // What Redis holds differs from the local copy, so a read says where it was answered from.
  await direct.set(
    cache.entryKey('page'),
    JSON.stringify({ lastModified: Date.now(), value: fetchEntry({ v: 'redis' }) }),
  );
  server!.kill('SIGSTOP');

  // A read asks for the entry, then for its tags: the first two reads meet three failures in a row, which open the
  // breaker (a third may be its one trial call after CACHE_REDIS_RETRY_MS).
  expect(await slowReads(cache, 'page')).toBeLessThanOrEqual(3);

  server!.kill('SIGCONT');
  await untilRedisServes(cache, 'page', { v: 'redis' });
});

it('a server that accepts connections and never answers: reads do not wait for it', async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => void sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  try {
    const cache = handler(`redis://127.0.0.1:${port}`);
    await cache.set('page', fetchEntry({ v: 'local' }), fetchCtx);
    expect(await slowReads(cache, 'page')).toBeLessThanOrEqual(1);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});
