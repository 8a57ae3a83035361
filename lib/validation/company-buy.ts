import * as z from 'zod/mini';
// Not the '@/lib/contract' barrel: this module reaches the browser (Buy for my team, the team checkout).
import {
  PO_NUMBER_MAX,
  TEAM_ITEM_TYPES,
  TEAM_MAX_QUANTITY,
  TEAM_PAYMENT_METHODS,
} from '@/lib/contract/constants/company-buy';
import { hasUnsafeCharacters, INT32_MAX } from '@/lib/contract/text-rules';

/**
 * Team buying's forms and their BFF (/api/company/team/*, docs/company.md#buying-seats). A zod issue's `message` is a
 * message key (companyBuy.errors.*), translated by the page; nothing reaches the upstream until the input passes.
 */
export const TEAM_MSG = {
  invalid: 'companyBuy.errors.invalid',
  quantity: 'companyBuy.errors.quantity',
  poRequired: 'companyBuy.status.po_required',
  acceptTerms: 'companyBuy.errors.acceptTerms',
} as const;

const id = z
  .int({ message: TEAM_MSG.invalid })
  .check(z.positive(TEAM_MSG.invalid), z.maximum(INT32_MAX, TEAM_MSG.invalid));

/** Seats: a whole number from 1 to the sanity limit (a program's seats left are the upstream's to check). */
export const QuantitySchema = z
  .int({ message: TEAM_MSG.quantity })
  .check(z.minimum(1, TEAM_MSG.quantity), z.maximum(TEAM_MAX_QUANTITY, TEAM_MSG.quantity));

export const TeamLineFormSchema = z.object({
  CompanyID: id,
  ItemType: z.enum(TEAM_ITEM_TYPES, { message: TEAM_MSG.invalid }),
  ItemID: id,
  Quantity: QuantitySchema,
  DiplomaLang: z.optional(z.nullable(z.enum(['en', 'ar'], { message: TEAM_MSG.invalid }))),
});

/** The team checkout: terms accepted, a payment method, and a PO number (required for a bank transfer). */
export const TeamOrderFormSchema = z
  .object({
    terms: z.literal(true, { message: TEAM_MSG.acceptTerms }),
    PaymentMethod: z.enum(TEAM_PAYMENT_METHODS, { message: TEAM_MSG.invalid }),
    PONumber: z.optional(
      z.pipe(
        z.string({ message: TEAM_MSG.invalid }).check(
          z.maxLength(PO_NUMBER_MAX, TEAM_MSG.invalid),
          z.refine((v) => !hasUnsafeCharacters(v), TEAM_MSG.invalid),
        ),
        z.transform((v) => v.trim()),
      ),
    ),
  })
  .check(
    z.refine((v) => v.PaymentMethod !== 'bank_transfer' || Boolean(v.PONumber), {
      message: TEAM_MSG.poRequired,
      path: ['PONumber'],
    }),
  );
export type TeamOrderForm = z.infer<typeof TeamOrderFormSchema>;
