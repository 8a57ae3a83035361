// PINT AE (the UAE's Peppol profile of OASIS UBL 2.1) Invoice and CreditNote documents of an order, built from the
// order's own figures in fils: the same lines (net after the voucher share, VAT per line) and totals as its tax
// invoice. Element order follows the UBL 2.1 schema; every shape is checked against that schema and both PINT AE rule
// files, version 2026.5, in tests/integration/e-invoice-rules.test.ts.
import { createHash } from 'node:crypto';
import { create } from 'xmlbuilder2';
import { documentNumber } from '@shared/commerce/document-number';
import type { BillingAddress } from '@shared/contract/entities/billing';
import { filsToDecimalString } from '@shared/money/fils';

const PINT_AE = {
  customizationId: 'urn:peppol:pint:billing-1@ae-1',
  profileId: 'urn:peppol:bis:billing',
  /** Business process type: a standard tax invoice (no special transaction flags). */
  profileExecutionId: '00000000',
  /** Electronic address scheme of the UAE (the TRN as participant identifier). */
  endpointScheme: '0235',
  /** PINT AE: the buyer is not subject to UAE e-invoicing (an individual): the document is reported to the FTA only. */
  buyerNotInScope: '9900000098',
} as const;

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** Emirates as the PINT AE code list names them (country subentity). */
const EMIRATE_CODES: Record<string, string> = {
  'abu dhabi': 'AUH',
  dubai: 'DXB',
  sharjah: 'SHJ',
  ajman: 'AJM',
  'umm al quwain': 'UAQ',
  'ras al khaimah': 'RAK',
  fujairah: 'FUJ',
};
const emirateCode = (name: string | null | undefined) => (name ? EMIRATE_CODES[name.trim().toLowerCase()] : undefined);

/** A legal registration (IBT-030 / IBT-047): a trade licence and the authority that issued it. */
type ELegalRegistration = { tradeLicence: string; authority: string };

export type EParty = {
  name: string;
  trn: string | null;
  /** Trade licence with its issuing authority; null when not known (never half of it: PINT AE needs both). */
  legal: ELegalRegistration | null;
  /** Buyer identifier (IBT-046): the institute's own customer number of the buyer. */
  customerId?: string;
  /** Street, city and emirate (or region) are required of both parties (ibr-143-ae, ibr-144-ae). */
  address: BillingAddress;
};

type ELine = {
  nameEn: string;
  nameAr: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  net: number;
  vatRatePercent: number;
  vat: number;
};

/**
 * How the invoice is paid (IBT-081, UNCL 4461): by card on the institute's payment page (48 bank card), by credit
 * transfer to the institute's account (30, with its IBAN: ibr-192-ae), or nothing to pay (1, instrument not defined).
 */
export type EPayment = { code: '48' } | { code: '30'; iban: string; accountName: string | null } | { code: '1' };

export type EDocument = {
  type: 'invoice' | 'credit-note';
  orderNumber: number;
  orderUniqueId: string;
  /** YYYY-MM-DD in Dubai */
  issueDate: string;
  /** the invoice's issue date (credit notes refer to it) */
  invoiceDate: string;
  seller: EParty;
  buyer: EParty;
  payment: EPayment;
  lines: ELine[];
  /** The buyer's purchase order number (IBT-013, and their reference IBT-010); else the order number stands in. */
  purchaseOrder?: string | null;
  /** YYYY-MM-DD: when an invoice on terms is due (IBT-009); else the issue date (paid or payable now). */
  dueDate?: string | null;
};

/**
 * Credit note reason (BTAE-03), from the code list of PINT AE (Federal Decree-Law No. 8 of 2017 on VAT, art. 61(1)):
 * a credit note of this shop is issued when an order is refunded, i.e. the supply is cancelled (61(1)(a)).
 */
const CREDIT_NOTE_REASON = { code: 'DL8.61.1.A', text: 'Supply cancelled: order refunded' } as const;

const PAYMENT_NAMES: Record<EPayment['code'], string> = {
  '48': 'Bank card',
  '30': 'Credit transfer',
  '1': 'Instrument not defined',
};

const money = (fils: number) => ({ '@currencyID': 'AED', '#': filsToDecimalString(fils) });

