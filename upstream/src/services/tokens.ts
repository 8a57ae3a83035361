// User session tokens: random, shown once, stored only as a SHA-256 hash, revocable.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { userTokens, users } from '../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: string, deviceId: string | null, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({ userId, tokenHash: hashToken(token), deviceId, createdAt: now });
  return token;
}

/** The caller check runs this on every signed-in call. */
const tokenUser = preparedQuery('token_user', (db, name) =>
  db
    .select({ userId: users.uniqueId, role: users.role, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .innerJoin(users, eq(users.uniqueId, userTokens.userId))
    .where(and(eq(userTokens.tokenHash, sql.placeholder('hash')), isNull(userTokens.revokedAt)))
    .limit(1)
    .prepare(name),
);

/** The live token's user, or null (unknown, revoked or expired). */
export async function findTokenUser(db: Db, token: string, now: Date) {
  const [row] = await tokenUser(db).execute({ hash: hashToken(token) });
  if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
  return { userId: row.userId, role: row.role };
}

export async function revokeToken(db: Db, token: string, now: Date) {
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(eq(userTokens.tokenHash, hashToken(token)));
}
