/** Inputs and derived facts shared by the three order documents. */
import { CHEQUE_RETURN_CHARGE } from '@/lib/contract/constants/limits';
import { addressLines } from '@/lib/commerce/billing-address';
import { formatRequiredDate } from '@/lib/dates/format';
import { resolveInstitute, type InstituteInfo, type InstituteSettings } from '../../institute';
import { orderTerms, type LabelKey } from '../../labels';
import {
  customerName,
  customerTrn,
  documentNumber,
  printedLines,
  printedTotals,
  type PrintedLine,
  type PrintedTotals,
} from '../../order-amounts';
import type { DocLang, PdfOrder, PdfOrderLine } from '../../types';
import type { TotalRow } from './totals';

export type OrderDocumentInput = {
  lang: DocLang;
  order: PdfOrder;
  items: PdfOrderLine[];
  /** institute identity (settings); defaults in lib/pdf/institute.ts */
  institute?: InstituteSettings;
  /** optional customer details not carried by the order (the order's own BillingAddress comes first) */
  customer?: { address?: string | null; email?: string | null };
  /** override the numbers derived from OrderID */
  numbers?: { invoice?: string; receipt?: string; creditNote?: string };
};

export type OrderFacts = {
  lang: DocLang;
  institute: InstituteInfo;
  lines: PrintedLine[];
  totals: PrintedTotals;
  invoiceNumber: string;
  party: Party;
  date: (iso: string) => string;
  terms: ReturnType<typeof orderTerms>;
};

/** The recipient as printed (FTA: name, address and TRN when registered; the trade licence for a business). */
export type Party = {
  name: string;
  company?: string;
  trn?: string;
  tradeLicence?: string;
  /** Its issuing authority, on a line of its own (a name in another script would break the licence's line). */
  tradeLicenceAuthority?: string;
  address: string[];
  email?: string;
};

/** A company order's buyer: the company's legal name in both languages, its TRN, licence and address. */
function companyParty(b: NonNullable<PdfOrder['CompanyBuyer']>, lang: DocLang): Party {
  return {
    company: lang === 'ar' ? b.LegalName_ar : b.LegalName_en,
    name: lang === 'ar' ? b.LegalName_en : b.LegalName_ar,
    trn: b.TRN,
    tradeLicence: b.TradeLicenseNumber,
    tradeLicenceAuthority: b.TradeLicenseAuthority,
    address: addressLines(b.Address, lang),
  };
}

export function orderFacts(input: OrderDocumentInput): OrderFacts {
  const lines = printedLines(input.order, input.items);
  const buyer = input.order.CompanyBuyer;
  const name = customerName(input.order);
  const company = input.order.CompanyName?.trim() || undefined;
  const loose = input.customer?.address?.trim();
  return {
    lang: input.lang,
    institute: resolveInstitute(input.institute),
    lines,
    totals: printedTotals(input.order, lines),
    invoiceNumber: input.numbers?.invoice ?? documentNumber('INV', input.order.OrderID),
    party: buyer
      ? companyParty(buyer, input.lang)
      : {
          name: name || company || '-',
          company: company && company !== name ? company : undefined,
          trn: customerTrn(input.order),
          tradeLicence: input.order.TradeLicenseNumber?.trim() || undefined,
          address: input.order.BillingAddress
            ? addressLines(input.order.BillingAddress, input.lang)
            : loose
              ? [loose]
              : [],
          email: input.customer?.email?.trim() || undefined,
        },
    date: (iso: string) => formatRequiredDate(iso, 'long', input.lang),
    terms: orderTerms(CHEQUE_RETURN_CHARGE),
  };
}

/**
 * Sub total, discount (when any), total after discount, VAT, total (the order of the cart summary,
 * docs/product/screens.md#cart).
 */
export function totalRows(t: PrintedTotals, totalKey: LabelKey = 'total'): TotalRow[] {
  const rows: TotalRow[] = [{ k: 'subTotal', value: t.subTotal }];
  if (t.discount !== 0) {
    rows.push({ k: 'discount', value: t.discount, negative: true });
    rows.push({ k: 'totalAfterDiscount', value: t.totalAfterDiscount });
  }
  rows.push({ k: 'vat5', value: t.vat });
  rows.push({ k: totalKey, value: t.total, strong: true });
  return rows;
}
