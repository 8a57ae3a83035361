// @ts-check
'use strict';
/**
 * Next's server cache handler (next.config `cacheHandler`: ISR pages, route handler responses and the data
 * cache of `unstable_cache`, see lib/upstream/cached.ts).
 *
 * Without REDIS_URL it IS Next's own file-system cache (memory + `.next/cache`, build seeds), except that a large
 * page's HTML is handed to Next as bytes (htmlAsBytes, below).
 * With REDIS_URL (read at run time, so one build serves both set-ups) it adds Redis:
 * - entries are written to Redis too and read from Redis first, so every instance serves and refreshes the
 *   same copy (keys under `${REDIS_KEY_PREFIX}next:${BUILD_ID}:`: a new build never serves an old build's
 *   HTML; each entry expires after CACHE_ENTRY_TTL_SECONDS, 14 days by default, to bound the store);
 * - tag invalidations (`revalidateTag`, called by the signed webhook app/api/revalidate) are stored in one
 *   Redis hash, and every read copies the states of the tags it depends on into this process's tag
 *   manifest, which Next consults to mark an entry stale or expired. So a revalidation received by one
 *   instance is honoured by all.
 * Redis is an improvement, never a dependency, and an outage must cost next to nothing
 * (docs/adr/0002-redis-cache-handler.md):
 * - while the client is not connected (Redis stopped, restarting, unreachable) no call is sent: the handler reads and
 *   writes the local cache at once (offline queue off, status checked before each call), and ioredis reconnects in
 *   the background;
 * - while Redis is connected but does not answer (frozen, overloaded, a half-open socket), each call has a short
 *   deadline (CACHE_REDIS_TIMEOUT_MS, 500 ms), and a circuit breaker (cockatiel) stops sending calls after 3 such
 *   failures in a row: for CACHE_REDIS_RETRY_MS (2 s) every call goes to the local cache at once, then one call tries
 *   Redis again and closes the breaker if it answers.
 *
 * Extends Next's FileSystemCache from `next/dist` (internal; next is pinned to 16.4.6 in package.json):
 * re-check this file when upgrading Next.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');

/** @type {any} */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
/** @type {{ tagsManifest: Map<string, { stale?: number; expired?: number }> }} */
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const { Redis } = require('ioredis');
const { circuitBreaker, ConsecutiveBreaker, handleAll } = require('cockatiel');

const TAGS_HEADER = 'x-next-cache-tags';

/** @param {string} name @param {number} fallback */
function positive(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** @type {import('ioredis').Redis | null | undefined} */
let client;
let lastErrorLog = 0;

/** @param {string} message @param {unknown} [error] */
function warn(message, error) {
  // Structured like lib/log (pino): one JSON line; at most one per 30 s so an outage does not flood the log.
  const now = Date.now();
  if (now - lastErrorLog < 30_000) return;
  lastErrorLog = now;
  const err = error instanceof Error ? error.message : error === undefined ? undefined : String(error);
  process.stderr.write(
    JSON.stringify({
      level: 'warn',
      time: new Date(now).toISOString(),
      service: 'web',
      name: 'cache',
      msg: message,
      err,
    }) + '\n',
  );
}

/** The shared client, or null without REDIS_URL. */
function cacheRedis() {
  if (client !== undefined) return client;
  const url = process.env.REDIS_URL;
  if (!url) return (client = null);
  const timeout = positive('CACHE_REDIS_TIMEOUT_MS', 500);
  client = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: timeout,
    // A call made while the client is not connected fails at once instead of waiting in a queue for the next
    // reconnection (which, with the retry strategy below, may be seconds away): the local cache answers instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  client.on('error', (error) => warn('redis unavailable: using the local cache', error));
  return client;
}

/** @type {import('cockatiel').CircuitBreakerPolicy | undefined} */
let breaker;
/** Opens after 3 calls in a row failed (no answer within the deadline, or an error). */
function circuit() {
  breaker ??= circuitBreaker(handleAll, {
    halfOpenAfter: positive('CACHE_REDIS_RETRY_MS', 2000),
    breaker: new ConsecutiveBreaker(3),
  });
  return breaker;
}

/** @type {Promise<void> | undefined} */
let firstConnection;

/**
 * The client when a call may be sent now, else null (no REDIS_URL, or not connected: use the local cache).
 * A fresh instance waits for its first connection (up to 1 s, once), so its first reads already see the shared
 * entries and tags; afterwards nothing waits: during an outage the status is not 'ready' and the call is not made.
 * @returns {Promise<import('ioredis').Redis | null>}
 */
async function connected() {
  const redis = cacheRedis();
  if (!redis) return null;
  firstConnection ??= new Promise((resolve) => {
    if (redis.status === 'ready') return resolve(undefined);
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve(undefined);
    };
    const timer = setTimeout(done, 1000);
    redis.once('ready', done);
  });
  await firstConnection;
  return redis.status === 'ready' ? redis : null;
}

/**
 * One Redis call through the circuit breaker, with its deadline. While the breaker is open it throws at once
 * (BrokenCircuitError), which the callers treat as any other failure: the local cache answers.
 * @template T
 * @param {() => Promise<T>} call
 * @returns {Promise<T>}
 */
function shared(call) {
  return circuit().execute(() => deadline(call()));
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
function deadline(promise) {
  const ms = positive('CACHE_REDIS_TIMEOUT_MS', 500);
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis: no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** JSON that keeps Buffers (rscData, route bodies) and Maps (segmentData). @param {unknown} value */
function serialize(value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key];
    if (raw instanceof Uint8Array)
      return { $b: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return v;
  });
}

