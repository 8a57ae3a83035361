import type { PlainMessageKey } from '@/lib/i18n/message-keys';
import { z } from 'zod';
// Not the '@/lib/contract' barrel: this module reaches the browser (the cart's forms), the whole contract must not.
import { ITEM_TYPES } from '@/lib/contract/constants/item-type';
import { PAYMENT_METHODS } from '@/lib/contract/constants/payment';
import { LangSchema } from '@/lib/contract/primitives';
import { hasUnsafeCharacters, INT32_MAX } from '@/lib/contract/primitives';
import { TRN_PATTERN } from '@/lib/contract/entities/billing';
import { MSG } from './messages';

/**
 * Inputs of the cart BFF (app/api/cart/*), shared by the cart page and the route handlers. A zod issue's
 * `message` is a message key (messages/*.json), translated by the page.
 */
export const CART_MSG = {
  loginFirst: MSG.notLoggedIn, // 'Please log in first'
  alreadyPurchased: 'errors.alreadyPurchased',
  alreadyEnrolledProgram: 'errors.alreadyEnrolledProgram',
  invalidPromo: 'errors.invalidPromoCode',
  fullyBooked: 'errors.slotFullyBooked',
  acceptTerms: MSG.acceptTerms,
  chooseLanguage: 'cart.chooseLanguage',
  chooseAddress: 'cart.chooseAddress',
  cartEmpty: 'cart.emptyError',
  invalidTrn: 'tax.trnInvalid',
  invalid: MSG.invalid,
  failed: MSG.failed,
} as const satisfies Record<string, PlainMessageKey>;

/** An item id: a positive PostgreSQL integer (2^31 and above is no id of ours). */
const ItemIdSchema = z
  .number({ message: CART_MSG.invalid })
  .int(CART_MSG.invalid)
  .positive(CART_MSG.invalid)
  .max(INT32_MAX, CART_MSG.invalid);
const ItemTypeSchema = z.enum(ITEM_TYPES, { message: CART_MSG.invalid });

/** Add to cart: a program (optionally with its exam), an exam alone, a diploma (language required), a membership, a book. */
export const AddToCartInputSchema = z
  .object({
    ItemID: ItemIdSchema,
    ItemType: ItemTypeSchema,
    /** Programs only: add the program's exam right after it. */
    WithExam: z.boolean().optional(),
    DiplomaLang: z.enum(['en', 'ar'], { message: CART_MSG.chooseLanguage }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ItemType === 'diploma' && !v.DiplomaLang)
      ctx.addIssue({ code: 'custom', path: ['DiplomaLang'], message: CART_MSG.chooseLanguage });
  });
export type AddToCartInput = z.infer<typeof AddToCartInputSchema>;

export const RemoveFromCartInputSchema = z.object({ ItemID: ItemIdSchema, ItemType: ItemTypeSchema });

/** Adds (add true) or removes the exam of a program item (ItemID = the program's PriceOptionID). */
export const ExamInputSchema = z.object({ PriceOptionID: ItemIdSchema, add: z.boolean({ message: CART_MSG.invalid }) });

export const DiplomaLangInputSchema = z.object({
  CITID: ItemIdSchema,
  DiplomaLang: z.enum(['en', 'ar'], { message: CART_MSG.chooseLanguage }),
});

export const PromoInputSchema = z.object({
  promoCode: z
    .string({ message: CART_MSG.invalidPromo })
    .trim()
    .min(1, CART_MSG.invalidPromo)
    .max(40, CART_MSG.invalidPromo)
    .refine((code) => !hasUnsafeCharacters(code), CART_MSG.invalidPromo),
});

/**
 * TRN: optional; a UAE Tax Registration Number is exactly 15 digits (spaces and dashes typed between the digits
 * are dropped), because it is printed on the tax invoice. Sent as '-' when empty.
 */
export const TrnSchema = z
  .string()
  .max(30, CART_MSG.invalidTrn)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || TRN_PATTERN.test(v), CART_MSG.invalidTrn);

export const SubmitOrderInputSchema = z.object({
  terms: z.literal(true, { message: CART_MSG.acceptTerms }),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: CART_MSG.invalid }).default('online'),
  trn: TrnSchema.optional().default(''),
  addressId: ItemIdSchema.nullable().optional(),
  lang: LangSchema.optional().default('en'),
});
export type SubmitOrderInput = z.infer<typeof SubmitOrderInputSchema>;

/** The TRN as the contract wants it: '-' when empty (docs/product/validation.md#cart). */
export function trnOrDash(trn: string | undefined | null): string {
  const value = (trn ?? '').trim();
  return value === '' ? '-' : value;
}
