import type { PlainMessageKey } from '@/lib/i18n/message-keys';
import * as z from 'zod/mini';
// Not the '@/lib/contract' barrel nor its zod schemas: this module reaches the browser (the cart's forms), and neither
// the whole contract nor zod's classic API may (docs/architecture.md#forms-and-captcha).
import { ITEM_TYPES } from '@/lib/contract/constants/item-type';
import { PAYMENT_METHODS } from '@/lib/contract/constants/payment';
import { TRN_PATTERN } from '@/lib/contract/constants/limits';
import { hasUnsafeCharacters, INT32_MAX } from '@/lib/contract/text-rules';
import { MSG } from './messages';

/**
 * Inputs of the cart BFF (app/api/cart/*), shared by the cart page and the route handlers. A zod issue's
 * `message` is a message key (messages/*.json), translated by the page.
 */
export const CART_MSG = {
  loginFirst: MSG.notLoggedIn, // 'Please log in first'
  alreadyPurchased: 'errors.alreadyPurchased',
  alreadyEnrolledProgram: 'errors.alreadyEnrolledProgram',
  /** Add to cart of a program with no seat left (CART_FULL, an extension): the page offers the waitlist. */
  programFull: 'errors.programFull',
  /** Add to cart while the cart holds a company's seats (CART_MIXED, an extension: docs/company.md#buying-seats). */
  mixedCart: 'errors.mixedCart',
  invalidPromo: 'errors.invalidPromoCode',
  fullyBooked: 'errors.slotFullyBooked',
  acceptTerms: MSG.acceptTerms,
  chooseLanguage: 'cart.chooseLanguage',
  chooseAddress: 'cart.chooseAddress',
  billingAddressForTrn: 'tax.billing.addressForTrn',
  cartEmpty: 'cart.emptyError',
  invalidTrn: 'tax.trnInvalid',
  invalid: MSG.invalid,
  failed: MSG.failed,
} as const satisfies Record<string, PlainMessageKey>;

/** An item id: a positive PostgreSQL integer (2^31 and above is no id of ours). */
const ItemIdSchema = z
  .int({ message: CART_MSG.invalid })
  .check(z.positive(CART_MSG.invalid), z.maximum(INT32_MAX, CART_MSG.invalid));
const ItemTypeSchema = z.enum(ITEM_TYPES, { message: CART_MSG.invalid });

/** Add to cart: a program (optionally with its exam), an exam alone, a diploma (language required), a membership, a book. */
export const AddToCartInputSchema = z
  .object({
    ItemID: ItemIdSchema,
    ItemType: ItemTypeSchema,
    /** Programs only: add the program's exam right after it. */
    WithExam: z.optional(z.boolean()),
    DiplomaLang: z.optional(z.nullable(z.enum(['en', 'ar'], { message: CART_MSG.chooseLanguage }))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.ItemType === 'diploma' && !v.DiplomaLang)
        ctx.addIssue({ code: 'custom', path: ['DiplomaLang'], message: CART_MSG.chooseLanguage });
    }),
  );

export const RemoveFromCartInputSchema = z.object({ ItemID: ItemIdSchema, ItemType: ItemTypeSchema });

/** Adds (add true) or removes the exam of a program item (ItemID = the program's PriceOptionID). */
export const ExamInputSchema = z.object({ PriceOptionID: ItemIdSchema, add: z.boolean({ message: CART_MSG.invalid }) });

export const DiplomaLangInputSchema = z.object({
  CITID: ItemIdSchema,
  DiplomaLang: z.enum(['en', 'ar'], { message: CART_MSG.chooseLanguage }),
});

export const PromoInputSchema = z.object({
  promoCode: z.string({ message: CART_MSG.invalidPromo }).check(
    z.trim(),
    z.minLength(1, CART_MSG.invalidPromo),
    z.maxLength(40, CART_MSG.invalidPromo),
    z.refine((code) => !hasUnsafeCharacters(code), CART_MSG.invalidPromo),
  ),
});

/**
 * TRN: optional; a UAE Tax Registration Number is exactly 15 digits (spaces and dashes typed between the digits
 * are dropped), because it is printed on the tax invoice. Sent as '-' when empty.
 */
export const TrnSchema = z
  .pipe(
    z.string().check(z.maxLength(30, CART_MSG.invalidTrn)),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  )
  .check(z.refine((v) => v === '' || TRN_PATTERN.test(v), CART_MSG.invalidTrn));

export const SubmitOrderInputSchema = z.object({
  terms: z.literal(true, { message: CART_MSG.acceptTerms }),
  paymentMethod: z._default(z.enum(PAYMENT_METHODS, { message: CART_MSG.invalid }), 'online'),
  trn: z._default(z.optional(TrnSchema), ''),
  addressId: z.optional(z.nullable(ItemIdSchema)),
  lang: z._default(z.optional(z.enum(['en', 'ar'])), 'en'),
});

/** The TRN as the contract wants it: '-' when empty (docs/product/validation.md#cart). */
export function trnOrDash(trn: string | undefined | null): string {
  const value = (trn ?? '').trim();
  return value === '' ? '-' : value;
}
