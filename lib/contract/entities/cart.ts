import { z } from 'zod';
import { ItemTypeSchema } from '../constants/schemas';
import { HtmlSchema, IdSchema, IsoDateSchema, LangSchema, LinkSchema, MoneySchema } from '../primitives';

/** Cart summary (also order totals). CNT = number of items. */
const CartSummarySchema = z.object({
  SubTotal: MoneySchema,
  Discount: MoneySchema,
  TotalAfterDiscount: MoneySchema,
  VAT: MoneySchema,
  Total: MoneySchema,
  CNT: z.number().int(),
  /**
   * Contract extension field: the voucher code applied to the cart (null: none). Absent on an API without it: the
   * cart then shows the discount line only.
   */
  PromoCode: z
    .string()
    .nullable()
    .optional()
    .meta({ description: 'Extension: the voucher code applied to the cart, null when none.' }),
});
export type CartSummary = z.infer<typeof CartSummarySchema>;

/** Cart item; its details are in the list of its type, matched by CITID. */
const CartItemSchema = z.object({
  /** PriceOptionID (program, exam), DiplomaID, or MemID. */
  ItemID: IdSchema,
  ItemType: ItemTypeSchema,
  /** Cart item id. */
  CITID: IdSchema,
  /** Diploma items only: 'en' | 'ar', null until chosen. */
  DiplomaLang: LangSchema.nullable(),
});

const CartProgramDetailsSchema = z.object({
  CITID: IdSchema,
  ProductId: IdSchema,
  Link: LinkSchema,
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
  CourseType_en: z.string(),
  CourseType_ar: z.string(),
  StartDate_DESC: IsoDateSchema,
  EndDate_DESC: IsoDateSchema,
  CourseLanguages_en: z.string(),
  CourseLanguages_ar: z.string(),
  HasExam: z.boolean(),
  ExamPrice: MoneySchema,
  /** CITID of the exam item when the exam is already in the cart, else null. */
  EX_CITID: IdSchema.nullable(),
  PriceOptionID: IdSchema,
  SchedulePrice: MoneySchema,
});
export type CartProgramDetails = z.infer<typeof CartProgramDetailsSchema>;

const CartDiplomaDetailsSchema = z.object({
  CITID: IdSchema,
  DiplomaID: IdSchema,
  Link: LinkSchema,
  DiplomaTitle_en: z.string(),
  DiplomaTitle_ar: z.string(),
  CreditHours: z.number(),
  COURSES_COUNT: z.number().int(),
  Price: MoneySchema,
});
export type CartDiplomaDetails = z.infer<typeof CartDiplomaDetailsSchema>;

/** Book and membership details (spec: MemTitle, MemDesc, Price; bilingual). */
const CartMembershipDetailsSchema = z.object({
  CITID: IdSchema,
  MemTitle_en: z.string(),
  MemTitle_ar: z.string(),
  MemDesc_en: HtmlSchema.nullable(),
  MemDesc_ar: HtmlSchema.nullable(),
  Price: MoneySchema,
});
export type CartMembershipDetails = z.infer<typeof CartMembershipDetailsSchema>;
const CartBookDetailsSchema = CartMembershipDetailsSchema;

/** Cart/get-cart data. */
export const CartResponseSchema = z.object({
  summary: CartSummarySchema,
  cart: z.object({
    items: z.array(CartItemSchema),
    programs: z.array(CartProgramDetailsSchema),
    diplomas: z.array(CartDiplomaDetailsSchema),
    memberships: z.array(CartMembershipDetailsSchema),
    books: z.array(CartBookDetailsSchema),
  }),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;
