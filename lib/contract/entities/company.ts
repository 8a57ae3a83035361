import { z } from 'zod';
import { COMPANY_PHONE } from '../constants/company';
import { EMIRATES } from '../constants/emirates';
import { IdSchema, IsoDateSchema, PositiveIdSchema } from '../primitives';
import { hasUnsafeCharacters, UNSAFE_CHARACTERS } from '../text-rules';
import { BillingAddressSchema, TrnSchema } from './billing';
import { EmailInputSchema } from './password';

/**
 * Company accounts (a contract extension, docs/company.md): a brokerage that buys seats for its agents and receives
 * one tax invoice made out to it. A company has admins (customers who act for it); staff verify a company, which
 * allows it invoice terms.
 */

/**
 * Printed on a tax invoice and its e-invoice: no control characters, no bidi overrides (a refinement, not a pattern:
 * JSON Schema's regular expressions have no Unicode classes, so the published document keeps only the lengths).
 */
const printed = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !hasUnsafeCharacters(v, { printed: true }), UNSAFE_CHARACTERS);

const CompanySchema = z.object({
  CompanyID: IdSchema,
  LegalName_en: z.string(),
  LegalName_ar: z.string(),
  TradeLicenseNumber: z.string(),
  TradeLicenseAuthority: z.string(),
  /** 15 digits (the FTA's Tax Registration Number). */
  TRN: z.string(),
  /** A UAE address: Emirate is one of EMIRATES. */
  Address: BillingAddressSchema,
  BillingContactName: z.string(),
  BillingContactEmail: z.string(),
  BillingContactPhone: z.string(),
  /** Verified by staff: the company may then pay by bank transfer on terms. */
  IsVerified: z.boolean(),
  VerifiedDate: IsoDateSchema.nullable(),
  CreatedDate: IsoDateSchema,
});
export type Company = z.infer<typeof CompanySchema>;

/** An admin of the company, as the other admins see them. */
const CompanyAdminSchema = z.object({
  Name: z.string(),
  Email: z.string(),
  IsMe: z.boolean(),
  AddedDate: IsoDateSchema,
});

/** An invitation an admin sent that is not answered yet. */
const SentCompanyInvitationSchema = z.object({
  InvitationID: IdSchema,
  Email: z.string(),
  InvitedDate: IsoDateSchema,
});

/** An invitation the caller received: to become an admin of a company. */
const ReceivedCompanyInvitationSchema = z.object({
  InvitationID: IdSchema,
  CompanyID: IdSchema,
  LegalName_en: z.string(),
  LegalName_ar: z.string(),
  InvitedBy: z.string(),
  InvitedDate: IsoDateSchema,
});
export type ReceivedCompanyInvitation = z.infer<typeof ReceivedCompanyInvitationSchema>;

/** Company/get-my-company: the caller's company (null when they are no company's admin) and their invitations. */
export const MyCompanySchema = z.object({
  Company: CompanySchema.nullable(),
  Admins: z.array(CompanyAdminSchema),
  SentInvitations: z.array(SentCompanyInvitationSchema),
  Invitations: z.array(ReceivedCompanyInvitationSchema),
});
export type MyCompany = z.infer<typeof MyCompanySchema>;

/** Company/create-company's body: every field required; the address is in the UAE, with its emirate. */
export const CompanyInputSchema = z.object({
  LegalName_en: printed(200),
  LegalName_ar: printed(200),
  TradeLicenseNumber: printed(40),
  TradeLicenseAuthority: printed(120),
  TRN: TrnSchema,
  Address: z.object({
    Line1: printed(200),
    Line2: printed(200).nullable(),
    City: printed(80),
    Emirate: z.enum(EMIRATES),
    POBox: printed(20).nullable(),
    CountryCode: z.literal('AE'),
  }),
  BillingContactName: printed(120),
  BillingContactEmail: EmailInputSchema,
  BillingContactPhone: z.string().trim().regex(COMPANY_PHONE),
});
export type CompanyInput = z.input<typeof CompanyInputSchema>;

/** create-company: created, or refused because the caller is already a company's admin (one company each). */
export const CreateCompanyResultSchema = z.object({
  Status: z.enum(['created', 'already_admin']),
  CompanyID: IdSchema.nullable(),
});

export const CompanyRefSchema = z.object({ CompanyID: PositiveIdSchema });

export const InviteAdminInputSchema = z.object({ CompanyID: PositiveIdSchema, Email: EmailInputSchema });

/**
 * invite-admin: `invited` (e-mailed), `already_admin` (of this or another company), `already_invited`,
 * `no_account` (admins are customers: the person signs up first), `not_admin` (the caller is not this company's
 * admin: nothing changes).
 */
export const InviteAdminResultSchema = z.object({
  Status: z.enum(['invited', 'already_admin', 'already_invited', 'no_account', 'not_admin']),
});

export const AnswerInvitationInputSchema = z.object({ InvitationID: PositiveIdSchema, Accept: z.boolean() });

/** answer-invitation: joined or declined; `gone` when it is not the caller's open invitation; `already_admin`. */
export const AnswerInvitationResultSchema = z.object({
  Status: z.enum(['joined', 'declined', 'gone', 'already_admin']),
});

/** leave-company: left, or refused: the last admin stays (`last_admin`), the caller is not an admin (`not_admin`). */
export const LeaveCompanyResultSchema = z.object({ Status: z.enum(['left', 'last_admin', 'not_admin']) });

/** Staff's list: each company with how many admins it has. */
export const StaffCompanySchema = CompanySchema.extend({ AdminCount: z.number().int() });
export type StaffCompany = z.infer<typeof StaffCompanySchema>;

export const VerifyCompanyInputSchema = z.object({ CompanyID: PositiveIdSchema, Verified: z.boolean() });
