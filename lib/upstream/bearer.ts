import 'server-only';
import { SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, JWT_TTL_SECONDS } from '@/lib/contract';

/** A signed token is reused for this long (it lives JWT_TTL_SECONDS = 60 s). */
const REUSE_MS = 30_000;
const MAX_ENTRIES = 5_000;
const cache = new Map<string, { jwt: string; signedAt: number }>();

/** The HS256 bearer proving the call comes from our BFF: iss web, aud upstream, sub = unique id, 60 s. */
export async function bearerFor(userId: string, secret: string): Promise<string> {
  const key = `${userId}\u0000${secret}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.signedAt < REUSE_MS) return hit.jwt;

  const iat = Math.floor(now / 1000);
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setSubject(userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + JWT_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));

  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { jwt, signedAt: now });
  return jwt;
}

/** Test helper. */
export function clearBearerCache(): void {
  cache.clear();
}
