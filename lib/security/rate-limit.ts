import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { logger } from '@/lib/log';
import { settings } from '@/lib/settings';

/**
 * Rate limits of the sensitive account calls (docs/architecture.md#security). Memory by default (one instance);
 * with REDIS_URL every instance shares the counters in Redis. While Redis is unreachable each instance counts in
 * its own memory (rate-limiter-flexible's insurance limiter), starting from the shared counts it last saw: every
 * answer from Redis is copied into that memory. So an outage neither resets a count (an account locked stays
 * locked) nor counts more than Redis would for a customer (docs/adr/0009-rate-limits-during-a-redis-outage.md).
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
  /** Broker licence saves and removals per user. */
  licence: { points: 30, duration: 600 },
  /** Practice exams per user (or address, for the sample): each answer and flag is saved as given, 50 a mock. */
  practiceExams: { points: 600, duration: 600 },
  /** Certificate lookups by number per address (numbers are sequential: no walking the register). */
  certificateLookup: { points: 30, duration: 600 },
  /** Account deletion tries per user (each checks the password). */
  accountDeletion: { points: 5, duration: 600 },
  /** Site search suggestions per address: a typist asks a few times a second at most, a script more. */
  search: { points: 600, duration: 60 },
  /** Data exports and credential downloads per user. */
  dataExport: { points: 20, duration: 600 },
  /** Company account changes (create, invite, answer, leave, verify) per user. */
  company: { points: 60, duration: 600 },
} as const;

export type LimitName = keyof typeof LIMITS;

type RedisClient = ConstructorParameters<typeof RateLimiterRedis>[0]['storeClient'];
let redis: Redis | null | undefined;
let firstConnection: Promise<void> | undefined;
type Limiter = { shared: RateLimiterRedis | null; local: RateLimiterMemory };
const limiters = new Map<LimitName, Limiter>();

function redisClient(): Redis | null {
  if (redis !== undefined) return redis;
  const url = settings().redisUrl;
  if (!url) return (redis = null);
  const client = new Redis(url, {
    // While not connected a call fails at once (and the instance's own counts answer) instead of waiting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    connectTimeout: 2000,
    // A Redis that accepts and never answers must not hold a sign-in: the insurance limiter answers instead.
    commandTimeout: 500,
  });
  // Without a listener ioredis reports every failed reconnect as an unhandled error; the insurance limiter covers.
  client.on('error', () => undefined);
  redis = client;
  return redis;
}

/**
 * A fresh instance's first calls must count in Redis too (else each instance would start with its own memory
 * counters): wait for the first connection briefly, once, then let the insurance limiter take over if it is not
 * there. During an outage nothing waits.
 */
function redisReady(client: Redis, ms = 1000): Promise<void> {
  firstConnection ??= new Promise<void>((resolve) => {
    if (client.status === 'ready') return resolve();
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
  return firstConnection;
}

/** Keys of every instance of one deployment share this prefix (REDIS_KEY_PREFIX, default `site:`). */
const keyPrefixFor = (name: LimitName) => `${settings().redisKeyPrefix}rl:${name}`;

function limiter(name: LimitName): Limiter {
  let found = limiters.get(name);
  if (found) return found;
  const { points, duration } = LIMITS[name];
  const keyPrefix = keyPrefixFor(name);
  const client = redisClient();
  const local = new RateLimiterMemory({ keyPrefix, points, duration });
  const shared = client
    ? new RateLimiterRedis({
        storeClient: client as unknown as RedisClient,
        keyPrefix,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: local,
      })
    : null;
  found = { shared, local };
  limiters.set(name, found);
  return found;
}

let lastOutageLog = 0;
/** One warning per minute at most while the limits are counted per instance. */
function warnOutage(): void {
  const now = Date.now();
  if (now - lastOutageLog < 60_000) return;
  lastOutageLog = now;
  logger.warn(
    { name: 'rate-limit' },
    'redis unavailable: rate limits counted per instance, from the last shared counts',
  );
}

/** Keeps the instance's copy of a shared count (what the insurance limiter starts from if Redis goes away). */
async function keepCopy(local: RateLimiterMemory, key: string, res: RateLimiterRes | null): Promise<void> {
  if (!res || res.consumedPoints <= 0 || res.msBeforeNext <= 0) await local.delete(key);
  else await local.set(key, res.consumedPoints, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * One operation on a limit: in Redis when it is connected (its answer then copied into this instance's memory),
 * else in memory. A RateLimiterRes thrown means the limit is used up.
 */
async function operate(
  name: LimitName,
  key: string,
  operation: 'consume' | 'reward' | 'get',
): Promise<RateLimiterRes | null> {
  const { shared, local } = limiter(name);
  if (!shared) return local[operation](key);
  await redisReady(redis!);
  const viaRedis = redis!.status === 'ready';
  if (!viaRedis) warnOutage();
  try {
    const res = await shared[operation](key);
    if (viaRedis) await keepCopy(local, key, res);
    return res;
  } catch (error) {
    if (viaRedis && error instanceof RateLimiterRes) await keepCopy(local, key, error);
    throw error;
  }
}

/** Consumes one point of each (limit, key) pair; returns the seconds to wait when one is used up, else 0. */
export async function consume(...checks: [LimitName, string][]): Promise<number> {
  let wait = 0;
  for (const [name, key] of checks) {
    try {
      await operate(name, key, 'consume');
    } catch (error) {
      if (error instanceof RateLimiterRes) wait = Math.max(wait, Math.ceil(error.msBeforeNext / 1000) || 1);
      else throw error;
    }
  }
  return wait;
}

/**
 * Gives back the point `consume` took for each pair: an attempt that turned out not to count (a sign-in the
 * upstream could not judge, because it was down or failed).
 */
export async function refund(...checks: [LimitName, string][]): Promise<void> {
  for (const [name, key] of checks) await operate(name, key, 'reward');
}

/** Seconds until `key` may try again under `name` without spending a point, 0 when it may now. */
export async function waitingFor(name: LimitName, key: string): Promise<number> {
  const res = await operate(name, key, 'get');
  if (!res || res.consumedPoints < LIMITS[name].points || res.msBeforeNext <= 0) return 0;
  return Math.ceil(res.msBeforeNext / 1000);
}

/** Forgets the count of `key` under `name` (e.g. failed sign-ins after the right password). */
export async function forget(name: LimitName, key: string): Promise<void> {
  const { shared, local } = limiter(name);
  if (shared) await redisReady(redis!);
  await local.delete(key);
  if (shared) await shared.delete(key);
}

/** Test helper: forgets every counter (memory limiters only). */
export function resetRateLimits(): void {
  limiters.clear();
}

/**
 * Test helper: closes the Redis connection (jest waits for open handles).
 * @public tests/unit/security/rate-limit-redis.test.ts calls it on the instances it require()s, which knip does not follow.
 */
export function closeRateLimitStore(): void {
  if (redis) redis.disconnect();
  redis = undefined;
  firstConnection = undefined;
  limiters.clear();
}

/** A 429 answer with Retry-After. */
export function tooMany(wait: number): Response {
  return Response.json(
    { ok: false, error: 'forms.tooMany' },
    { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } },
  );
}
