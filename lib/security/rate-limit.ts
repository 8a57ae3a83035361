import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { settings } from '@/lib/settings';

/**
 * Rate limits of the sensitive account calls (docs/architecture.md#security). Memory by default (one instance);
 * with REDIS_URL every instance shares the counters in Redis, with a memory limiter as insurance when Redis
 * is unreachable.
 */
export const LIMITS = {
  /** Sign-in per address and email: 8 tries in 10 minutes. */
  signIn: { points: 8, duration: 600 },
  /** Sign-in per address, whatever the email. */
  signInAddress: { points: 60, duration: 600 },
  /**
   * Failed sign-ins per account (e-mail), from whatever address: after 10 in a 15-minute window the account waits for
   * the rest of that window. Attempts while it waits are refused without counting, so the wait never grows, and a
   * password reset (by e-mailed code) or a successful sign-in clears it: nobody is locked out for long.
   */
  signInAccount: { points: 10, duration: 900 },
  /** Code requests (sign-up, forgot password, email change) per address. */
  code: { points: 30, duration: 600 },
  /** Code requests per email address. */
  codeEmail: { points: 5, duration: 600 },
  /** Code checks (verify) per address. */
  verify: { points: 20, duration: 600 },
  /** Password reset per address. */
  reset: { points: 10, duration: 600 },
  /** Profile email change (request and confirm) per user. */
  emailChange: { points: 10, duration: 600 },
  /** Uploads per user. */
  upload: { points: 40, duration: 600 },
  /** Saved-address changes (save, delete) per user. */
  addresses: { points: 60, duration: 600 },
  /** Initiative registrations per user. */
  initReg: { points: 20, duration: 600 },
  /** Enquiries (contact and course interest) per address. */
  enquiry: { points: 10, duration: 600 },
  /** Cart changes (add, remove, exam, diploma language) per user: 120 in 10 minutes. */
  cart: { points: 120, duration: 600 },
  /** Voucher tries per user (guessing codes): 15 in 10 minutes. */
  promo: { points: 15, duration: 600 },
  /** Order submissions per user. */
  checkout: { points: 20, duration: 600 },
  /** Wishlist saves and removals per user: 120 in 10 minutes. */
  wishlist: { points: 120, duration: 600 },
  /** Certificate lookups by number per address (numbers are sequential: no walking the register). */
  certificateLookup: { points: 30, duration: 600 },
  /** Account deletion tries per user (each checks the password). */
  accountDeletion: { points: 5, duration: 600 },
  /** Data exports and credential downloads per user. */
  dataExport: { points: 20, duration: 600 },
} as const;

export type LimitName = keyof typeof LIMITS;

type RedisClient = ConstructorParameters<typeof RateLimiterRedis>[0]['storeClient'];
let redis: RedisClient | null | undefined;
const limiters = new Map<LimitName, RateLimiterAbstract>();

function redisClient(): RedisClient | null {
  if (redis !== undefined) return redis;
  const url = settings().redisUrl;
  if (!url) return (redis = null);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    connectTimeout: 2000,
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error; the insurance limiter covers.
  client.on('error', () => undefined);
  redis = client;
  return redis;
}

/**
 * A fresh instance's first calls must count in Redis too (else each instance would start with its own memory
 * counters): wait for the connection briefly, then let the insurance limiter take over if it is not there.
 */
async function redisReady(client: RedisClient, ms = 1000): Promise<void> {
  const c = client as unknown as Redis;
  // Only while the first connection is being made; during an outage ('reconnecting') do not wait.
  if (c.status !== 'connecting' && c.status !== 'connect' && c.status !== 'wait') return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      c.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    c.once('ready', done);
  });
}

/** Keys of every instance of one deployment share this prefix (REDIS_KEY_PREFIX, default `site:`). */
const keyPrefixFor = (name: LimitName) => `${settings().redisKeyPrefix}rl:${name}`;

function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (found) return found;
  const { points, duration } = LIMITS[name];
  const keyPrefix = keyPrefixFor(name);
  const client = redisClient();
  found = client
    ? new RateLimiterRedis({
        storeClient: client,
        keyPrefix,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      })
    : new RateLimiterMemory({ keyPrefix, points, duration });
  limiters.set(name, found);
  return found;
}

/** Consumes one point of each (limit, key) pair; returns the seconds to wait when one is used up, else 0. */
export async function consume(...checks: [LimitName, string][]): Promise<number> {
  let wait = 0;
  const client = redisClient();
  if (client) await redisReady(client);
  for (const [name, key] of checks) {
    try {
      await limiter(name).consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) wait = Math.max(wait, Math.ceil(error.msBeforeNext / 1000) || 1);
      else throw error;
    }
  }
  return wait;
}

/** Seconds until `key` may try again under `name` without spending a point, 0 when it may now. */
export async function waitingFor(name: LimitName, key: string): Promise<number> {
  const client = redisClient();
  if (client) await redisReady(client);
  const res = await limiter(name).get(key);
  if (!res || res.consumedPoints < LIMITS[name].points || res.msBeforeNext <= 0) return 0;
  return Math.ceil(res.msBeforeNext / 1000);
}

/** Forgets the count of `key` under `name` (e.g. failed sign-ins after the right password). */
export async function forget(name: LimitName, key: string): Promise<void> {
  await limiter(name).delete(key);
}

/** Test helper: forgets every counter (memory limiters only). */
export function resetRateLimits(): void {
  limiters.clear();
}

/** Test helper: closes the Redis connection (jest waits for open handles). */
export function closeRateLimitStore(): void {
  if (redis) (redis as unknown as Redis).disconnect();
  redis = undefined;
  limiters.clear();
}

/** A 429 answer with Retry-After. */
export function tooMany(wait: number): Response {
  return Response.json(
    { ok: false, error: 'forms.tooMany' },
    { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } },
  );
}