/** @param {string} text */
function deserialize(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof v.$b === 'string' && Object.keys(v).length === 1) return Buffer.from(v.$b, 'base64');
      if (Array.isArray(v.$m) && Object.keys(v).length === 1) return new Map(v.$m);
    }
    return v;
  });
}

/** Tags an entry depends on: a page's or route's header, a data-cache read's tags and implicit (path) tags. */
function tagsOf(/** @type {any} */ data, /** @type {any} */ ctx) {
  const tags = new Set();
  const header = data?.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  for (const tag of ctx?.tags ?? []) tags.add(tag);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  for (const tag of data?.value?.tags ?? []) tags.add(tag);
  return [...tags];
}

/** Pages from this many characters on are sent as bytes (htmlAsBytes). */
const HTML_AS_BYTES_FROM = 64 * 1024;

/**
 * A large cached page's HTML as UTF-8 bytes. Given a string, Next measures and encodes the whole page on every
 * view (`Buffer.byteLength`, then `res.end(string)`), a cost that grows with the page; given bytes, it
 * streams them as they are, as it already does a page's flight data. The local cache keeps the entry it returns,
 * so a page is encoded once per entry, not once per view. Streaming has a cost of its own, so a small page stays a
 * string: below the threshold bytes were slower, above it faster (docs/performance.md#server-throughput).
 * @param {any} data
 */
function htmlAsBytes(data) {
  const value = data?.value;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string' && value.html.length >= HTML_AS_BYTES_FROM) {
    value.html = Buffer.from(value.html);
  }
  return data;
}

class RedisCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    this.distDir = ctx.serverDistDir ? path.join(ctx.serverDistDir, '..') : null;
    const prefix = process.env.REDIS_KEY_PREFIX ?? 'site:';
    this.tagsKey = `${prefix}next:tags`;
    this.prefix = prefix;
    /** @type {string | undefined} */
    this.buildId = undefined;
  }

  /** @param {string} key */
  entryKey(key) {
    if (this.buildId === undefined) {
      try {
        this.buildId = this.distDir ? readFileSync(path.join(this.distDir, 'BUILD_ID'), 'utf8').trim() : 'dev';
      } catch {
        this.buildId = 'build';
      }
    }
    return `${this.prefix}next:${this.buildId}:${key}`;
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const redis = await connected();
    if (!redis) return htmlAsBytes(await super.get(key, ctx));
    /** @type {any} */
    let data = null;
    try {
      const raw = await shared(() => redis.get(this.entryKey(key)));
      if (raw) data = deserialize(raw);
    } catch (error) {
      warn('redis read failed: using the local cache', error);
    }
    if (!data) data = await super.get(key, ctx);
    if (data) await this.syncTags(tagsOf(data, ctx));
    return htmlAsBytes(data ?? null);
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    await super.set(key, data, ctx);
    const redis = await connected();
    if (!redis) return;
    const entry = {
      lastModified: Date.now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    if (data && data.kind === 'FETCH' && ctx?.fetchCache) entry.value = { ...data, tags: ctx.tags ?? [] };
    try {
      await shared(() =>
        redis.set(this.entryKey(key), serialize(entry), 'EX', positive('CACHE_ENTRY_TTL_SECONDS', 14 * 24 * 3600)),
      );
    } catch (error) {
      warn('redis write failed: entry kept locally only', error);
    }
  }

  /** @param {string | string[]} tags @param {{ expire?: number } | undefined} durations */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const redis = await connected();
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!redis || list.length === 0) return;
    /** @type {Record<string, string>} */
    const states = {};
    for (const tag of list) states[tag] = JSON.stringify(tagsManifest.get(tag) ?? { expired: Date.now() });
    try {
      await shared(() => redis.hset(this.tagsKey, states));
    } catch (error) {
      // The local instance is invalidated already; the others serve their copy until its lifetime ends.
      warn('redis: tag invalidation not shared', error);
    }
  }

  /** Copies the shared states of these tags into this process's manifest. @param {string[]} tags */
  async syncTags(tags) {
    const redis = await connected();
    if (!redis || tags.length === 0) return;
    try {
      const states = await shared(() => redis.hmget(this.tagsKey, ...tags));
      states.forEach((state, i) => {
        if (!state) return;
        const shared = JSON.parse(state);
        const local = tagsManifest.get(tags[i]);
        // Keep whichever invalidation is newer (this instance may have one Redis has not seen).
        if (!local || (shared.stale ?? 0) > (local.stale ?? 0) || (shared.expired ?? 0) > (local.expired ?? 0)) {
          tagsManifest.set(tags[i], { ...local, ...shared });
        }
      });
    } catch (error) {
      warn('redis: tag states not read, using the local ones', error);
    }
  }
}

module.exports = RedisCacheHandler;
module.exports.default = RedisCacheHandler;
module.exports.serialize = serialize;
module.exports.HTML_AS_BYTES_FROM = HTML_AS_BYTES_FROM;
module.exports.deserialize = deserialize;
module.exports.cacheRedis = cacheRedis;
/** Tests: closes this module's client. */
module.exports.closeCacheRedis = () => {
  if (client) client.disconnect();
  client = undefined;
  breaker = undefined;
  firstConnection = undefined;
};
