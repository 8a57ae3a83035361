import { z } from 'zod';
import { ItemTypeSchema, PaymentStatusIdSchema } from '../constants/schemas';
import { HtmlSchema, IdSchema, IsoDateSchema, MoneySchema } from '../primitives';
import { BillingAddressSchema } from './billing';

const CompanyBuyerSchema = z.object({
  CompanyID: IdSchema,
  LegalName_en: z.string(),
  LegalName_ar: z.string(),
  TRN: z.string(),
  TradeLicenseNumber: z.string(),
  TradeLicenseAuthority: z.string(),
  Address: BillingAddressSchema,
  PONumber: z.string().nullable(),
  /** Bank transfer on net terms: the invoice is due on this date; null when paid or payable now. */
  DueDate: IsoDateSchema.nullable(),
  /** Bank transfer: the institute's account (from its settings); null otherwise. */
  PayTo: z
    .object({ BankName_en: z.string(), BankName_ar: z.string(), AccountName: z.string(), IBAN: z.string() })
    .nullable(),
});
export type CompanyBuyer = z.infer<typeof CompanyBuyerSchema>;

/** Order (invoice) of a customer (docs/product/entities.md#order). Amounts are numbers (AED). */
export const OrderSchema = z.object({
  OrderID: IdSchema,
  /** Chosen addition: the public order id (`oid` of Cart/get-order and print pages, OrderUniqueID of submit-order). */
  OrderUniqueID: z.string(),
  OrderDate: IsoDateSchema,
  OrderTotal: MoneySchema,
  /** 1 unpaid (assumption), 2 paid, 3 cancelled (assumption), 4 credit/refund. */
  PaymentStatusID: PaymentStatusIdSchema,
  PaymentStatusTitle_en: z.string(),
  PaymentStatusTitle_ar: z.string(),
  /** Pay link (unpaid orders), else null. */
  PaymentLink: z.string().nullable(),
  /** Links to the printable documents (null when not applicable). */
  Invoice: z.string().nullable(),
  Receipt: z.string().nullable(),
  CreditNote: z.string().nullable(),
  FirstName: z.string(),
  LastName: z.string(),
  CompanyName: z.string().nullable(),
  /** Customer TRN; '-' when empty. */
  TRN: z.string().nullable(),
  SubTotal: MoneySchema,
  Discount: MoneySchema,
  TotalAfterDiscount: MoneySchema,
  VAT: MoneySchema,
  PaymentReceivedDate: IsoDateSchema.nullable(),
  PaymentReceiveType: z.string().nullable(),
  RefundDate: IsoDateSchema.nullable(),
  // ---- Contract extensions (optional: an API without them still parses; the web then shows none of them).
  /** The recipient's billing address as it was when the order was submitted (printed on its tax invoice). */
  BillingAddress: BillingAddressSchema.nullable().optional(),
  /** The recipient's trade licence number as it was when the order was submitted. */
  TradeLicenseNumber: z.string().nullable().optional(),
  /**
   * Order-level charges, excluding VAT (spec: "pay later fee" and "shipping" labels). SubTotal, Discount and
   * TotalAfterDiscount cover the items only; VAT and OrderTotal include these charges and their 5 % VAT.
   */
  PayLaterFee: MoneySchema.nullable().optional(),
  ShippingFee: MoneySchema.nullable().optional(),
  /** Links to the e-invoice XML (PINT AE, UBL 2.1) of the invoice and of the credit note; null when not applicable. */
  EInvoice: z.string().nullable().optional(),
  ECreditNote: z.string().nullable().optional(),
  /**
   * A company order (docs/company.md#buying-seats): the company the tax invoice is made out to, as it stood when the
   * order was placed, the buyer's PO number, and for a bank transfer on net terms its due date and where to pay.
   */
  CompanyBuyer: CompanyBuyerSchema.nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * Order line (Cart/get-order items), docs/product/entities.md#order. Program fields are null for other types.
 * Chosen: the spec's unsuffixed CourseLanguages/CourseType/CourseLocation/CourseTiming travel as _en/_ar pairs; ItemName too.
 */
export const OrderLineSchema = z.object({
  ItemName_en: z.string(),
  ItemName_ar: z.string(),
  ItemType: ItemTypeSchema,
  /** Line price before VAT. */
  Price: MoneySchema,
  /** VAT amount of the line. */
  TAX: MoneySchema,
  CourseLanguages_en: z.string().nullable(),
  CourseLanguages_ar: z.string().nullable(),
  CourseType_en: z.string().nullable(),
  CourseType_ar: z.string().nullable(),
  CourseLocation_en: z.string().nullable(),
  CourseLocation_ar: z.string().nullable(),
  StartDate_DESC: IsoDateSchema.nullable(),
  EndDate_DESC: IsoDateSchema.nullable(),
  CourseTiming_en: HtmlSchema.nullable(),
  CourseTiming_ar: HtmlSchema.nullable(),
  /** Contract extension: the line's share of the order's discount (else the web spreads Order.Discount itself). */
  Discount: MoneySchema.optional(),
  /** Contract extension: seats of a team line (a company order); 1 for every other line. Price is per seat. */
  Quantity: z.number().int().min(1).optional(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** Cart/get-order data. */
export const OrderWithLinesSchema = z.object({
  order: OrderSchema,
  items: z.array(OrderLineSchema),
});
export type OrderWithLines = z.infer<typeof OrderWithLinesSchema>;
