import net from 'node:net';
import { Redis } from 'ioredis';

/**
 * lib/cache/redis-handler.cjs against a real Redis (TEST_REDIS_URL, else REDIS_URL, else redis://127.0.0.1:6379;
 * the Redis cases are skipped with a note when none answers). "Another instance" is simulated by writing to
 * Redis directly and by clearing this process's tag manifest, which is what a second process would have.
 */
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `jest-cache-${process.pid}-${Date.now().toString(36)}:`;

type Handler = {
  get(key: string, ctx: unknown): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  entryKey(key: string): string;
};
type HandlerClass = new (ctx: unknown) => Handler;

/** A file system that has nothing on disk: reads miss, writes are not asked for (flushToDisk false). */
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
  maxMemoryCacheSize: 0,
  revalidatedTags: [],
};
const fetchEntry = (data: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(data), status: 200, url: '' },
  revalidate: 300,
});
const fetchCtx = (tags: string[]) => ({ kind: 'FETCH', tags, softTags: [], fetchCache: true, revalidate: 300 });
const pageEntry = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}'),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pageSetCtx = { cacheControl: { revalidate: 60, expire: 31536000 }, isRoutePPREnabled: false, isFallback: false };
const pageGetCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

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

function load(env: Record<string, string | undefined>): {
  Handler: HandlerClass;
  mod: { serialize: (v: unknown) => string; deserialize: (t: string) => unknown; closeCacheRedis: () => void };
  tags: Map<string, { stale?: number; expired?: number }>;
} {
  let out!: ReturnType<typeof load>;
  // Kept until afterEach: the handler reads its settings when it first needs them.
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  jest.isolateModules(() => {
    const mod = require('@/lib/cache/redis-handler.cjs');

    const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
    out = { Handler: mod, mod, tags: tagsManifest };
    loaded.push(mod);
  });
  return out;
}

const loaded: { closeCacheRedis: () => void }[] = [];
afterAll(() => {
  for (const mod of loaded) mod.closeCacheRedis();
});

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

describe('cache handler: serialisation', () => {
  it('keeps Buffers and Maps (RSC data, segment data) through JSON', () => {
    const { mod } = load({ REDIS_URL: undefined });
    const value = {
      html: '<p>x</p>',
      rscData: Buffer.from('rsc'),
      segmentData: new Map([['/_tree', Buffer.from('seg')]]),
      n: 1,
    };
    const back = mod.deserialize(mod.serialize(value)) as typeof value;
    expect(Buffer.isBuffer(back.rscData)).toBe(true);
    expect(back.rscData.toString()).toBe('rsc');
    expect(back.segmentData).toBeInstanceOf(Map);
    expect(back.segmentData.get('/_tree')?.toString()).toBe('seg');
    expect(back.html).toBe('<p>x</p>');
  });
});

describe('cache handler without REDIS_URL', () => {
  it('is the local cache: what is set is read back, a revalidated tag is marked locally', async () => {
    const { Handler, tags } = load({ REDIS_URL: undefined });
    const handler = new Handler({ ...ctx, maxMemoryCacheSize: 1024 * 1024 });
    await handler.set('local-key', fetchEntry({ a: 1 }), fetchCtx(['blog']));
    const entry = await handler.get('local-key', fetchCtx(['blog']));
    expect(entry?.value).toMatchObject({ kind: 'FETCH' });
    await handler.revalidateTag('blog', { expire: 60 });
    expect(tags.get('blog')?.stale).toBeGreaterThan(0);
  });
});

describe('cache handler: page HTML', () => {
  type Page = { value: { kind: string; html: string | Buffer } };

  it('hands a large page to Next as its UTF-8 bytes, encoded once per entry', async () => {
    const { Handler, mod } = load({ REDIS_URL: undefined });
    const limit = (mod as unknown as { HTML_AS_BYTES_FROM: number }).HTML_AS_BYTES_FROM;
    const handler = new Handler({ ...ctx, maxMemoryCacheSize: 8 * 1024 * 1024 });
    const html = `<!DOCTYPE html><html dir="rtl"><body>${'<p>دورة الوساطة العقارية — AED 1,450.00</p>'.repeat(
      Math.ceil(limit / 40),
    )}</body></html>`;
    expect(html.length).toBeGreaterThanOrEqual(limit);
    await handler.set('/ar/courses', pageEntry(html), pageSetCtx);

    const first = (await handler.get('/ar/courses', pageGetCtx)) as Page | null;
    expect(Buffer.isBuffer(first?.value.html)).toBe(true);
    expect((first!.value.html as Buffer).toString('utf8')).toBe(html);
    expect((first!.value.html as Buffer).length).toBe(Buffer.byteLength(html));
    // The next view gets the same bytes, not a second encoding.
    const second = (await handler.get('/ar/courses', pageGetCtx)) as Page | null;
    expect(second!.value.html).toBe(first!.value.html);
  });

  it('leaves a small page, and entries other than pages, as they are', async () => {
    const { Handler } = load({ REDIS_URL: undefined });
    const handler = new Handler({ ...ctx, maxMemoryCacheSize: 1024 * 1024 });
    await handler.set('/en/payment-methods', pageEntry('<html><body>small</body></html>'), pageSetCtx);
    const page = (await handler.get('/en/payment-methods', pageGetCtx)) as Page | null;
    expect(page?.value.html).toBe('<html><body>small</body></html>');

    await handler.set('data', fetchEntry({ html: 'x'.repeat(70 * 1024) }), fetchCtx(['courses']));
    const data = (await handler.get('data', fetchCtx(['courses']))) as { value: { data: { body: unknown } } } | null;
    expect(typeof data?.value.data.body).toBe('string');
  });
});

