import * as z from 'zod/mini';
import { EMPTY_FILE_ID } from '@/lib/contract/headers';
import { TRN_PATTERN } from '@/lib/contract/constants/limits';
import type { Profile, ProfileUpdate } from '@/lib/contract/entities/profile';
import { eidDigits, isValidEmiratesId } from '@/lib/identity/emirates-id';
import { hasUnsafeCharacters } from '@/lib/contract/text-rules';
import { EMAIL_PATTERN } from './enquiry';
import { MSG } from './messages';
import { mobileIssue } from './mobile';
import { trimmed, withoutSeparators } from './text';

/**
 * My Profile (docs/product/validation.md#profile-save), shared by the form and /api/account/profile.
 * Save rules in order: FirstName, LastName and DOB required ('Please fill all required fields'), then an
 * Emirates ID, when given, built as a real one: 15 digits, 784, a plausible year of birth and the Luhn check
 * digit (lib/identity/emirates-id.ts; 'Invalid Emirates ID'). A verified number is not part of the form.
 */
const fileId = z.pipe(
  z.union([z.string().check(z.regex(/^[0-9a-fA-F-]{36}$/)), z.literal('')]),
  z.transform((v) => v || EMPTY_FILE_ID),
);

/** A UAE TRN is 15 digits: printed on tax invoices. */
const TRN_INVALID = 'tax.trnInvalid';

const PRINTED_FIELDS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'FirstName_ar',
  'MiddleName_ar',
  'LastName_ar',
  'CompanyName',
] as const;

export const ProfileFormSchema = z
  .object({
    FirstName: trimmed(60),
    MiddleName: trimmed(60),
    LastName: trimmed(60),
    FirstName_ar: trimmed(60),
    MiddleName_ar: trimmed(60),
    LastName_ar: trimmed(60),
    // Absent when the billing details form edits them (a contract extension): the saved values are then kept.
    CompanyName: z.optional(trimmed(120)),
    TRN: z.optional(withoutSeparators(30)),
    ProfilePhoto: fileId,
    EID: z.pipe(z.string().check(z.maxLength(30)), z.transform(eidDigits)),
    EID_front_ByUser: fileId,
    EID_back_ByUser: fileId,
    /** yyyy-MM-dd */
    DOB: z.string().check(z.maxLength(10)),
    Gender: z.enum(['', '1', '2']),
    PreferredLanguage: z.enum(['en', 'ar']),
    MobileNumber: withoutSeparators(20),
    CountryID: z.int().check(z.positive()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      // Names are printed on certificates and invoices: no control or bidi override characters.
      for (const field of PRINTED_FIELDS)
        if (hasUnsafeCharacters(v[field] ?? '', { printed: true })) add(field, MSG.invalidCharacters);
      if (!v.FirstName) add('FirstName', MSG.fillRequired);
      if (!v.LastName) add('LastName', MSG.fillRequired);
      if (!v.DOB) add('DOB', MSG.fillRequired);
      else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.DOB) || Number.isNaN(Date.parse(v.DOB))) add('DOB', MSG.fillRequired);
      if (v.EID && !isValidEmiratesId(v.EID)) add('EID', MSG.invalidEmiratesId);
      const mobile = v.MobileNumber ? mobileIssue(v.CountryID, v.MobileNumber) : null;
      if (mobile) add('MobileNumber', mobile);
      if (v.TRN && !TRN_PATTERN.test(v.TRN)) add('TRN', TRN_INVALID);
    }),
  );
export type ProfileFormValues = z.input<typeof ProfileFormSchema>;
export type ProfileFormOutput = z.output<typeof ProfileFormSchema>;

const orNull = (v: string) => (v ? v : null);
const filled = (v: string | null | undefined) => Boolean(v && v.trim());

/** Which fields the user may no longer change (docs/product/validation.md#profile-save). */
export function readOnlyFields(
  profile: Pick<Profile, 'MiddleName' | 'FirstName_ar' | 'MiddleName_ar' | 'LastName_ar' | 'IsEIDVerified'>,
) {
  return {
    MiddleName: filled(profile.MiddleName),
    FirstName_ar: filled(profile.FirstName_ar),
    MiddleName_ar: filled(profile.MiddleName_ar),
    LastName_ar: filled(profile.LastName_ar),
    EID: profile.IsEIDVerified,
  };
}

/** The User/set-profile body: the form's values, with the read-only fields kept from the current profile. */
export function toProfileUpdate(v: ProfileFormOutput, current: Profile): ProfileUpdate {
  const ro = readOnlyFields(current);
  return {
    FirstName: v.FirstName,
    MiddleName: ro.MiddleName ? current.MiddleName : orNull(v.MiddleName),
    LastName: v.LastName,
    FirstName_ar: ro.FirstName_ar ? current.FirstName_ar : orNull(v.FirstName_ar),
    MiddleName_ar: ro.MiddleName_ar ? current.MiddleName_ar : orNull(v.MiddleName_ar),
    LastName_ar: ro.LastName_ar ? current.LastName_ar : orNull(v.LastName_ar),
    CompanyName: v.CompanyName === undefined ? current.CompanyName : orNull(v.CompanyName),
    TRN: v.TRN === undefined ? current.TRN : orNull(v.TRN),
    ProfilePhoto: v.ProfilePhoto,
    EID: ro.EID ? current.EID : orNull(v.EID),
    EID_front_ByUser: ro.EID ? current.EID_front_ByUser : v.EID_front_ByUser,
    EID_back_ByUser: ro.EID ? current.EID_back_ByUser : v.EID_back_ByUser,
    DOB: v.DOB,
    Gender: v.Gender === '1' ? 1 : v.Gender === '2' ? 2 : null,
    PreferredLanguage: v.PreferredLanguage,
    MobileNumber: v.MobileNumber ? Number(v.MobileNumber) : null,
    CountryID: v.CountryID,
  };
}

/** The form's starting values from a profile. */
export function profileToForm(p: Profile): ProfileFormValues {
  const s = (v: string | null | undefined) => v ?? '';
  const file = (v: string) => (v === EMPTY_FILE_ID ? '' : v);
  return {
    FirstName: p.FirstName,
    MiddleName: s(p.MiddleName),
    LastName: p.LastName,
    FirstName_ar: s(p.FirstName_ar),
    MiddleName_ar: s(p.MiddleName_ar),
    LastName_ar: s(p.LastName_ar),
    CompanyName: s(p.CompanyName),
    TRN: s(p.TRN),
    ProfilePhoto: file(p.ProfilePhoto),
    // A verified number is read-only and kept by the BFF (toProfileUpdate): it is shown, not edited.
    EID: p.IsEIDVerified ? '' : s(p.EID),
    EID_front_ByUser: file(p.EID_front_ByUser),
    EID_back_ByUser: file(p.EID_back_ByUser),
    DOB: p.DOB ? p.DOB.slice(0, 10) : '',
    Gender: p.Gender === 1 ? '1' : p.Gender === 2 ? '2' : '',
    PreferredLanguage: p.PreferredLanguage,
    MobileNumber: p.MobileNumber ? String(p.MobileNumber) : '',
    CountryID: p.CountryID || 1,
  };
}

// --- Email change: the new address (required, then the pattern), then the code.
export const EmailChangeSchema = z
  .object({
    email: trimmed(254),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.enterEmail });
      else if (!EMAIL_PATTERN.test(v.email))
        ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.enterValidEmail });
    }),
  );

/** The change button stays disabled while the new address equals the old one (case and spaces ignored). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
