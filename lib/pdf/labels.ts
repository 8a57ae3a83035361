/**
 * Every printed label in both languages. Documents show the main language first and the other one as a
 * smaller second label (tax invoices in the UAE are commonly bilingual), so both are needed at once; that is
 * why they live here and not in messages/*.json.
 */
import type { PaymentReceiveType } from '@/lib/commerce/payment-types';
import type { Bilingual } from './institute';

export const L = {
  taxInvoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  taxCreditNote: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  paymentReceipt: { en: 'Payment Receipt', ar: 'إيصال دفع' },
  trn: { en: 'TRN', ar: 'الرقم الضريبي' },
  billTo: { en: 'Bill to', ar: 'فاتورة إلى' },
  receivedFrom: { en: 'Received from', ar: 'استلمنا من' },
  creditTo: { en: 'Credit to', ar: 'لصالح' },
  customerTrn: { en: 'Customer TRN', ar: 'الرقم الضريبي للعميل' },
  tradeLicence: { en: 'Trade licence No.', ar: 'رقم الرخصة التجارية' },
  // a company order (docs/company.md#buying-seats)
  poNumber: { en: 'PO No.', ar: 'رقم أمر الشراء' },
  payByTransfer: { en: 'Pay by bank transfer', ar: 'الدفع بالتحويل المصرفي' },
  bankName: { en: 'Bank', ar: 'البنك' },
  accountName: { en: 'Account name', ar: 'اسم الحساب' },
  iban: { en: 'IBAN', ar: 'رقم الحساب المصرفي الدولي (IBAN)' },
  transferReference: { en: 'Reference', ar: 'المرجع' },
  // order-level charges ("pay later fee" and "shipping" labels: docs/product/constants.md#other), printed as lines of
  // their own
  shipping: { en: 'Shipping', ar: 'الشحن' },
  payLaterFee: { en: 'Pay later fee', ar: 'رسوم الدفع الآجل' },
  invoiceNo: { en: 'Invoice No.', ar: 'رقم الفاتورة' },
  receiptNo: { en: 'Receipt No.', ar: 'رقم الإيصال' },
  creditNoteNo: { en: 'Credit Note No.', ar: 'رقم الإشعار الدائن' },
  orderNo: { en: 'Order No.', ar: 'رقم الطلب' },
  issueDate: { en: 'Issue date', ar: 'تاريخ الإصدار' },
  supplyDate: { en: 'Date of supply', ar: 'تاريخ التوريد' },
  dueDate: { en: 'Due date', ar: 'تاريخ الاستحقاق' },
  paymentDate: { en: 'Payment date', ar: 'تاريخ الدفع' },
  paymentMethod: { en: 'Payment method', ar: 'طريقة الدفع' },
  currency: { en: 'Currency', ar: 'العملة' },
  status: { en: 'Status', ar: 'الحالة' },
  originalInvoice: { en: 'Original tax invoice', ar: 'الفاتورة الضريبية الأصلية' },
  originalInvoiceDate: { en: 'Original invoice date', ar: 'تاريخ الفاتورة الأصلية' },
  reason: { en: 'Reason', ar: 'السبب' },
  againstInvoice: { en: 'Against invoice', ar: 'مقابل الفاتورة' },
  no: { en: '#', ar: '#' },
  description: { en: 'Description', ar: 'الوصف' },
  qty: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  lineDiscount: { en: 'Discount', ar: 'الخصم' },
  lineNet: { en: 'Net (excl. VAT)', ar: 'الصافي (دون الضريبة)' },
  vatRate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vatAmount: { en: 'VAT (AED)', ar: 'الضريبة (د.إ)' },
  amount: { en: 'Amount (AED)', ar: 'المبلغ (د.إ)' },
  subTotal: { en: 'Subtotal (excl. VAT)', ar: 'المجموع الفرعي (دون الضريبة)' },
  discount: { en: 'Discount', ar: 'الخصم' },
  totalAfterDiscount: { en: 'Total after discount', ar: 'الإجمالي بعد الخصم' },
  // the number first: after Arabic letters a trailing "5%" would be split by the bidi algorithm in an LTR line
  vat5: { en: 'VAT 5%', ar: '5% ضريبة القيمة المضافة' },
  total: { en: 'Total (AED)', ar: 'الإجمالي (د.إ)' },
  amountPaid: { en: 'Amount received (AED)', ar: 'المبلغ المستلم (د.إ)' },
  totalCredited: { en: 'Total credited (AED)', ar: 'إجمالي المبلغ الدائن (د.إ)' },
  amountInWords: { en: 'Amount in words', ar: 'المبلغ بالحروف' },
  correctedAmounts: { en: 'Corrected amounts', ar: 'المبالغ المصححة' },
  originalAmount: { en: 'Original invoice', ar: 'الفاتورة الأصلية' },
  creditedAmount: { en: 'Credited', ar: 'المبلغ الدائن' },
  correctedAmount: { en: 'Corrected', ar: 'بعد التصحيح' },
  netOfVat: { en: 'Amount excl. VAT', ar: 'المبلغ دون الضريبة' },
  vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  totalInclVat: { en: 'Total incl. VAT', ar: 'الإجمالي شامل الضريبة' },
  terms: { en: 'Terms', ar: 'الشروط' },
  paid: { en: 'PAID', ar: 'مدفوع' },
  computerGenerated: {
    en: 'This is a computer-generated document and needs no signature.',
    ar: 'هذا مستند صادر إلكترونياً ولا يحتاج إلى توقيع.',
  },
  // certificates
  certificateOfCompletion: { en: 'Certificate of Completion', ar: 'شهادة إتمام' },
  certifiesThat: { en: 'This is to certify that', ar: 'يشهد المعهد بأن' },
  completedCourse: { en: 'has successfully completed the course', ar: 'قد أتمّ بنجاح الدورة التدريبية' },
  completedDiploma: { en: 'has successfully completed the academic program', ar: 'قد أتمّ بنجاح البرنامج الأكاديمي' },
  completedInitiative: { en: 'has successfully completed all requirements of', ar: 'قد أتمّ بنجاح جميع متطلبات' },
  givenDate: { en: 'Date', ar: 'التاريخ' },
  certificateNo: { en: 'Certificate No.', ar: 'رقم الشهادة' },
  initiativeNo: { en: 'Initiative certificate No.', ar: 'رقم شهادة المبادرة' },
  onDate: { en: 'on', ar: 'بتاريخ' },
  duringPeriod: { en: 'during the period', ar: 'خلال الفترة' },
  scanToVerify: { en: 'Scan to verify this certificate', ar: 'امسح الرمز للتحقق من الشهادة' },
  preview: { en: 'PREVIEW', ar: 'معاينة' },
} satisfies Record<string, Bilingual>;

