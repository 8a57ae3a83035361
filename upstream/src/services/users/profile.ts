// My profile: read, save (with the read-only rules of docs/product/validation.md#profile-save), completion (missing
// items 901-907, 999), and the email change (code to the new address, then the switch).
import { and, eq, inArray } from 'drizzle-orm';
import { MissingCode, ProfileCode, type MissingCodeId } from '@shared/contract/constants/codes';
import type { Profile, ProfileCompletion, ProfileUpdate } from '@shared/contract/entities';
import { ZERO_UUID } from '../../config';
import type { Db } from '../../db/client';
import { countries, files, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { Lang } from '../../http/types';
import type { Mailer } from '../../mail/mailer';
import { emailChangedMail, emailInUseMail } from '../../mail/templates/account';
import { fileId, isoOrNull } from '../../lib/shape';
import { checkCode, issueCode, issueDecoyCode, normalizeEmail } from './otp';
import { isUniqueViolation } from '../../db/errors';
import { isValidEmiratesId } from '@shared/identity/emirates-id';

/** The spec's message (section 8), as the 400's issue message. */
const INVALID_EID = 'Invalid Emirates ID';

type UserRow = typeof users.$inferSelect;

async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const [u] = await db.select().from(users).where(eq(users.uniqueId, userId)).limit(1);
  if (!u) throw notFound();
  return u;
}

const filled = (s: string | null | undefined) => Boolean(s && s.trim());
const textOrNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null);
const fileOrNull = (id: string) => (id === ZERO_UUID ? null : id.toLowerCase());

function toProfile(u: UserRow): Profile {
  const mobile = u.mobileNumber && /^\d+$/.test(u.mobileNumber) ? Number(u.mobileNumber) : null;
  return {
    UniqueID: u.uniqueId,
    FirstName: u.firstName,
    MiddleName: u.middleName,
    LastName: u.lastName,
    FirstName_ar: u.firstNameAr,
    MiddleName_ar: u.middleNameAr,
    LastName_ar: u.lastNameAr,
    CompanyName: u.companyName,
    TRN: u.trn,
    ProfilePhoto: fileId(u.profilePhoto),
    EID: u.eid,
    IsEIDVerified: u.isEidVerified,
    EID_front_ByUser: fileId(u.eidFront),
    EID_back_ByUser: fileId(u.eidBack),
    DOB: isoOrNull(u.dob),
    Gender: u.gender === 1 || u.gender === 2 ? u.gender : null,
    PreferredLanguage: u.preferredLanguage === 'ar' ? 'ar' : 'en',
    EmailAddress: u.email,
    IsEmailVerified: u.isEmailVerified,
    MobileNumber: mobile,
    CountryID: u.countryId,
    Role: u.role,
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  return toProfile(await loadUser(db, userId));
}

/** Missing items, in the catalogue's order. A verified Emirates ID satisfies 905-907 and 999. */
function missingItems(u: UserRow): MissingCodeId[] {
  const m: MissingCodeId[] = [];
  if (!u.isEmailVerified) m.push(MissingCode.VerifyEmail);
  if (!u.dob) m.push(MissingCode.DateOfBirth);
  if (!u.gender) m.push(MissingCode.Gender);
  if (!u.profilePhoto) m.push(MissingCode.ProfilePhoto);
  if (!u.isEidVerified) {
    if (!u.eidFront) m.push(MissingCode.EidFront);
    if (!u.eidBack) m.push(MissingCode.EidBack);
    if (!filled(u.eid)) m.push(MissingCode.EidNumber);
    m.push(MissingCode.EidNotVerified);
  }
  return m;
}

/** Eight items of equal weight (the eight catalogue codes); COMPLETED is the whole percent done. */
const COMPLETION_ITEMS = 8;

export async function getCompletion(db: Db, userId: string): Promise<ProfileCompletion> {
  const missing = missingItems(await loadUser(db, userId));
  return {
    progress: { COMPLETED: Math.round(((COMPLETION_ITEMS - missing.length) / COMPLETION_ITEMS) * 100) },
    missing: missing.map((CODE) => ({ CODE })),
  };
}

/** The file ids a profile may point at: none, the one it already has, or an upload of this user. */
async function checkFiles(db: Db, userId: string, wanted: (string | null)[], current: (string | null)[]) {
  const fresh = [...new Set(wanted.filter((id): id is string => Boolean(id) && !current.includes(id)))];
  if (!fresh.length) return;
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, fresh), eq(files.ownerId, userId)));
  if (rows.length !== fresh.length) throw badRequest([{ path: ['file'], message: 'unknown_file' }]);
}

