// The contract's caller check on /api/*: an HS256 bearer signed by the web (iss web, aud upstream, sub = x-unique-id),
// plus x-secret-token: the anonymous token, or a live user token belonging to x-unique-id.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { jwtVerify } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, ZERO_UUID } from '../config';
import { findTokenUser } from '../services/tokens';
import { errorBody } from './errors';
import type { AppEnv, Deps, Lang } from './types';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function auth(deps: Deps): MiddlewareHandler<AppEnv> {
  const key = new TextEncoder().encode(deps.config.signingSecret);
  return async (c, next) => {
    const deny = () => c.json(errorBody('unauthorized'), 401);
    const bearer = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!bearer) return deny();
    const uniqueId = (c.req.header('x-unique-id') || ZERO_UUID).toLowerCase();
    if (!UUID_RE.test(uniqueId)) return deny();
    try {
      const { payload } = await jwtVerify(bearer, key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: deps.clock(),
      });
      // The bearer is minted per call for this user: a replay under another user id is refused.
      if (String(payload.sub).toLowerCase() !== uniqueId) return deny();
    } catch {
      return deny();
    }
    const token = c.req.header('x-secret-token');
    if (!token) return deny();
    const lang: Lang = c.req.header('x-lang') === 'ar' ? 'ar' : 'en';
    const base = {
      lang,
      deviceId: c.req.header('x-device-id') ?? null,
      country: (c.req.header('x-country') || 'AE').toUpperCase(),
    };
    if (sameSecret(token, deps.config.anonToken)) {
      c.set('auth', { ...base, userId: null, role: 'anonymous' });
      return next();
    }
    if (uniqueId === ZERO_UUID) return deny();
    const user = await findTokenUser(deps.db, token, deps.clock());
    if (!user || user.userId !== uniqueId) return deny();
    c.set('auth', { ...base, userId: user.userId, role: user.role });
    return next();
  };
}