describe('cache handler with Redis', () => {
  let redis: Redis | undefined;
  let available = false;

  beforeAll(async () => {
    available = await reachable(REDIS_URL);
    if (available) redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${PREFIX}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  const env = () => ({ REDIS_URL, REDIS_KEY_PREFIX: PREFIX });

  it('stores entries in Redis and reads an entry another instance wrote', async () => {
    if (!available) return console.warn(`Redis not reachable at ${REDIS_URL}: skipped`);
    const { Handler } = load(env());
    const a = new Handler(ctx);
    await a.set('k1', fetchEntry({ from: 'a' }), fetchCtx(['courses']));
    const stored = await redis!.get(a.entryKey('k1'));
    expect(stored).toContain('"kind":"FETCH"');
    expect(await redis!.ttl(a.entryKey('k1'))).toBeGreaterThan(3600);

    // another instance (another process: nothing in its memory) reads it from Redis
    const { Handler: Other } = load(env());
    const b = new Other(ctx);
    await redis!.set(
      b.entryKey('k2'),
      JSON.stringify({ lastModified: Date.now(), value: fetchEntry({ from: 'elsewhere' }) }),
    );
    const entry = await b.get('k2', fetchCtx(['courses']));
    expect(JSON.parse((entry!.value as { data: { body: string } }).data.body)).toEqual({ from: 'elsewhere' });
  });

  it('hands a large page read from Redis to Next as bytes too', async () => {
    if (!available) return console.warn(`Redis not reachable at ${REDIS_URL}: skipped`);
    const { Handler, mod } = load(env());
    const handler = new Handler(ctx);
    const html = `<html><body>${'<p>x</p>'.repeat(10_000)}</body></html>`;
    await redis!.set(
      handler.entryKey('/en/courses'),
      mod.serialize({ lastModified: Date.now(), value: pageEntry(html) }),
    );
    const page = (await handler.get('/en/courses', pageGetCtx)) as { value: { html: unknown } } | null;
    expect(Buffer.isBuffer(page?.value.html)).toBe(true);
    expect(String(page!.value.html)).toBe(html);
  });

  it('shares tag invalidations: one instance revalidates, another marks its entry stale on its next read', async () => {
    if (!available) return console.warn(`Redis not reachable at ${REDIS_URL}: skipped`);
    const tag = `instructors-${Date.now()}`;
    const { Handler: A } = load(env());
    const a = new A(ctx);
    await a.set('page-data', fetchEntry({ v: 1 }), fetchCtx([tag]));
    const writtenAt = Date.now();
    await new Promise((r) => setTimeout(r, 5));
    await a.revalidateTag(tag, { expire: 31536000 });
    expect(JSON.parse((await redis!.hget(`${PREFIX}next:tags`, tag))!).stale).toBeGreaterThan(writtenAt);

    // instance B: a fresh process knows nothing of the invalidation until it reads an entry with that tag
    const { Handler: B, tags } = load(env());
    const b = new B(ctx);
    tags.delete(tag);
    expect(tags.get(tag)).toBeUndefined();
    const entry = await b.get('page-data', fetchCtx([tag]));
    expect(entry).not.toBeNull();
    expect(tags.get(tag)?.stale).toBeGreaterThan(entry!.lastModified);
  });

  it('falls back to the local cache when Redis does not answer', async () => {
    const { Handler } = load({
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_KEY_PREFIX: PREFIX,
      CACHE_REDIS_TIMEOUT_MS: '200',
    });
    const handler = new Handler({ ...ctx, maxMemoryCacheSize: 1024 * 1024 });
    const started = Date.now();
    await handler.set('offline', fetchEntry({ ok: true }), fetchCtx(['pages']));
    const entry = await handler.get('offline', fetchCtx(['pages']));
    expect(entry?.value).toMatchObject({ kind: 'FETCH' });
    await handler.revalidateTag('pages');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
