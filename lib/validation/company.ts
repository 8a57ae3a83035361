import * as z from 'zod/mini';
// Not the '@/lib/contract' barrel: this module reaches the browser (the company form), the contract's schemas must not.
import { COMPANY_MAX, COMPANY_PHONE } from '@/lib/contract/constants/company';
import { EMIRATES } from '@/lib/contract/constants/emirates';
import { TRN_PATTERN } from '@/lib/contract/constants/limits';
import type { CompanyInput } from '@/lib/contract/entities/company';
import { hasUnsafeCharacters } from '@/lib/contract/text-rules';
import { EMAIL_PATTERN } from './enquiry';
import { trimmed, withoutSeparators } from './text';

/**
 * The company form of My Company and its BFF (/api/company): every field as typed, checked in form order, so
 * `issues[0]` is the message shown first. Everything is required but the address's second line and P.O. box; the
 * address is in the UAE, with its emirate; the TRN is 15 digits (spaces and dashes dropped).
 */
const COMPANY_MSG = {
  invalid: 'company.errors.invalid',
  trn: 'company.errors.trn',
  email: 'company.errors.email',
  phone: 'company.errors.phone',
  emirate: 'company.errors.emirate',
} as const;

const FIELDS = [
  'LegalName_en',
  'LegalName_ar',
  'TradeLicenseNumber',
  'TradeLicenseAuthority',
  'TRN',
  'Line1',
  'Line2',
  'City',
  'Emirate',
  'POBox',
  'BillingContactName',
  'BillingContactEmail',
  'BillingContactPhone',
] as const;
type CompanyField = (typeof FIELDS)[number];
const OPTIONAL: readonly CompanyField[] = ['Line2', 'POBox'];

/** Message key of an empty required field. */
const enterKey = (field: CompanyField) => `company.form.enter.${field}`;

const text = (field: keyof typeof COMPANY_MAX) => trimmed(COMPANY_MAX[field]);

export const CompanyFormSchema = z
  .object(
    {
      LegalName_en: text('LegalName_en'),
      LegalName_ar: text('LegalName_ar'),
      TradeLicenseNumber: text('TradeLicenseNumber'),
      TradeLicenseAuthority: text('TradeLicenseAuthority'),
      TRN: withoutSeparators(30),
      Line1: text('Line1'),
      Line2: text('Line2'),
      City: text('City'),
      Emirate: trimmed(40),
      POBox: text('POBox'),
      BillingContactName: text('BillingContactName'),
      BillingContactEmail: text('BillingContactEmail'),
      BillingContactPhone: text('BillingContactPhone'),
    },
    { message: COMPANY_MSG.invalid },
  )
  .check(
    z.superRefine((v, ctx) => {
      const add = (path: CompanyField, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      for (const field of FIELDS) {
        const value = v[field];
        if (!value && !OPTIONAL.includes(field)) add(field, enterKey(field));
        else if (hasUnsafeCharacters(value, { printed: true })) add(field, COMPANY_MSG.invalid);
        else if (field === 'TRN' && !TRN_PATTERN.test(value)) add(field, COMPANY_MSG.trn);
        else if (field === 'Emirate' && !(EMIRATES as readonly string[]).includes(value))
          add(field, COMPANY_MSG.emirate);
        else if (field === 'BillingContactEmail' && !EMAIL_PATTERN.test(value)) add(field, COMPANY_MSG.email);
        else if (field === 'BillingContactPhone' && !COMPANY_PHONE.test(value)) add(field, COMPANY_MSG.phone);
      }
    }),
  );
export type CompanyFormValues = z.input<typeof CompanyFormSchema>;
export type CompanyFormOutput = z.output<typeof CompanyFormSchema>;

export const EMPTY_COMPANY_FORM: CompanyFormValues = Object.fromEntries(
  FIELDS.map((f) => [f, '']),
) as CompanyFormValues;

/** The Company/create-company body. */
export function toCompanyInput(v: CompanyFormOutput): CompanyInput {
  return {
    LegalName_en: v.LegalName_en,
    LegalName_ar: v.LegalName_ar,
    TradeLicenseNumber: v.TradeLicenseNumber,
    TradeLicenseAuthority: v.TradeLicenseAuthority,
    TRN: v.TRN,
    Address: {
      Line1: v.Line1,
      Line2: v.Line2 || null,
      City: v.City,
      Emirate: v.Emirate as CompanyInput['Address']['Emirate'],
      POBox: v.POBox || null,
      CountryCode: 'AE',
    },
    BillingContactName: v.BillingContactName,
    BillingContactEmail: v.BillingContactEmail,
    BillingContactPhone: v.BillingContactPhone,
  };
}

/** The invite form: one e-mail address. */
export const InviteAdminFormSchema = z
  .object({
    CompanyID: z.number().check(z.int(), z.positive()),
    Email: z.pipe(
      z.string({ message: COMPANY_MSG.email }).check(z.maxLength(254, COMPANY_MSG.email)),
      z.transform((v) => v.trim()),
    ),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!EMAIL_PATTERN.test(v.Email)) ctx.addIssue({ code: 'custom', path: ['Email'], message: COMPANY_MSG.email });
    }),
  );

export const CompanyRefFormSchema = z.object({ CompanyID: z.number().check(z.int(), z.positive()) });
export const AnswerInvitationFormSchema = z.object({
  InvitationID: z.number().check(z.int(), z.positive()),
  Accept: z.boolean(),
});
export const VerifyCompanyFormSchema = z.object({
  CompanyID: z.number().check(z.int(), z.positive()),
  Verified: z.boolean(),
});
