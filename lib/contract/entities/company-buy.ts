import { z } from 'zod';
import { IdSchema, IsoDateSchema, LangSchema, MoneySchema, PositiveIdSchema, textSchema } from '../primitives';
import { TrnSchema } from './billing';

import { PO_NUMBER_MAX, TEAM_ITEM_TYPES, TEAM_MAX_QUANTITY, TEAM_PAYMENT_METHODS } from '../constants/company-buy';

/**
 * Adds a team line, or sets the quantity of the one already in the cart (the cart's stepper calls it too). ItemID as
 * in Cart/add-to-cart; an exam (ItemID = PriceOptionID) goes with its program's team line and takes its quantity.
 */
export const AddTeamLineInputSchema = z.object({
  CompanyID: PositiveIdSchema,
  ItemType: z.enum(TEAM_ITEM_TYPES),
  ItemID: PositiveIdSchema,
  Quantity: z.number().int().min(1).max(TEAM_MAX_QUANTITY),
  DiplomaLang: LangSchema.nullable().optional(),
});
export type AddTeamLineInput = z.infer<typeof AddTeamLineInputSchema>;

/**
 * ok: the line holds Quantity seats. not_admin: the caller is no admin of the company. mixed_cart: the cart holds
 * personal lines (check out or remove them first). not_addable: unknown, unpublished, started, registration closed,
 * or an exam without its program's team line. seats_left: a program has fewer seats left than asked (SeatsLeft).
 */
export const AddTeamLineResultSchema = z.object({
  Status: z.enum(['ok', 'not_admin', 'mixed_cart', 'not_addable', 'seats_left']),
  SeatsLeft: z.number().int().nullable(),
});
export type AddTeamLineResult = z.infer<typeof AddTeamLineResultSchema>;

const TeamLineSchema = z.object({
  CITID: IdSchema,
  ItemType: z.enum(TEAM_ITEM_TYPES),
  ItemID: IdSchema,
  Name_en: z.string(),
  Name_ar: z.string(),
  Quantity: z.number().int(),
  /** Price per seat before discounts and VAT. */
  UnitPrice: MoneySchema,
  /** Volume tier reached by this line (percent; 0 below the first tier) and what it takes off the line. */
  TierPercent: z.number(),
  TierDiscount: MoneySchema,
  /** The line's whole discount (tier and its share of the voucher), its VAT and its total. */
  Discount: MoneySchema,
  VAT: MoneySchema,
  Total: MoneySchema,
  /** Program lines: the seats the program has left (the most a line may hold); null for other lines. */
  SeatsLeft: z.number().int().nullable(),
});

/** The buyer of a team cart and the terms it may use; null when the cart holds no team line. */
export const TeamCartSchema = z
  .object({
    CompanyID: IdSchema,
    LegalName_en: z.string(),
    LegalName_ar: z.string(),
    TRN: TrnSchema,
    /** A verified company may pay by bank transfer on net terms (NetDays after the invoice), with a PO number. */
    IsVerified: z.boolean(),
    NetDays: z.number().int(),
    /** Volume tiers in force: from `From` seats of one line, `Percent` off it. */
    Tiers: z.array(z.object({ From: z.number().int(), Percent: z.number() })),
    Lines: z.array(TeamLineSchema),
  })
  .nullable();
export type TeamCart = z.infer<typeof TeamCartSchema>;

/** Places the order of a team cart. PONumber: the company's purchase order, required for a bank transfer. */
export const SubmitTeamOrderInputSchema = z.object({
  PaymentMethod: z.enum(TEAM_PAYMENT_METHODS),
  PONumber: textSchema(PO_NUMBER_MAX).optional(),
});
export type SubmitTeamOrderInput = z.infer<typeof SubmitTeamOrderInputSchema>;

/**
 * ok: the order was placed (OrderUniqueID, Total; DueDate for a bank transfer). not_admin, unverified (bank transfer
 * by an unverified company), po_required (bank transfer without a PO), fully_booked (a program has fewer seats left
 * than the line holds), promo_invalid (the voucher can no longer be used: it left the cart), cart_empty (no team
 * line in the cart). A refusal changes nothing.
 */
export const SubmitTeamOrderResultSchema = z.object({
  Status: z.enum(['ok', 'not_admin', 'unverified', 'po_required', 'fully_booked', 'promo_invalid', 'cart_empty']),
  OrderUniqueID: z.string().nullable(),
  Total: MoneySchema.nullable(),
  DueDate: IsoDateSchema.nullable(),
});
export type SubmitTeamOrderResult = z.infer<typeof SubmitTeamOrderResultSchema>;

/** Staff: a company's bank transfer arrived. paid: the order is now paid; not_payable: unknown, paid or cancelled. */
export const MarkTeamOrderPaidInputSchema = z.object({ OrderUniqueID: z.guid() });
export const MarkTeamOrderPaidResultSchema = z.object({ Status: z.enum(['paid', 'not_payable']) });
