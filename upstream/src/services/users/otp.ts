// One-time codes: 6 digits from crypto.randomInt, e-mailed, stored only as an HMAC keyed by the token handed back
// to the caller (so a leaked table cannot be brute-forced), bound to that token, single use, 10-minute expiry,
// at most 5 failed tries (the next try is refused even with the right code; attempts are reserved atomically so
// parallel guesses cannot exceed the cap).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import type { Lang } from '../../http/types';
import type { Mailer } from '../../mail/mailer';
import { codeMail, type CodePurpose } from '../../mail/templates/account';

const OTP_TTL_MINUTES = 10;
const OTP_MAX_ATTEMPTS = 5;
/** After a successful verify-otp the code stays good this long for the final step (sign-up details form). */
const OTP_VERIFIED_GRACE_MINUTES = 10;

const minutes = (n: number) => n * 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const codeHash = (token: string, code: string) => createHmac('sha256', token).update(code).digest('hex');

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface IssueOptions {
  email: string;
  purpose: CodePurpose;
  userId?: string | null;
  lang: Lang;
  now: Date;
}

/** Stores a code's HMAC under a fresh token; older open codes of the same email and purpose stop working. */
async function storeCode(db: Db, o: Omit<IssueOptions, 'lang'>, code: string): Promise<string> {
  const email = normalizeEmail(o.email);
  const token = randomBytes(32).toString('base64url');
  await db
    .update(otpCodes)
    .set({ usedAt: o.now })
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, o.purpose), isNull(otpCodes.usedAt)));
  // Codes of this address that ended more than a day ago are of no further use.
  await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.email, email), lt(otpCodes.expiresAt, new Date(o.now.getTime() - 86_400_000))));
  await db.insert(otpCodes).values({
    email,
    purpose: o.purpose,
    codeHash: codeHash(token, code),
    tokenHash: sha256(token),
    userId: o.userId ?? null,
    expiresAt: new Date(o.now.getTime() + minutes(OTP_TTL_MINUTES)),
    createdAt: o.now,
  });
  return token;
}

/** Creates a code, e-mails it, and returns the token that the verify call must present. Older open codes of the same
 *  email and purpose stop working. */
export async function issueCode(db: Db, mailer: Mailer, o: IssueOptions): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = await storeCode(db, o, code);
  const mail = codeMail(o.purpose, o.lang, code, OTP_TTL_MINUTES);
  await mailer.send({ to: normalizeEmail(o.email), ...mail, meta: { kind: 'otp', purpose: o.purpose, otp: code } });
  return token;
}

/**
 * A token like issueCode's, stored the same way (the same database work, so the caller's answer takes the same time),
 * for a code that is mailed to nobody and that no entry can match: its secret is not six digits, and checkCode
 * refuses anything else. For a request that must look accepted without sending a code (an address in use).
 */
export async function issueDecoyCode(db: Db, o: Omit<IssueOptions, 'lang'>): Promise<string> {
  return storeCode(db, o, randomBytes(16).toString('hex'));
}

export interface CheckOptions {
  email: string;
  token: string;
  code: string;
  purposes: CodePurpose[];
  /** Change-email codes belong to the signed-in user who asked. */
  userId?: string;
  now: Date;
  /** 'verify': mark verified (extends the expiry for the final step); 'consume': use it up; 'peek': check only. */
  mode: 'verify' | 'consume' | 'peek';
}

/** True when the code is right for this token and email, unused, unexpired and under the attempt cap. */
export async function checkCode(db: Db, o: CheckOptions): Promise<boolean> {
  if (!/^\d{6}$/.test(o.code) || !o.token) return false;
  const email = normalizeEmail(o.email);
  const base = and(
    eq(otpCodes.tokenHash, sha256(o.token)),
    eq(otpCodes.email, email),
    inArray(otpCodes.purpose, o.purposes),
    o.userId ? eq(otpCodes.userId, o.userId) : undefined,
    isNull(otpCodes.usedAt),
    gt(otpCodes.expiresAt, o.now),
  );
  // Reserve one try atomically; a code already at the cap (or expired, used, unknown) is refused without comparing.
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(base, lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, expiresAt: otpCodes.expiresAt });
  if (!row) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(o.token, o.code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;

  // Right code: the try is given back (only failures count), then the code is marked or used up.
  const refund = { attempts: sql`${otpCodes.attempts} - 1` };
  if (o.mode === 'consume') {
    const [used] = await db
      .update(otpCodes)
      .set({ ...refund, usedAt: o.now })
      .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
      .returning({ id: otpCodes.id });
    return Boolean(used);
  }
  const grace = new Date(o.now.getTime() + minutes(OTP_VERIFIED_GRACE_MINUTES));
  await db
    .update(otpCodes)
    .set({
      ...refund,
      ...(o.mode === 'verify' ? { verifiedAt: o.now, expiresAt: grace > row.expiresAt ? grace : row.expiresAt } : {}),
    })
    .where(eq(otpCodes.id, row.id));
  return true;
}

/** Uses up a code already checked in this request (returns false if a parallel request used it first). */
export async function consumeCode(db: Pick<Db, 'update'>, token: string, email: string, now: Date): Promise<boolean> {
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(
      and(eq(otpCodes.tokenHash, sha256(token)), eq(otpCodes.email, normalizeEmail(email)), isNull(otpCodes.usedAt)),
    )
    .returning({ id: otpCodes.id });
  return Boolean(used);
}