export type LabelKey = keyof typeof L;

/** Order.PaymentReceiveType codes (lib/commerce/payment-types.ts) as printed on a receipt. */
export const PAYMENT_TYPE_LABELS: Record<PaymentReceiveType, Bilingual> = {
  Card: { en: 'Card payment', ar: 'دفع بالبطاقة' },
  Free: { en: 'No payment due', ar: 'لا يوجد مبلغ مستحق' },
  Bulk: { en: 'Paid at the institute', ar: 'مدفوع لدى المعهد' },
};

/** Terms printed on the order documents (due on receipt, cheque return charge: docs/product/constants.md#documents). */
/** A company's bank transfer on net terms replaces the first term (docs/company.md#buying-seats). */
export function netTerms(netDays: number): Bilingual {
  return {
    en: `Payment is due by bank transfer within ${netDays} days of the invoice date, quoting the PO number.`,
    ar: `يستحق الدفع بالتحويل المصرفي خلال ${netDays} يوماً من تاريخ الفاتورة، مع ذكر رقم أمر الشراء.`,
  };
}

export function orderTerms(chequeReturnChargeAed: number): Bilingual[] {
  return [
    {
      en: 'Payment is due on receipt: the due date is the invoice date.',
      ar: 'يستحق الدفع عند الاستلام: تاريخ الاستحقاق هو تاريخ الفاتورة.',
    },
    {
      en: `A charge of AED ${chequeReturnChargeAed} applies to every returned cheque.`,
      ar: `تُفرض رسوم قدرها ${chequeReturnChargeAed} درهم على كل شيك مرتجع.`,
    },
    {
      en: 'VAT is charged at the standard rate of 5% under UAE Federal Decree-Law No. 8 of 2017.',
      ar: 'تُحتسب ضريبة القيمة المضافة بالنسبة الأساسية 5% وفقاً للمرسوم بقانون اتحادي رقم 8 لسنة 2017.',
    },
    {
      en: 'Fees paid are refundable only under the institute’s refund policy.',
      ar: 'لا تُسترد الرسوم المدفوعة إلا وفق سياسة الاسترداد المعتمدة لدى المعهد.',
    },
  ];
}
