import * as z from 'zod/mini';
// Not the '@/lib/contract' barrel: this module reaches the browser (the billing form), the contract's schemas must not.
import { TRN_PATTERN } from '@/lib/contract/constants/limits';
import type { BillingDetails, BillingDetailsInput } from '@/lib/contract/entities/billing';

/**
 * The billing details form (My Profile and checkout) and its BFF: every field is text as typed; a message key on
 * failure. The TRN, when given, is 15 digits (spaces and dashes dropped); an address is all or nothing: its first
 * line, city, emirate (or region abroad) and country, the rest optional: the e-invoice needs all four (PINT AE
 * ibr-144-ae). A trade licence number and its issuing authority go together, both or neither.
 */
export const BILLING_MSG = {
  trn: 'tax.trnInvalid',
  address: 'tax.billing.addressIncomplete',
  licence: 'tax.billing.licenceIncomplete',
  invalid: 'tax.billing.invalid',
} as const;

// Printed on a tax invoice: no control characters, no bidi overrides (they would reorder the printed text).
const PRINTABLE = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;
const text = (max: number) =>
  z.pipe(
    z
      .string({ message: BILLING_MSG.invalid })
      .check(z.maxLength(max, BILLING_MSG.invalid), z.regex(PRINTABLE, BILLING_MSG.invalid)),
    z.transform((v) => v.trim()),
  );

export const BillingFormSchema = z
  .object(
    {
      CompanyName: text(120),
      TRN: z.pipe(
        z.string({ message: BILLING_MSG.trn }).check(z.maxLength(30, BILLING_MSG.trn)),
        z.transform((v) => v.replace(/[\s-]/g, '')),
      ),
      TradeLicenseNumber: text(40),
      TradeLicenseAuthority: text(120),
      Line1: text(200),
      Line2: text(200),
      City: text(80),
      Emirate: text(80),
      POBox: text(20),
      CountryCode: z
        .string({ message: BILLING_MSG.invalid })
        .check(z.trim(), z.regex(/^([A-Za-z]{2})?$/, BILLING_MSG.invalid)),
    },
    { message: BILLING_MSG.invalid },
  )
  .check(
    z.superRefine((v, ctx) => {
      if (v.TRN && !TRN_PATTERN.test(v.TRN)) ctx.addIssue({ code: 'custom', path: ['TRN'], message: BILLING_MSG.trn });
      // The e-invoice names a trade licence only with the authority that issued it (PINT AE): both or neither.
      if (!v.TradeLicenseNumber !== !v.TradeLicenseAuthority) {
        const missing = v.TradeLicenseNumber ? 'TradeLicenseAuthority' : 'TradeLicenseNumber';
        ctx.addIssue({ code: 'custom', path: [missing], message: BILLING_MSG.licence });
      }
      const any = [v.Line1, v.Line2, v.City, v.POBox].some(Boolean);
      if (any) {
        for (const key of ['Line1', 'City', 'Emirate', 'CountryCode'] as const)
          if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: BILLING_MSG.address });
      }
    }),
  );
export type BillingFormValues = z.input<typeof BillingFormSchema>;
export type BillingFormOutput = z.output<typeof BillingFormSchema>;

const orNull = (v: string) => (v ? v : null);

/** The User/set-billing-details body. No address line and no city: no address. */
export function toBillingInput(v: BillingFormOutput): BillingDetailsInput {
  const hasAddress = Boolean(v.Line1 || v.City);
  return {
    CompanyName: orNull(v.CompanyName),
    TRN: orNull(v.TRN),
    TradeLicenseNumber: orNull(v.TradeLicenseNumber),
    TradeLicenseAuthority: orNull(v.TradeLicenseAuthority),
    Address: hasAddress
      ? {
          Line1: v.Line1,
          Line2: orNull(v.Line2),
          City: v.City,
          Emirate: v.Emirate,
          POBox: orNull(v.POBox),
          CountryCode: v.CountryCode.toUpperCase(),
        }
      : null,
  };
}

/** The form's starting values. A new address is in the UAE. */
export function billingToForm(b: BillingDetails | null): BillingFormValues {
  const s = (v: string | null | undefined) => v ?? '';
  return {
    CompanyName: s(b?.CompanyName),
    TRN: s(b?.TRN),
    TradeLicenseNumber: s(b?.TradeLicenseNumber),
    TradeLicenseAuthority: s(b?.TradeLicenseAuthority),
    Line1: s(b?.Address?.Line1),
    Line2: s(b?.Address?.Line2),
    City: s(b?.Address?.City),
    Emirate: s(b?.Address?.Emirate),
    POBox: s(b?.Address?.POBox),
    CountryCode: b?.Address?.CountryCode ?? 'AE',
  };
}