function parseDob(s: string, now: Date): Date {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00.000Z` : s);
  if (Number.isNaN(+d) || d > now || d.getUTCFullYear() < 1900)
    throw badRequest([{ path: ['DOB'], message: 'invalid_date' }]);
  // A date of birth is a calendar day: keep the day as given, at midnight UTC.
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** User/set-profile: 200 saved, 305 mobile in use. Read-only fields (filled middle and Arabic names, a verified
 *  Emirates ID with its scans) keep their stored values whatever is sent. */
export async function setProfile(db: Db, userId: string, p: ProfileUpdate, now: Date): Promise<number> {
  const u = await loadUser(db, userId);
  const keepOr = (current: string | null, sent: string | null) => (filled(current) ? current : textOrNull(sent));
  const eidLocked = u.isEidVerified;
  const next = {
    firstName: p.FirstName.trim(),
    lastName: p.LastName.trim(),
    middleName: keepOr(u.middleName, p.MiddleName),
    firstNameAr: keepOr(u.firstNameAr, p.FirstName_ar),
    middleNameAr: keepOr(u.middleNameAr, p.MiddleName_ar),
    lastNameAr: keepOr(u.lastNameAr, p.LastName_ar),
    companyName: textOrNull(p.CompanyName),
    trn: textOrNull(p.TRN),
    profilePhoto: fileOrNull(p.ProfilePhoto),
    eid: eidLocked ? u.eid : textOrNull(p.EID),
    eidFront: eidLocked ? u.eidFront : fileOrNull(p.EID_front_ByUser),
    eidBack: eidLocked ? u.eidBack : fileOrNull(p.EID_back_ByUser),
    dob: parseDob(p.DOB, now),
    gender: p.Gender ?? null,
    preferredLanguage: p.PreferredLanguage,
    mobileNumber: p.MobileNumber === null ? null : String(p.MobileNumber),
    countryId: p.CountryID,
  };
  if (!next.firstName || !next.lastName) throw badRequest([{ path: ['FirstName'], message: 'required' }]);
  // Built as a real Emirates ID (784, year of birth, Luhn check digit); a verified number is kept as it is.
  if (next.eid !== null && !eidLocked && !isValidEmiratesId(next.eid, now))
    throw badRequest([{ path: ['EID'], message: INVALID_EID }]);
  if (next.mobileNumber !== null && !/^\d{4,15}$/.test(next.mobileNumber))
    throw badRequest([{ path: ['MobileNumber'], message: 'invalid_mobile' }]);
  if (next.countryId !== u.countryId) {
    const [c] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, next.countryId)).limit(1);
    if (!c) throw badRequest([{ path: ['CountryID'], message: 'unknown_country' }]);
  }
  await checkFiles(
    db,
    userId,
    [next.profilePhoto, next.eidFront, next.eidBack],
    [u.profilePhoto, u.eidFront, u.eidBack],
  );
  if (next.mobileNumber !== null && (next.mobileNumber !== u.mobileNumber || next.countryId !== u.countryId)) {
    const [other] = await db
      .select({ id: users.uniqueId })
      .from(users)
      .where(and(eq(users.countryId, next.countryId), eq(users.mobileNumber, next.mobileNumber)))
      .limit(1);
    if (other && other.id !== userId) return ProfileCode.MobileInUse;
  }
  try {
    await db.update(users).set(next).where(eq(users.uniqueId, userId));
  } catch (err) {
    if (isUniqueViolation(err)) return ProfileCode.MobileInUse;
    throw err;
  }
  return 200;
}

/**
 * User/validate-change-email: i 1 = accepted, with a token; 0 = not usable (the caller's current address). The answer
 * is the same whether or not another account uses the address, so the call does not tell who has an account (as
 * generate-otp): a free address gets the code; a taken one gets no code, and its owner gets a notice instead (in the
 * owner's language, naming nobody). The token then matches no code, so change-user-email refuses it like a wrong
 * code (306), and the unique e-mail constraint refuses the switch anyway.
 */
export async function validateChangeEmail(
  db: Db,
  mailer: Mailer,
  userId: string,
  email: string,
  lang: Lang,
  now: Date,
) {
  const u = await loadUser(db, userId);
  const target = normalizeEmail(email);
  if (target === u.email) return { i: 0, token: null };
  const [owner] = await db
    .select({ lang: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, target))
    .limit(1);
  if (!owner) {
    const token = await issueCode(db, mailer, { email: target, purpose: 'change-email', userId, lang, now });
    return { i: 1, token };
  }
  const token = await issueDecoyCode(db, { email: target, purpose: 'change-email', userId, now });
  const ownerLang: Lang = owner.lang === 'ar' ? 'ar' : 'en';
  // Awaited and not caught, as the code mail is: a mail failure answers the same way in both cases.
  await mailer.send({ to: target, ...emailInUseMail(ownerLang), meta: { kind: 'email-in-use' } });
  return { i: 1, token };
}

/** User/change-user-email: 1 changed, 306 wrong/expired/spent code (and any code of a taken address's token), 304
 *  taken meanwhile by another account. */
export async function changeUserEmail(
  db: Db,
  mailer: Mailer,
  userId: string,
  q: { email: string; otp: string; token: string },
  lang: Lang,
  now: Date,
) {
  const u = await loadUser(db, userId);
  const target = normalizeEmail(q.email);
  const ok = await checkCode(db, {
    email: target,
    token: q.token,
    code: q.otp,
    purposes: ['change-email'],
    userId,
    now,
    mode: 'consume',
  });
  if (!ok) return ProfileCode.InvalidVerificationCode;
  try {
    const [changed] = await db
      .update(users)
      .set({ email: target, isEmailVerified: true })
      .where(eq(users.uniqueId, userId))
      .returning({ id: users.uniqueId });
    if (!changed) throw notFound();
  } catch (err) {
    if (isUniqueViolation(err)) return ProfileCode.EmailInUse;
    throw err;
  }
  // Best effort: the old address hears about the change.
  await mailer
    .send({ to: u.email, ...emailChangedMail(lang, target), meta: { kind: 'email-changed' } })
    .catch(() => undefined);
  return 1;
}
