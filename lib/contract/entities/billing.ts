import { z } from 'zod';
import { TRN_PATTERN } from '../constants/limits';

/**
 * Billing details (contract extension: the spec's profile has only CompanyName and TRN): what a UAE tax invoice
 * prints for its recipient, the customer's name, address and TRN when registered (FTA, VAT Executive Regulation
 * art. 59), plus the trade licence number that the e-invoice (PINT AE) carries for a business buyer.
 */

export const TrnSchema = z.string().regex(TRN_PATTERN);

/** Printed on a tax invoice: no control characters, no bidi overrides that would reorder the printed text. */
const PRINTABLE = /^[^\p{Cc}\u202a-\u202e\u2066-\u2069]*$/u;
const printed = (max: number) => z.string().trim().max(max).regex(PRINTABLE);
const printedOrNull = (max: number) =>
  printed(max)
    .nullable()
    .transform((v) => (v ? v : null));

/** A structured postal address (the e-invoice needs street, city, emirate and country apart). */
export const BillingAddressSchema = z.object({
  Line1: z.string(),
  Line2: z.string().nullable(),
  City: z.string(),
  /** For a UAE address: one of EMIRATES (constants/emirates.ts); free text elsewhere, or null. */
  Emirate: z.string().nullable(),
  POBox: z.string().nullable(),
  /** ISO 3166-1 alpha-2, AE for the UAE. */
  CountryCode: z.string().length(2),
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

export const BillingDetailsSchema = z.object({
  /** The same fields as Profile.CompanyName and Profile.TRN (one value, edited here or in the profile). */
  CompanyName: z.string().nullable(),
  TRN: z.string().nullable(),
  TradeLicenseNumber: z.string().nullable(),
  /** The authority that issued the trade licence (e.g. Dubai's Department of Economy and Tourism). */
  TradeLicenseAuthority: z.string().nullable(),
  Address: BillingAddressSchema.nullable(),
});
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;

const BillingAddressInputSchema = z.object({
  Line1: printed(200).min(1),
  Line2: printedOrNull(200),
  City: printed(80).min(1),
  // The e-invoice names the emirate, or the region abroad (PINT AE ibr-144-ae): required with the address.
  Emirate: printed(80).min(1),
  POBox: printedOrNull(20),
  CountryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((v) => v.toUpperCase()),
});

/** User/set-billing-details body: null clears a field; an address without its first line is refused. */
export const BillingDetailsInputSchema = z.object({
  CompanyName: printedOrNull(120),
  TRN: TrnSchema.nullable(),
  TradeLicenseNumber: printedOrNull(40),
  // Optional in the body: a caller that predates it leaves the stored authority as it is.
  TradeLicenseAuthority: printedOrNull(120).optional(),
  Address: BillingAddressInputSchema.nullable(),
});
export type BillingDetailsInput = z.input<typeof BillingDetailsInputSchema>;
