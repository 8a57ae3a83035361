/**
 * Inputs of the printable documents. Field names are those of spec section 3 and of `@/lib/contract`
 * (Order, OrderLine, CourseCertificate, DiplomaCertificate, InitiativeCertificate): the contract's types are
 * assignable to these (checked at the end of this file), so route handlers pass upstream payloads straight
 * in. Only the fields read here are listed; amounts also accept decimal text, and the spec's unsuffixed
 * names (CourseType, InitTitle …) are accepted beside the contract's _en/_ar pairs.
 */
import type { CourseCertificate, DiplomaCertificate, InitiativeCertificate, Order, OrderLine } from '@/lib/contract';

export type DocLang = 'en' | 'ar';

/** AED as a number (2 decimals) or decimal text, as upstream sends it. */
type AedAmount = number | string;

/** docs/product/states.md#payment-status: 2 = paid (receipt), 4 = credit or refund (credit note). */
export const PAYMENT_STATUS_PAID = 2;
export const PAYMENT_STATUS_CREDIT = 4;

export type PdfOrder = {
  OrderID: number | string;
  /** ISO date */
  OrderDate: string;
  OrderTotal: AedAmount;
  PaymentStatusID: number;
  PaymentStatusTitle_en?: string | null;
  PaymentStatusTitle_ar?: string | null;
  FirstName?: string | null;
  LastName?: string | null;
  CompanyName?: string | null;
  /** customer TRN; '-' or empty when not given */
  TRN?: string | null;
  SubTotal: AedAmount;
  Discount?: AedAmount | null;
  TotalAfterDiscount?: AedAmount | null;
  VAT: AedAmount;
  PaymentReceivedDate?: string | null;
  PaymentReceiveType?: string | null;
  RefundDate?: string | null;
  // contract extensions (lib/contract Order): the recipient's details as issued, and order-level charges
  BillingAddress?: PdfBillingAddress | null;
  TradeLicenseNumber?: string | null;
  /** excluding VAT; VAT and OrderTotal include them */
  PayLaterFee?: AedAmount | null;
  ShippingFee?: AedAmount | null;
  /** A company order (lib/contract Order.CompanyBuyer): the company is the buyer the invoice names. */
  CompanyBuyer?: PdfCompanyBuyer | null;
};

type PdfCompanyBuyer = {
  LegalName_en: string;
  LegalName_ar: string;
  TRN: string;
  TradeLicenseNumber: string;
  TradeLicenseAuthority: string;
  Address: PdfBillingAddress;
  PONumber: string | null;
  /** ISO: a bank transfer on net terms is due then */
  DueDate: string | null;
  PayTo: { BankName_en: string; BankName_ar: string; AccountName: string; IBAN: string } | null;
};

/** A structured billing address (lib/contract BillingAddress). */
type PdfBillingAddress = {
  Line1: string;
  Line2?: string | null;
  City: string;
  Emirate?: string | null;
  POBox?: string | null;
  /** ISO 3166-1 alpha-2 */
  CountryCode: string;
};

export type PdfOrderLine = {
  ItemName_en: string;
  ItemName_ar?: string | null;
  /** program, diploma, book, membership, exam */
  ItemType?: string | number | null;
  /** unit price before VAT, AED */
  Price: AedAmount;
  /** VAT of the line, AED */
  TAX: AedAmount;
  /** not in the spec's order line; 1 when absent */
  Quantity?: number | null;
  /** contract extension: the line's share of the order discount (else spread from Order.Discount) */
  Discount?: AedAmount | null;
  StartDate_DESC?: string | null;
  EndDate_DESC?: string | null;
  // program details: the contract's _en/_ar pairs, or the spec's unsuffixed names
  CourseLanguages_en?: string | null;
  CourseLanguages_ar?: string | null;
  CourseLanguages?: string | null;
  CourseType_en?: string | null;
  CourseType_ar?: string | null;
  CourseType?: string | null;
  CourseLocation_en?: string | null;
  CourseLocation_ar?: string | null;
  CourseLocation?: string | null;
  /** may be HTML (contract: HtmlSchema); tags are dropped when printed */
  CourseTiming_en?: string | null;
  CourseTiming_ar?: string | null;
  CourseTiming?: string | null;
};

/** An image already resolved by the caller (file host): a data URL, an absolute path or a buffer. */
type PdfImageSource = string | { data: Buffer; format: 'png' | 'jpg' };

export type PdfLogo = { src: PdfImageSource; name?: string | null };

export type PdfCourseCertificate = {
  NameOnCertificate: string;
  ProductTitle_en: string;
  /** printed on the Arabic certificate when given */
  ProductTitle_ar?: string | null;
  /** ISO date */
  GivenDate_DESC: string;
  CertificateNumber: string | number;
};

export type PdfDiplomaCertificate = {
  NameOnCertificate_en: string;
  NameOnCertificate_ar?: string | null;
  DiplomaTitle_en: string;
  DiplomaTitle_ar?: string | null;
  /** ISO date */
  GivenDate: string;
  CERT_NUMBER: string | number;
};

export type PdfInitiativeCertificate = {
  StudentName: string;
  /** contract: InitTitle_en / InitTitle_ar; spec: InitTitle */
  InitTitle_en?: string | null;
  InitTitle_ar?: string | null;
  InitTitle?: string | null;
  /** ISO dates */
  StartDate: string;
  EndDate: string;
  /** computed again from the dates; kept for parity with the payload */
  IsSameMonth?: boolean | number | null;
  InitID: number | string;
  ID: number | string;
};

/** The text of a bilingual field for `lang`, falling back to the other language, then to `fallback`. */
export function pickText(
  en: string | null | undefined,
  ar: string | null | undefined,
  lang: DocLang,
  fallback?: string | null,
): string {
  const first = lang === 'ar' ? ar : en;
  const second = lang === 'ar' ? en : ar;
  return (first && first.trim()) || (second && second.trim()) || (fallback ?? '').trim();
}

// The contract's entities must stay usable as document inputs (compile-time checks only).
type Assignable<T, U extends T> = U;
/** @public Exported so that tsc (noUnusedLocals) keeps the checks: nothing imports it. */
export type ContractChecks = [
  Assignable<PdfOrder, Order>,
  Assignable<PdfOrderLine, OrderLine>,
  Assignable<PdfCourseCertificate, CourseCertificate>,
  Assignable<PdfDiplomaCertificate, DiplomaCertificate>,
  Assignable<PdfInitiativeCertificate, InitiativeCertificate>,
];
