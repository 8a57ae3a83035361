// Accounts: codes for sign-up and forgot password, sign-in, sign-up, reset password, sign-out.
// Business outcomes travel as numeric codes inside data (docs/product/errors.md#how-failures-travel); only malformed
// input is a 400.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { CODE_OK, ProfileCode, ResetPasswordCode, SignInCode, SignUpCode } from '@shared/contract/constants/codes';
import { PasswordSchema } from '@shared/contract/entities/password';
import type { ResetPasswordPayload, SignInResponse, SignUpUser } from '@shared/contract/entities';
import type { Db } from '../../db/client';
import { countries, userTokens, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { Lang } from '../../http/types';
import type { Mailer } from '../../mail/mailer';
import { hashPassword, verifyPassword } from '../passwords';
import { hashToken } from '../tokens';
import { checkCode, consumeCode, issueCode, normalizeEmail } from './otp';
import { pgError } from '../../db/errors';

/** Session tokens live 30 days (the web's session cookie lasts as long), unless revoked earlier. */
const TOKEN_TTL_DAYS = 30;

export async function issueSessionToken(
  db: Pick<Db, 'insert'>,
  userId: string,
  deviceId: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    userId,
    tokenHash: hashToken(token),
    deviceId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_DAYS * 86_400_000),
  });
  return token;
}

/** Revokes one token (sign-out) of its user. */
export async function revokeSessionToken(db: Db, userId: string, token: string, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(
      and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.userId, userId), isNull(userTokens.revokedAt)),
    );
}

export async function revokeAllTokens(db: Pick<Db, 'update'>, userId: string, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)));
}

const refused = (CODE: number): SignInResponse => ({ CODE, FirstName: null, token: null, UniqueID: null, Role: null });

// A fixed hash to compare against when the email is unknown, so both cases cost one scrypt.
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

async function userByEmail(db: Db, email: string) {
  const [u] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return u ?? null;
}

/** User/generate-otp: a code for sign-up (new address) or forgot password (known address). The answer is the same
 *  token either way, so the call does not reveal whether an account exists. */
export async function generateOtp(db: Db, mailer: Mailer, email: string, lang: Lang, now: Date): Promise<string> {
  const existing = await userByEmail(db, email);
  return issueCode(db, mailer, {
    email,
    purpose: existing ? 'reset-password' : 'sign-up',
    userId: existing?.uniqueId ?? null,
    lang,
    now,
  });
}

/** User/verify-otp: 1 valid, 0 invalid or expired. The code stays usable for the sign-up or reset call. */
export async function verifyOtp(db: Db, q: { email: string; otp: string; token: string }, now: Date): Promise<number> {
  const ok = await checkCode(db, {
    email: q.email,
    token: q.token,
    code: q.otp,
    purposes: ['sign-up', 'reset-password'],
    now,
    mode: 'verify',
  });
  return ok ? 1 : 0;
}

export async function signIn(
  db: Db,
  email: string,
  password: string,
  deviceId: string | null,
  now: Date,
): Promise<SignInResponse> {
  const u = await userByEmail(db, email);
  const ok = await verifyPassword(password, u?.passwordHash ?? (await dummy()));
  if (!u || !ok) return refused(SignInCode.IncorrectCredentials);
  const token = await issueSessionToken(db, u.uniqueId, deviceId, now);
  return { CODE: SignInCode.Ok, FirstName: u.firstName, token, UniqueID: u.uniqueId, Role: u.role };
}

async function countryExists(db: Db, id: number) {
  const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return Boolean(c);
}

async function mobileTaken(db: Db, countryId: number, mobile: string, exceptUserId?: string) {
  const [u] = await db
    .select({ id: users.uniqueId })
    .from(users)
    .where(and(eq(users.countryId, countryId), eq(users.mobileNumber, mobile)))
    .limit(1);
  return Boolean(u && u.id !== exceptUserId);
}

/** User/sign-up: the code proves the address; then 302 email exists, 301 mobile exists, 306 wrong or spent code. */
export async function signUp(db: Db, b: SignUpUser, deviceId: string | null, now: Date): Promise<SignInResponse> {
  if (!PasswordSchema.safeParse(b.password).success)
    throw badRequest([{ path: ['password'], message: 'password_rule' }]);
  if (!(await countryExists(db, b.CountryID))) throw badRequest([{ path: ['CountryID'], message: 'unknown_country' }]);
  const email = normalizeEmail(b.email);
  const mobile = String(b.MobileNumber);
  if (!/^\d{4,15}$/.test(mobile)) throw badRequest([{ path: ['MobileNumber'], message: 'invalid_mobile' }]);
  // The code is checked first, so the 302/301 answers are given only to someone who controls the address.
  if (
    !(await checkCode(db, {
      email,
      token: b.token,
      code: b.otp,
      purposes: ['sign-up', 'reset-password'],
      now,
      mode: 'peek',
    }))
  ) {
    return refused(ProfileCode.InvalidVerificationCode);
  }
  if (await userByEmail(db, email)) return refused(SignUpCode.EmailExists);
  if (await mobileTaken(db, b.CountryID, mobile)) return refused(SignUpCode.MobileExists);
  const passwordHash = await hashPassword(b.password);
  try {
    return await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, b.token, email, now))) return refused(ProfileCode.InvalidVerificationCode);
      const [u] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: b.FirstName.trim(),
          lastName: b.LastName.trim(),
          mobileNumber: mobile,
          countryId: b.CountryID,
          isEmailVerified: true,
          createdAt: now,
        })
        .returning({ id: users.uniqueId, firstName: users.firstName });
      const token = await issueSessionToken(tx, u.id, deviceId, now);
      return { CODE: CODE_OK, FirstName: u.firstName, token, UniqueID: u.id, Role: 'customer' };
    });
  } catch (err) {
    // Lost a race with another sign-up of the same address or mobile: the unique constraints decide.
    const { code, constraint } = pgError(err);
    if (code === '23505')
      return refused(constraint === 'users_mobile' ? SignUpCode.MobileExists : SignUpCode.EmailExists);
    throw err;
  }
}

/**
 * User/reset-password: 500 wrong/expired/spent code, 302 unknown address, 200 done (every session is signed out).
 * The code is checked before the address is looked up, so without the e-mailed code every address, known or not,
 * gets the same 500: the call does not tell whether an account exists.
 */
export async function resetPassword(db: Db, b: ResetPasswordPayload, now: Date): Promise<number> {
  if (!PasswordSchema.safeParse(b.password).success)
    throw badRequest([{ path: ['password'], message: 'password_rule' }]);
  const ok = await checkCode(db, {
    email: b.email,
    token: b.token,
    code: b.otp,
    purposes: ['reset-password', 'sign-up'],
    now,
    mode: 'consume',
  });
  if (!ok) return ResetPasswordCode.FailedOtp;
  // Only someone who holds the code sent to this address gets here.
  const u = await userByEmail(db, b.email);
  if (!u) return ResetPasswordCode.IncorrectCredentials;
  const passwordHash = await hashPassword(b.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, isEmailVerified: true }).where(eq(users.uniqueId, u.uniqueId));
    await revokeAllTokens(tx, u.uniqueId, now);
  });
  return ResetPasswordCode.Ok;
}
