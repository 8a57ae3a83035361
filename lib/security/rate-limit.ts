import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Rate limits of the sensitive account calls (ARCHITECTURE "Security"). Memory by default (one instance);
 * with REDIS_URL every instance shares the counters in Redis, with a memory limiter as insurance when Redis
 * is unreachable.
 */
export const LIMITS = {
  /** Sign-in per address and email: 8 tries in 10 minutes. */
  signIn: { points: 8, duration: 600 },
  /** Sign-in per address, whatever the email. */
  signInAddress: { points: 60, duration: 600 },
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
} as const;

export type LimitName = keyof typeof LIMITS;

type RedisClient = ConstructorParameters<typeof RateLimiterRedis>[0]['storeClient'];
let redis: RedisClient | null | undefined;
const limiters = new Map<LimitName, RateLimiterAbstract>();

function redisClient(): RedisClient | null {
  if (redis !== undefined) return redis;
  const url = process.env.REDIS_URL;
  if (!url) return (redis = null);
  redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  return redis;
}

function limiter(name: LimitName): RateLimiterAbstract {
  let found = limiters.get(name);
  if (found) return found;
  const { points, duration } = LIMITS[name];
  const keyPrefix = `rl:${name}`;
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

/** Test helper: forgets every counter (memory limiters only). */
export function resetRateLimits(): void {
  limiters.clear();
}

/** The client's address: the first X-Forwarded-For hop (set by our proxy), else X-Real-IP. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}

/** A 429 answer with Retry-After. */
export function tooMany(wait: number): Response {
  return Response.json(
    { ok: false, error: 'forms.tooMany' },
    { status: 429, headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } },
  );
}