/** A UUID of the document: the order's own for its invoice; a stable name-based one (v5 style) for its credit note. */
function documentUuid(type: EDocument['type'], orderUniqueId: string): string {
  if (type === 'invoice') return orderUniqueId;
  const h = createHash('sha1').update(`${orderUniqueId}:credit-note`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

function address(a: BillingAddress) {
  const subentity = a.CountryCode === 'AE' ? (emirateCode(a.Emirate) ?? a.Emirate) : a.Emirate;
  return {
    ...(a.POBox ? { 'cbc:Postbox': a.POBox } : {}),
    'cbc:StreetName': a.Line1,
    ...(a.Line2 ? { 'cbc:AdditionalStreetName': a.Line2 } : {}),
    'cbc:CityName': a.City,
    ...(subentity ? { 'cbc:CountrySubentity': subentity } : {}),
    'cac:Country': { 'cbc:IdentificationCode': a.CountryCode },
  };
}

/**
 * The electronic address (IBT-034 / IBT-049, scheme 0235) of a VAT-registered party is its TIN, the first 10 digits
 * of its 15-digit TRN (as in PINT AE's samples); a buyer without a TRN is not subject to UAE e-invoicing.
 */
const endpointOf = (trn: string | null) => (trn ? trn.slice(0, 10) : PINT_AE.buyerNotInScope);

function party(p: EParty) {
  return {
    'cac:Party': {
      'cbc:EndpointID': { '@schemeID': PINT_AE.endpointScheme, '#': endpointOf(p.trn) },
      ...(p.customerId ? { 'cac:PartyIdentification': { 'cbc:ID': p.customerId } } : {}),
      'cac:PartyName': { 'cbc:Name': p.name },
      'cac:PostalAddress': address(p.address),
      ...(p.trn ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': p.trn, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': p.name,
        // BTAE-15 / BTAE-16: the type of registration (TL: commercial or trade licence) and its issuing authority.
        ...(p.legal
          ? {
              'cbc:CompanyID': {
                '@schemeAgencyID': 'TL',
                '@schemeAgencyName': p.legal.authority,
                '#': p.legal.tradeLicence,
              },
            }
          : {}),
      },
    },
  };
}

/**
 * The percentage (IBT-138) of an allowance of `amount` fils on `base` fils, with as few decimals as give back the
 * amount exactly when rounded to the fils (ibr-131-ae: amount = base * percentage / 100).
 */
function allowancePercent(amount: number, base: number): string {
  for (let digits = 2; digits < 12; digits++) {
    const p = ((amount * 100) / base).toFixed(digits);
    if (Math.round((base * Number(p)) / 100) === amount) return p;
  }
  return ((amount * 100) / base).toFixed(12);
}

const category = (rate: number) => ({
  'cbc:ID': rate === 0 ? 'Z' : 'S',
  'cbc:Percent': rate.toFixed(2),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

function paymentMeans(p: EPayment) {
  return {
    'cbc:PaymentMeansCode': { '@name': PAYMENT_NAMES[p.code], '#': p.code },
    ...(p.code === '30'
      ? {
          'cac:PayeeFinancialAccount': {
            'cbc:ID': p.iban,
            ...(p.accountName ? { 'cbc:Name': p.accountName } : {}),
          },
        }
      : {}),
  };
}

/** Totals of the document: the sums of its lines (each rounded per line, as the tax invoice prints them). */
function documentTotals(lines: readonly ELine[]) {
  const net = lines.reduce((s, l) => s + l.net, 0);
  const vat = lines.reduce((s, l) => s + l.vat, 0);
  return { net, vat, total: net + vat };
}

export function buildPintAe(doc: EDocument): { fileName: string; xml: string } {
  const credit = doc.type === 'credit-note';
  const number = documentNumber(credit ? 'CN' : 'INV', doc.orderNumber);
  const totals = documentTotals(doc.lines);
  const rates = [...new Set(doc.lines.map((l) => l.vatRatePercent))];
  const line = (l: ELine, i: number) => ({
    'cbc:ID': String(i + 1),
    [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: { '@unitCode': 'C62', '#': String(l.quantity) },
    'cbc:LineExtensionAmount': money(l.net),
    // UBL 2.1 puts a credit note line's TaxTotal before its AllowanceCharge, an invoice line's after it.
    ...(credit ? { 'cac:TaxTotal': { 'cbc:TaxAmount': money(l.vat) } } : {}),
    ...(l.discount
      ? {
          'cac:AllowanceCharge': {
            'cbc:ChargeIndicator': 'false',
            'cbc:AllowanceChargeReasonCode': '95',
            'cbc:AllowanceChargeReason': 'Discount',
            // The voucher's share of the line: its base (IBT-137) and percentage (IBT-138) go together.
            'cbc:MultiplierFactorNumeric': allowancePercent(l.discount, l.unitPrice * l.quantity),
            'cbc:Amount': money(l.discount),
            'cbc:BaseAmount': money(l.unitPrice * l.quantity),
          },
        }
      : {}),
    ...(credit ? {} : { 'cac:TaxTotal': { 'cbc:TaxAmount': money(l.vat) } }),
    'cac:Item': {
      'cbc:Description': l.nameAr,
      'cbc:Name': l.nameEn,
      'cac:ClassifiedTaxCategory': category(l.vatRatePercent),
    },
    // Net price (IBT-146) per base quantity (IBT-149) of one, and the gross price (IBT-148): the same, as the shop
    // gives no price discount (the voucher is the line's allowance above).
    'cac:Price': {
      'cbc:PriceAmount': money(l.unitPrice),
      'cbc:BaseQuantity': { '@unitCode': 'C62', '#': '1' },
      'cac:AllowanceCharge': {
        'cbc:ChargeIndicator': 'false',
        'cbc:Amount': money(0),
        'cbc:BaseAmount': money(l.unitPrice),
      },
    },
    // PINT AE: the line amount payable in AED, VAT included (BTAE-10), and the line VAT in AED (BTAE-08).
    'cac:ItemPriceExtension': {
      'cbc:Amount': money(l.net + l.vat),
      'cac:TaxTotal': { 'cbc:TaxAmount': money(l.vat) },
    },
  });
  const body = {
    'cbc:UBLVersionID': '2.1',
    'cbc:CustomizationID': PINT_AE.customizationId,
    'cbc:ProfileID': PINT_AE.profileId,
    'cbc:ProfileExecutionID': PINT_AE.profileExecutionId,
    'cbc:ID': number,
    'cbc:UUID': documentUuid(doc.type, doc.orderUniqueId),
    'cbc:IssueDate': doc.issueDate,
    ...(credit
      ? { 'cbc:CreditNoteTypeCode': '381' }
      : { 'cbc:DueDate': doc.dueDate ?? doc.issueDate, 'cbc:InvoiceTypeCode': '380' }),
    'cbc:DocumentCurrencyCode': 'AED',
    'cbc:BuyerReference': doc.purchaseOrder ?? String(doc.orderNumber),
    ...(credit
      ? {
          'cac:DiscrepancyResponse': {
            'cbc:ResponseCode': CREDIT_NOTE_REASON.code,
            'cbc:Description': CREDIT_NOTE_REASON.text,
          },
        }
      : {}),
    'cac:OrderReference': { 'cbc:ID': doc.purchaseOrder ?? String(doc.orderNumber) },
    ...(credit
      ? {
          'cac:BillingReference': {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': documentNumber('INV', doc.orderNumber),
              'cbc:UUID': doc.orderUniqueId,
              'cbc:IssueDate': doc.invoiceDate,
            },
          },
        }
      : {}),
    'cac:AccountingSupplierParty': party(doc.seller),
    'cac:AccountingCustomerParty': party(doc.buyer),
    // A credit note pays nothing (ibr-191-ae asks the means of an invoice only).
    ...(credit ? {} : { 'cac:PaymentMeans': paymentMeans(doc.payment) }),
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(totals.vat),
      'cac:TaxSubtotal': rates.map((rate) => {
        const of = doc.lines.filter((l) => l.vatRatePercent === rate);
        return {
          'cbc:TaxableAmount': money(of.reduce((s, l) => s + l.net, 0)),
          'cbc:TaxAmount': money(of.reduce((s, l) => s + l.vat, 0)),
          'cac:TaxCategory': category(rate),
        };
      }),
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(totals.net),
      'cbc:TaxExclusiveAmount': money(totals.net),
      'cbc:TaxInclusiveAmount': money(totals.total),
      'cbc:PayableAmount': money(totals.total),
    },
    [credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']: doc.lines.map(line),
  };
  const root = credit ? 'CreditNote' : 'Invoice';
  const xml = create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      [root]: {
        '@xmlns': credit ? NS.creditNote : NS.invoice,
        '@xmlns:cac': NS.cac,
        '@xmlns:cbc': NS.cbc,
        ...body,
      },
    },
  ).end({ prettyPrint: true });
  return { fileName: `${number}.xml`, xml };
}
