/**
 * Realistic bilingual sample data for every document: used by the warm-up (warmUpPdf in render-core.ts), the tests
 * (tests/unit/pdf/), the benchmark (scripts/bench-pdf.mjs) and by hand (scripts/pdf-dev/render-samples.ts).
 * Amounts are chosen so that the words are known: the invoice totals AED 1,575.50.
 */
import type { PdfJob } from './render-core';
import type { DocLang, PdfOrder, PdfOrderLine } from './types';

const SAMPLE_UID = '3f8a2c1e-7b4d-4e2a-9c6f-1d2e3f4a5b6c';
const SAMPLE_SITE = 'https://reti.example.ae';

export const sampleItems: PdfOrderLine[] = [
  {
    ItemName_en: 'RERA Certified Real Estate Broker Course (Dubai)',
    ItemName_ar: 'دورة الوسيط العقاري المعتمد من ريرا (دبي)',
    ItemType: 'program',
    Price: 1000,
    TAX: 50,
    CourseLanguages_en: 'English',
    CourseLanguages_ar: 'الإنجليزية',
    CourseType_en: 'Classroom',
    CourseType_ar: 'حضوري',
    CourseLocation_en: 'Business Bay, Dubai',
    CourseLocation_ar: 'الخليج التجاري، دبي',
    StartDate_DESC: '2026-12-05T05:00:00.000Z',
    EndDate_DESC: '2026-12-07T05:00:00.000Z',
    CourseTiming_en: '<p>09:00 - 17:00</p>',
    CourseTiming_ar: '<p>09:00 - 17:00</p>',
  },
  {
    ItemName_en: 'Real Estate Awareness Initiative: workshop seat',
    ItemName_ar: 'مبادرة الوعي العقاري: مقعد في ورشة العمل',
    ItemType: 'program',
    Price: 240.24,
    TAX: 24.02,
    Quantity: 2,
  },
  {
    ItemName_en: 'Broker licensing exam',
    ItemName_ar: 'امتحان ترخيص الوسطاء',
    ItemType: 'exam',
    Price: 20,
    TAX: 1,
  },
];

/** Sub total 1,500.48, VAT 75.02 (per line: 50.00 + 24.02 + 1.00), total 1,575.50. */
export function sampleOrder(overrides: Partial<PdfOrder> = {}): PdfOrder {
  return {
    OrderID: 123,
    OrderDate: '2026-11-20T10:15:00.000Z',
    OrderTotal: 1575.5,
    PaymentStatusID: 1,
    PaymentStatusTitle_en: 'Pending',
    PaymentStatusTitle_ar: 'قيد الانتظار',
    FirstName: 'Mohammed',
    LastName: 'Rashid Al Ali',
    CompanyName: 'Al Ali Properties L.L.C.',
    TRN: '100987654300003',
    SubTotal: 1500.48,
    Discount: 0,
    TotalAfterDiscount: 1500.48,
    VAT: 75.02,
    PaymentReceivedDate: null,
    PaymentReceiveType: null,
    RefundDate: null,
    BillingAddress: {
      Line1: 'Office 2104, Al Ali Tower, Sheikh Zayed Road',
      Line2: null,
      City: 'Dubai',
      Emirate: 'Dubai',
      POBox: '12345',
      CountryCode: 'AE',
    },
    TradeLicenseNumber: 'DED-745812',
    ...overrides,
  };
}

const sampleCustomer = { email: 'm.alali@example.ae' };

export const sampleInstitute = {
  POBox: '123456',
  EmailAddress: 'accounts@reti.example.ae',
  PhoneNumber: '+971 4 123 4567',
};

export function sampleJobs(lang: DocLang): Record<PdfJob['kind'], PdfJob> {
  return {
    'tax-invoice': {
      kind: 'tax-invoice',
      input: { lang, order: sampleOrder(), items: sampleItems, customer: sampleCustomer, institute: sampleInstitute },
    },
    receipt: {
      kind: 'receipt',
      input: {
        lang,
        order: sampleOrder({
          PaymentStatusID: 2,
          PaymentStatusTitle_en: 'Paid',
          PaymentStatusTitle_ar: 'مدفوع',
          PaymentReceivedDate: '2026-11-21T08:30:00.000Z',
          PaymentReceiveType: 'Card',
        }),
        items: sampleItems,
        customer: sampleCustomer,
        institute: sampleInstitute,
      },
    },
    'credit-note': {
      kind: 'credit-note',
      input: {
        lang,
        order: sampleOrder({
          PaymentStatusID: 4,
          PaymentStatusTitle_en: 'Refunded',
          PaymentStatusTitle_ar: 'مسترد',
          RefundDate: '2026-11-25T09:00:00.000Z',
        }),
        items: sampleItems,
        customer: sampleCustomer,
        institute: sampleInstitute,
        reason: {
          en: 'Course cancelled by the customer before the start date',
          ar: 'إلغاء الدورة من قبل العميل قبل تاريخ البدء',
        },
      },
    },
    'course-certificate': {
      kind: 'course-certificate',
      input: {
        lang,
        uid: SAMPLE_UID,
        cid: 5821,
        siteUrl: SAMPLE_SITE,
        cert: {
          NameOnCertificate: 'Mohammed Rashid Al Ali',
          ProductTitle_en: 'RERA Certified Real Estate Broker Course',
          ProductTitle_ar: 'دورة الوسيط العقاري المعتمد من ريرا',
          GivenDate_DESC: '2026-12-07T05:00:00.000Z',
          CertificateNumber: 'RETI-C-2026-05821',
        },
      },
    },
    'diploma-certificate': {
      kind: 'diploma-certificate',
      input: {
        lang,
        uid: SAMPLE_UID,
        cid: 314,
        siteUrl: SAMPLE_SITE,
        cert: {
          NameOnCertificate_en: 'Fatima Ahmed Al Mansoori',
          NameOnCertificate_ar: null,
          DiplomaTitle_en: 'Professional Diploma in Real Estate Management',
          DiplomaTitle_ar: 'الدبلوم المهني في إدارة العقارات',
          GivenDate: '2026-06-30T06:00:00.000Z',
          CERT_NUMBER: 'RETI-D-2026-00314',
        },
      },
    },
    'initiative-certificate': {
      kind: 'initiative-certificate',
      input: {
        lang,
        uid: SAMPLE_UID,
        siteUrl: SAMPLE_SITE,
        cert: {
          StudentName: lang === 'ar' ? 'محمد بن راشد العلي' : 'Mohammed Rashid Al Ali',
          InitTitle_en: 'Real Estate Awareness Initiative',
          InitTitle_ar: 'مبادرة الوعي العقاري',
          StartDate: '2026-11-28T05:00:00.000Z',
          EndDate: '2026-12-02T05:00:00.000Z',
          IsSameMonth: 0,
          InitID: 12,
          ID: 4057,
        },
      },
    },
  };
}
