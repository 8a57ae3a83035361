import { z } from 'zod';
import { GenderSchema } from '../constants/gender';
import { EID_LENGTH } from '../constants/limits';
import { FileIdSchema, IdSchema, IsoDateSchema, LangSchema, textSchema, UuidSchema } from '../primitives';
import { UserRoleSchema } from './sign-in';
import { TrnSchema } from './billing';

/** Emirates ID number: exactly 15 digits. */
const EidSchema = z.string().regex(new RegExp(`^\\d{${EID_LENGTH}}$`));

/** Profile (User/get-profile), docs/product/entities.md#accounts. */
export const ProfileSchema = z.object({
  UniqueID: UuidSchema,
  FirstName: z.string(),
  MiddleName: z.string().nullable(),
  LastName: z.string(),
  FirstName_ar: z.string().nullable(),
  MiddleName_ar: z.string().nullable(),
  LastName_ar: z.string().nullable(),
  CompanyName: z.string().nullable(),
  TRN: z.string().nullable(),
  ProfilePhoto: FileIdSchema,
  /** Emirates ID number (15 digits) or null. */
  EID: z.string().nullable(),
  IsEIDVerified: z.boolean(),
  EID_front_ByUser: FileIdSchema,
  EID_back_ByUser: FileIdSchema,
  DOB: IsoDateSchema.nullable(),
  /** 1 male, 2 female. */
  Gender: GenderSchema.nullable(),
  PreferredLanguage: LangSchema,
  EmailAddress: z.string(),
  IsEmailVerified: z.boolean(),
  MobileNumber: z.number().int().nullable(),
  CountryID: IdSchema,
  /** An addition, as in the sign-in response: customer or staff (app-auth learns the role here). Optional. */
  Role: UserRoleSchema.optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/**
 * User/set-profile body: the editable fields (FirstName, LastName, DOB required; EID 15 digits if given:
 * docs/product/validation.md#profile-save). UniqueID comes from x-unique-id; EmailAddress changes through the
 * email-change flow; Is*Verified are server-owned. Upstream ignores MiddleName / Arabic names / EID that are already
 * filled (read-only once set).
 */
/** A name printed on certificates and invoices: no control or bidi override characters. */
const printedName = (max = 60) => textSchema(max, { printed: true });

export const ProfileUpdateSchema = z.object({
  FirstName: z.string().trim().min(1).pipe(printedName()),
  MiddleName: printedName().nullable(),
  LastName: z.string().trim().min(1).pipe(printedName()),
  FirstName_ar: printedName().nullable(),
  MiddleName_ar: printedName().nullable(),
  LastName_ar: printedName().nullable(),
  CompanyName: printedName(200).nullable(),
  /** A UAE TRN: 15 digits (printed on tax invoices), or null. */
  TRN: TrnSchema.nullable(),
  ProfilePhoto: FileIdSchema,
  EID: EidSchema.nullable(),
  EID_front_ByUser: FileIdSchema,
  EID_back_ByUser: FileIdSchema,
  DOB: IsoDateSchema,
  Gender: GenderSchema.nullable(),
  PreferredLanguage: LangSchema,
  MobileNumber: z.number().int().positive().max(999_999_999_999_999).nullable(),
  CountryID: IdSchema,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
