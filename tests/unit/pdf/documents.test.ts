/**
 * The six documents, rendered for real in a plain Node child process (react-pdf is ESM-only; see
 * scripts/pdf-dev/child.ts), in both languages, read back with pdftotext. The first run renders an Arabic
 * certificate BEFORE the English invoice in the same process (fontkit glyph-cache bug); a second run without
 * the glyph fix shows the bug this guards against.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { pdfText, renderSamples, type SampleResult } from '@/scripts/pdf-dev/child';
import { computeTotals, filsToAed, formatAmount, toFils, vatOf } from '@/lib/money';
import { sampleInstitute, sampleItems, sampleJobs, sampleOrder } from '@/lib/pdf/samples';
import type { PdfJob } from '@/lib/pdf/render-core';

jest.setTimeout(120_000);

const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** pdftotext text without bidi controls and with single spaces. */
const clean = (text: string) => text.replace(BIDI_CONTROLS, '').replace(/[ \t]+/g, ' ');
/** Arabic phrases: pdftotext may split a word where a non-joining letter leaves a gap, so compare without spaces. */
const squeeze = (text: string) => clean(text).replace(/\s+/g, '');

let dir: string;
const text: Record<string, string> = {};
const files: Record<string, string> = {};
let results: SampleResult[] = [];
const jobsByName: Record<string, PdfJob> = {};

const ORDER = [
  'initiative-certificate:ar', // Arabic first: the English invoice after it must still read "P.O. Box" and "1.00"
  'tax-invoice:en',
  'tax-invoice:ar',
  'receipt:en',
  'receipt:ar',
  'credit-note:en',
  'credit-note:ar',
  'course-certificate:en',
  'course-certificate:ar',
  'diploma-certificate:en',
  'diploma-certificate:ar',
  'initiative-certificate:en',
];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-docs-'));
  results = renderSamples(['--out', dir, ...ORDER]);
  for (const r of results) {
    files[r.name] = r.file;
    text[r.name] = pdfText(r.file);
  }

  // variants: logos, preview, date rules, a receipt that must be refused
  const logo = await QRCode.toDataURL('logo', { margin: 0, scale: 4 });
  const en = sampleJobs('en');
  const diploma = en['diploma-certificate'] as Extract<PdfJob, { kind: 'diploma-certificate' }>;
  const course = en['course-certificate'] as Extract<PdfJob, { kind: 'course-certificate' }>;
  const init = en['initiative-certificate'] as Extract<PdfJob, { kind: 'initiative-certificate' }>;
  const initAr = sampleJobs('ar')['initiative-certificate'] as Extract<PdfJob, { kind: 'initiative-certificate' }>;
  const jobs = [
    { name: 'diploma-logos', job: { ...diploma, input: { ...diploma.input, logos: [{ src: logo }, { src: logo }] } } },
    { name: 'course-preview', job: { ...course, input: { ...course.input, preview: true, logos: [{ src: logo }] } } },
    {
      name: 'init-same-month',
      job: {
        ...init,
        input: {
          ...init.input,
          cert: { ...init.input.cert, StartDate: '2026-12-05T05:00:00Z', EndDate: '2026-12-07T05:00:00Z' },
        },
      },
    },
    {
      name: 'init-single',
      job: {
        ...init,
        input: {
          ...init.input,
          cert: { ...init.input.cert, StartDate: '2026-12-05T05:00:00Z', EndDate: '2026-12-05T09:00:00Z' },
        },
      },
    },
    {
      name: 'init-ar-same-month',
      job: {
        ...initAr,
        input: {
          ...initAr.input,
          cert: { ...initAr.input.cert, StartDate: '2026-12-05T05:00:00Z', EndDate: '2026-12-07T05:00:00Z' },
        },
      },
    },
    {
      name: 'invoice-discount',
      job: {
        kind: 'tax-invoice',
        input: {
          lang: 'en',
          order: sampleOrder({
            OrderID: 124,
            TRN: '-',
            CompanyName: null,
            BillingAddress: null,
            TradeLicenseNumber: null,
            Discount: 100,
            TotalAfterDiscount: 1400.48,
            VAT: 70.02,
            OrderTotal: 1470.5,
          }),
          // VAT on each line's net after its share of the discount (6,665 + 3,202 + 133 fils)
          items: sampleItems.map((item, i) => ({ ...item, TAX: [46.67, 22.42, 0.93][i] })),
        },
      },
    },
    ...(['en', 'ar'] as const).flatMap((lang) => [
      { name: `voucher-invoice-${lang}`, job: voucherJob('tax-invoice', lang, 2) },
      { name: `voucher-receipt-${lang}`, job: voucherJob('receipt', lang, 2) },
      { name: `voucher-credit-${lang}`, job: voucherJob('credit-note', lang, 2) },
      { name: `plain-invoice-${lang}`, job: voucherJob('tax-invoice', lang, 3, 0) },
      {
        name: `fees-invoice-${lang}`,
        job: voucherJob('tax-invoice', lang, 2, 0, { ShippingFee: 25, PayLaterFee: 50 }),
      },
      { name: `long-invoice-${lang}`, job: voucherJob('tax-invoice', lang, 6) },
      { name: `company-invoice-${lang}`, job: companyJob(lang) },
    ]),
  ];
  for (const j of jobs) jobsByName[j.name] = j.job as PdfJob;
  const jobsFile = path.join(dir, 'jobs.json');
  fs.writeFileSync(jobsFile, JSON.stringify(jobs));
  for (const r of renderSamples(['--out', dir, '--jobs', jobsFile])) {
    files[r.name] = r.file;
    text[r.name] = pdfText(r.file);
  }
});

/**
 * An order as the upstream computes it (lib/money computeTotals: the voucher spread over the lines, 5 % VAT per
 * line on its net), with `count` of six realistic lines, WELCOME10-like 10 % off unless `percent` says otherwise.
 */
function voucherJob(
  kind: 'tax-invoice' | 'receipt' | 'credit-note',
  lang: 'en' | 'ar',
  count: number,
  percent = 10,
  charges: { ShippingFee?: number; PayLaterFee?: number } = {},
): PdfJob {
  const catalogue = [
    { ...sampleItems[0], ItemName_en: "Green Building Regulations & Al Sa'fat Rating", Price: 2950 },
    { ...sampleItems[2], ItemName_en: "Exam: Green Building Regulations & Al Sa'fat Rating", Price: 500 },
    { ...sampleItems[0], Price: 6500 },
    {
      ItemName_en: 'Diploma in Real Estate Management',
      ItemName_ar: 'دبلوم إدارة العقارات',
      ItemType: 'diploma',
      Price: 9500,
    },
    {
      ItemName_en: 'Real Estate Law in the UAE',
      ItemName_ar: 'قانون العقارات في الإمارات',
      ItemType: 'book',
      Price: 250,
    },
    { ItemName_en: 'Annual Membership', ItemName_ar: 'العضوية السنوية', ItemType: 'membership', Price: 1500 },
  ].slice(0, count);
  const gross = catalogue.map((i) => toFils(i.Price));
  const sub = gross.reduce((a, b) => a + b, 0);
  const { lines, totals } = computeTotals(
    gross.map((unitPrice) => ({ unitPrice })),
    { orderDiscount: Math.round((sub * percent) / 100) },
  );
  const fees = [charges.ShippingFee, charges.PayLaterFee].filter((x): x is number => !!x).map((x) => toFils(x));
  const feeVat = fees.reduce((a, f) => a + vatOf(f), 0);
  const items = catalogue.map((item, i) => ({ ...item, TAX: filsToAed(lines[i].vat) }));
  const order = sampleOrder({
    OrderID: 100020,
    PaymentStatusID: kind === 'receipt' ? 2 : kind === 'credit-note' ? 4 : 1,
    PaymentReceivedDate: '2026-11-21T08:30:00.000Z',
    PaymentReceiveType: 'Card',
    RefundDate: '2026-11-25T09:00:00.000Z',
    SubTotal: filsToAed(totals.subTotal),
    Discount: filsToAed(totals.discount),
    TotalAfterDiscount: filsToAed(totals.totalAfterDiscount),
    VAT: filsToAed(totals.vat + feeVat),
    OrderTotal: filsToAed(totals.total + fees.reduce((a, f) => a + f, 0) + feeVat),
    ...charges,
  });
  return { kind, input: { lang, order, items, institute: sampleInstitute } } as PdfJob;
}

/**
 * A company order (docs/company.md#buying-seats): 5 seats of a program at AED 1,000.00 per seat, 5 % volume tier,
 * by bank transfer on 30-day terms with a PO.
 */
function companyJob(lang: 'en' | 'ar'): PdfJob {
  const order = sampleOrder({
    OrderID: 100031,
    PaymentStatusID: 1,
    SubTotal: 5000,
    Discount: 250,
    TotalAfterDiscount: 4750,
    VAT: 237.5,
    OrderTotal: 4987.5,
    CompanyBuyer: {
      LegalName_en: 'Dune Properties Brokerage LLC',
      LegalName_ar: 'ديون للوساطة العقارية ذ.م.م',
      TRN: '100345678900003',
      TradeLicenseNumber: '7654321',
      TradeLicenseAuthority: 'Dubai Department of Economy and Tourism',
      Address: {
        Line1: 'Office 801, Marina Plaza',
        Line2: null,
        City: 'Dubai',
        Emirate: 'Dubai',
        POBox: null,
        CountryCode: 'AE',
      },
      PONumber: 'PO-2026-0042',
      DueDate: '2026-12-21T08:00:00.000Z',
      PayTo: {
        BankName_en: 'Emirates NBD',
        BankName_ar: 'بنك الإمارات دبي الوطني',
        AccountName: 'Real Estate Training Institute',
        IBAN: 'AE070331234567890123456',
      },
    },
  });
  const items = [{ ...sampleItems[0], Price: 1000, TAX: 237.5, Quantity: 5, Discount: 250 }];
  return {
    kind: 'tax-invoice',
    input: { lang, order: { ...order, OrderDate: '2026-11-21T08:00:00.000Z' }, items, institute: sampleInstitute },
  } as PdfJob;
}

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A phrase is in the layout text, or (when the amount in words wraps beside the totals, which -layout interleaves
 * line by line) in the text in reading order.
 */
const has = (name: string, ...phrases: string[]) => {
  const t = clean(text[name]);
  const flowing = clean(pdfText(files[name], false)).replace(/\s+/g, ' ');
  for (const p of phrases) expect(t.includes(p) ? p : flowing).toContain(p);
};
const hasArabic = (name: string, ...phrases: string[]) => {
  const t = squeeze(text[name]);
  for (const p of phrases) expect(t).toContain(squeeze(p));
};
const pageCount = (file: string) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
/** Images drawn on the page (pdfimages lists an alpha channel as a separate "smask" row). */
const imageCount = (file: string) =>
  execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .slice(2)
    .filter((row) => row.trim().split(/\s+/)[2] === 'image').length;

describe('tax invoice', () => {
  it('renders every document on one page, quickly enough', () => {
    expect(results).toHaveLength(ORDER.length);
    for (const r of results) {
      expect(r.bytes).toBeGreaterThan(10_000);
      expect(pageCount(r.file)).toBe(1);
    }
  });

  it('carries the UAE tax invoice particulars (English main language)', () => {
    const name = 'tax-invoice-en';
    has(
      name,
      'TAX INVOICE',
      'Real Estate Training Institute',
      'Business Bay, Dubai',
      'P.O. Box 123456',
      'TRN: 100123456700003',
    );
    has(
      name,
      'Al Ali Properties L.L.C.',
      'Mohammed Rashid Al Ali',
      'Customer TRN: 100987654300003',
      'P.O. Box 12345, Dubai',
    );
    has(name, 'INVOICE NO.', 'INV-000123', 'ISSUE DATE', 'DUE DATE', 'CURRENCY');
    // due date = order date
    expect(clean(text[name]).match(/20 November 2026/g)).toHaveLength(2);
    hasArabic(name, 'فاتورة ضريبية', 'فاتورة إلى', 'رقم الفاتورة', 'تاريخ الاستحقاق', 'سعر الوحدة', 'نسبة الضريبة');
  });

  it('lists lines with quantity, unit price, VAT rate, VAT amount and amount', () => {
    const t = clean(text['tax-invoice-en']);
    expect(t).toMatch(/Broker Course \(Dubai\) 1 1,000\.00 5% 50\.00 1,050\.00/);
    expect(t).toMatch(/workshop seat 2 240\.24 5% 24\.02 504\.50/);
    expect(t).toMatch(/licensing exam 1 20\.00 5% 1\.00 21\.00/);
    expect(t).toMatch(/Subtotal \(excl\. VAT\).*\s+1,500\.48/);
    expect(t).toMatch(/VAT 5%.*\s+75\.02/);
    expect(t).toContain('AED 1,575.50');
    // program details from the contract's _en/_ar pairs, HTML timing as text
    expect(t.replace(/\s+/g, ' ')).toContain('Classroom · English · 09:00 - 17:00 · Business Bay, Dubai'); // may wrap
    expect(t).not.toContain('<p>');
    hasArabic('tax-invoice-ar', 'حضوري', 'الخليج التجاري، دبي');
  });

  it('writes the amount in words in English and Arabic, with fils', () => {
    has('tax-invoice-en', 'One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils Only');
    hasArabic('tax-invoice-en', 'ألف وخمسمائة وخمسة وسبعون درهماً وخمسون فلساً فقط لا غير');
    hasArabic('tax-invoice-ar', 'ألف وخمسمائة وخمسة وسبعون درهماً وخمسون فلساً فقط لا غير');
    has('tax-invoice-ar', 'One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils Only');
  });

  it('prints the terms with the AED 520 cheque return charge', () => {
    has('tax-invoice-en', 'A charge of AED 520 applies to every returned cheque.', 'Payment is due on receipt');
    hasArabic('tax-invoice-en', 'على كل شيك مرتجع');
  });

  it('Arabic main language: Arabic labels, same figures', () => {
    const name = 'tax-invoice-ar';
    hasArabic(
      name,
      'فاتورة ضريبية',
      'معهد التدريب العقاري',
      'الرقم الضريبي',
      'الرقم الضريبي للعميل',
      'رقم الفاتورة',
      'تاريخ الاستحقاق',
      'المجموع الفرعي',
      'الإجمالي',
    );
    has(
      name,
      'TAX INVOICE',
      'INV-000123',
      '1,000.00',
      '240.24',
      '24.02',
      '1,500.48',
      '75.02',
      '1,575.50',
      '100987654300003',
    );
    expect(squeeze(text[name])).toContain(squeeze('نوفمبر'));
  });

  it('shows a discount and total after discount, and no customer TRN when none was given', () => {
    const t = clean(text['invoice-discount']);
    expect(t).toMatch(/Discount.*\s+-100\.00/);
    expect(t).toMatch(/Total after discount.*\s+1,400\.48/);
    expect(t).toContain('AED 1,470.50');
    expect(t).toContain('INV-000124');
    expect(t).not.toContain('Customer TRN');
    expect(t).toContain('One Thousand Four Hundred Seventy Dirhams and Fifty Fils Only');
  });

  it('an Arabic certificate rendered first does not damage the English text after it', () => {
    const t = clean(text['tax-invoice-en']);
    expect(t).toContain('P.O. Box');
    expect(t).toContain('1.00');
    expect(t).toContain('1,575.50');
  });

  it('without the glyph fix, the same sequence loses characters (what the fix prevents)', () => {
    const out = path.join(dir, 'nofix');
    const r = renderSamples(['--out', out, '--no-glyph-fix', 'initiative-certificate:ar', 'tax-invoice:en']);
    const broken = clean(pdfText(r[1].file));
    expect(broken.includes('P.O. Box') && broken.includes(' 1.00 ')).toBe(false);
  });
});

/** The money columns of each printed line, read back from pdftotext (the Arabic rows run right to left). */
function printedRows(name: string, withDiscount: boolean) {
  const n = '(-?[\\d,]+\\.\\d\\d)';
  const en = withDiscount
    ? new RegExp(`(\\d+) ${n} ${n} ${n} (\\d+)% ${n} ${n}\\s*$`)
    : new RegExp(`(\\d+) ${n} (\\d+)% ${n} ${n}\\s*$`);
  const ar = withDiscount
    ? new RegExp(`^\\s*${n} ${n} (\\d+)% ${n} ${n} ${n} (\\d+) `)
    : new RegExp(`^\\s*${n} ${n} (\\d+)% ${n} (\\d+) `);
  const fils = (v: string) => toFils(v);
  const rows: { qty: number; unit: number; discount: number; net: number; vat: number; amount: number }[] = [];
  for (const line of clean(text[name]).split('\n')) {
    const m = (name.endsWith('-ar') ? ar : en).exec(line);
    if (!m) continue;
    if (name.endsWith('-ar')) {
      const [amount, vat, , ...rest] = m.slice(1);
      const [net, discount, unit, qty] = withDiscount ? rest : [rest[0], '0', rest[0], rest[1]];
      rows.push({
        qty: Number(qty),
        unit: fils(unit),
        discount: -fils(discount),
        net: fils(net),
        vat: fils(vat),
        amount: fils(amount),
      });
    } else if (withDiscount) {
      const [qty, unit, discount, net, , vat, amount] = m.slice(1);
      rows.push({
        qty: Number(qty),
        unit: fils(unit),
        discount: -fils(discount),
        net: fils(net),
        vat: fils(vat),
        amount: fils(amount),
      });
    } else {
      const [qty, unit, , vat, amount] = m.slice(1);
      rows.push({
        qty: Number(qty),
        unit: fils(unit),
        discount: 0,
        net: fils(unit) * Number(qty),
        vat: fils(vat),
        amount: fils(amount),
      });
    }
  }
  return rows;
}

describe('every printed line adds up to the totals', () => {
  const totalsOf = (job: PdfJob) => {
    const o = (job as Extract<PdfJob, { kind: 'tax-invoice' }>).input.order;
    return {
      discount: toFils(o.Discount ?? 0),
      afterDiscount: toFils(o.TotalAfterDiscount ?? 0),
      vat: toFils(o.VAT),
      total: toFils(o.OrderTotal),
    };
  };

  it.each([
    ['voucher-invoice-en', 2, true],
    ['voucher-invoice-ar', 2, true],
    ['voucher-receipt-en', 2, true],
    ['voucher-receipt-ar', 2, true],
    ['voucher-credit-en', 2, true],
    ['voucher-credit-ar', 2, true],
    ['long-invoice-en', 6, true],
    ['long-invoice-ar', 6, true],
    ['plain-invoice-en', 3, false],
    ['plain-invoice-ar', 3, false],
  ])('%s: discount, net, VAT and amount per line; the columns sum to the totals block', (name, count, discounted) => {
    const rows = printedRows(name, discounted);
    expect(rows).toHaveLength(count);
    const sum = (k: keyof (typeof rows)[number]) => rows.reduce((a, r) => a + r[k], 0);
    for (const r of rows) {
      expect(r.net).toBe(r.unit * r.qty - r.discount);
      expect(r.net + r.vat).toBe(r.amount);
    }
    const jobName = name.replace(/-(en|ar)$/, '');
    const job = voucherJob(
      jobName.includes('receipt') ? 'receipt' : jobName.includes('credit') ? 'credit-note' : 'tax-invoice',
      'en',
      count,
      discounted ? 10 : 0,
    );
    const totals = totalsOf(job);
    expect(sum('discount')).toBe(totals.discount);
    expect(sum('net')).toBe(totals.afterDiscount);
    expect(sum('vat')).toBe(totals.vat);
    expect(sum('amount')).toBe(totals.total);
    // the same figures are printed in the totals block
    expect(clean(text[name])).toContain(formatAmount(totals.total, 'en'));
    expect(clean(text[name]).includes(`-${formatAmount(totals.discount, 'en')}`)).toBe(discounted);
  });

  it('the pay later fee and shipping are printed as labelled lines with their VAT, and still add up', () => {
    has('fees-invoice-en', 'Shipping', 'Pay later fee');
    hasArabic('fees-invoice-ar', 'الشحن', 'رسوم الدفع الآجل');
    for (const name of ['fees-invoice-en', 'fees-invoice-ar']) {
      const rows = printedRows(name, false);
      expect(rows).toHaveLength(4);
      expect(rows.slice(2).map((r) => [r.net, r.vat])).toEqual([
        [2500, 125],
        [5000, 250],
      ]);
      const { total, vat } = totalsOf(voucherJob('tax-invoice', 'en', 2, 0, { ShippingFee: 25, PayLaterFee: 50 }));
      expect(rows.reduce((a, r) => a + r.amount, 0)).toBe(total);
      expect(rows.reduce((a, r) => a + r.vat, 0)).toBe(vat);
    }
  });
});

describe('the recipient and the layout', () => {
  it("prints the buyer's billing address, TRN and trade licence when given, in both languages", () => {
    has(
      'tax-invoice-en',
      'Office 2104, Al Ali Tower, Sheikh Zayed Road',
      'P.O. Box 12345, Dubai',
      'United Arab Emirates',
      'Customer TRN: 100987654300003',
      'Trade licence No.: DED-745812',
    );
    hasArabic('tax-invoice-ar', 'ص.ب', '12345', 'دبي', 'الإمارات العربية المتحدة', 'رقم الرخصة التجارية');
    has('tax-invoice-ar', 'Office 2104, Al Ali Tower', '100987654300003', 'DED-745812');
    has('credit-note-en', 'Office 2104, Al Ali Tower', 'Customer TRN: 100987654300003');
    // no address and no trade licence line when the order has none
    expect(clean(text['invoice-discount'])).not.toContain('Trade licence');
  });

  it('a company order: the company as recipient, its PO, seats per line, net terms and where to transfer', () => {
    has(
      'company-invoice-en',
      'Dune Properties Brokerage LLC',
      'Customer TRN: 100345678900003',
      'Trade licence No.: 7654321',
      'Dubai Department of Economy and Tourism',
      'Office 801, Marina Plaza',
      'PO-2026-0042',
      '21 December 2026',
      'AE070331234567890123456',
      'within 30 days of the invoice date',
    );
    expect(clean(text['company-invoice-en'])).not.toContain('Payment is due on receipt');
    expect(printedRows('company-invoice-en', true)[0]).toMatchObject({ qty: 5 });
    hasArabic('company-invoice-ar', 'ديون للوساطة العقارية', 'رقم أمر الشراء', 'الدفع بالتحويل المصرفي');
    has('company-invoice-ar', 'Dune Properties Brokerage LLC', 'PO-2026-0042', 'AE070331234567890123456');
  });

  it('the terms never sit alone on a page: they stay with the totals and the amount in words', () => {
    for (const name of ['long-invoice-en', 'long-invoice-ar', 'voucher-invoice-en', 'plain-invoice-ar']) {
      const pages = pageCount(files[name]);
      const last = clean(
        execFileSync('pdftotext', ['-layout', '-f', String(pages), '-l', String(pages), files[name], '-'], {
          encoding: 'utf8',
        }),
      );
      const terms = name.endsWith('-ar') ? squeeze(last).includes(squeeze('الشروط')) : last.includes('Terms');
      expect(terms).toBe(true);
      const order = (jobsByName[name] as Extract<PdfJob, { kind: 'tax-invoice' }>).input.order;
      expect(last).toContain(formatAmount(toFils(order.OrderTotal), 'en'));
      expect(last).toMatch(/Amount in words/);
    }
    // an order of up to three lines fits on one page
    for (const name of ['voucher-invoice-en', 'voucher-invoice-ar', 'plain-invoice-en', 'fees-invoice-ar'])
      expect(pageCount(files[name])).toBe(1);
  });
});

describe('payment receipt and credit note', () => {
  it('receipt: number, payment date and method, the invoice it settles, amount received in words', () => {
    const name = 'receipt-en';
    has(
      name,
      'PAYMENT RECEIPT',
      'RCT-000123',
      '21 November 2026',
      'Card payment',
      'INV-000123',
      'PAID',
      'AED 1,575.50',
    );
    has(
      name,
      'Amount received (AED)',
      'One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils Only',
      'TRN: 100123456700003',
    );
    hasArabic(name, 'إيصال دفع', 'مدفوع', 'درهماً وخمسون فلساً');
    hasArabic('receipt-ar', 'إيصال دفع', 'دفع بالبطاقة', 'المبلغ المستلم');
    has('receipt-ar', 'RCT-000123', '1,575.50');
  });

  it('credit note: Tax Credit Note, its number, the original invoice, the reason and the corrected amounts', () => {
    const name = 'credit-note-en';
    has(
      name,
      'TAX CREDIT NOTE',
      'CN-000123',
      'ORIGINAL TAX INVOICE',
      'INV-000123',
      '25 November 2026',
      '20 November 2026',
    );
    has(
      name,
      'Course cancelled by the customer before the start date',
      'TRN: 100123456700003',
      'Customer TRN: 100987654300003',
    );
    const t = clean(text[name]);
    expect(t).toMatch(/Amount excl\. VAT\s+1,500\.48\s+-1,500\.48\s+0\.00/);
    expect(t).toMatch(/VAT\s+75\.02\s+-75\.02\s+0\.00/);
    expect(t).toMatch(/Total incl\. VAT\s+1,575\.50\s+-1,575\.50\s+0\.00/);
    expect(t).toContain('Total credited (AED)');
    has(name, 'One Thousand Five Hundred Seventy-Five Dirhams and Fifty Fils Only');
    hasArabic(name, 'إشعار دائن ضريبي', 'إلغاء الدورة من قبل العميل قبل تاريخ البدء', 'المبالغ المصححة');
    hasArabic('credit-note-ar', 'إشعار دائن ضريبي', 'الفاتورة الضريبية الأصلية', 'السبب');
    has('credit-note-ar', 'TAX CREDIT NOTE', 'CN-000123', 'INV-000123', '-1,575.50');
  });
});

describe('certificates', () => {
  it('course certificate (A4 landscape): name, course, date, number, signatory, permit', () => {
    has(
      'course-certificate-en',
      'CERTIFICATE OF COMPLETION',
      'Mohammed Rashid Al Ali',
      'RERA Certified Real Estate Broker Course',
    );
    has(
      'course-certificate-en',
      '07-12-2026',
      'RETI-C-2026-05821',
      'Chief Executive Officer',
      'RERA-TI-1234',
      'Scan to verify',
    );
    has(
      'course-certificate-ar',
      'Mohammed Rashid Al Ali',
      'RERA Certified Real Estate Broker Course',
      '07-12-2026',
      'RETI-C-2026-05821',
    );
    hasArabic(
      'course-certificate-ar',
      'شهادة إتمام',
      'الرئيس التنفيذي',
      'رقم الشهادة',
      'دورة الوسيط العقاري المعتمد من ريرا',
    );
    const size = execFileSync('pdfinfo', [files['course-certificate-en']], { encoding: 'utf8' });
    expect(size).toMatch(/Page size:\s+841\.89 x 595\.28/);
  });

  it('diploma certificate (A4 portrait): Certificate of Completion, name, diploma, dd-MM-yyyy, number', () => {
    has(
      'diploma-certificate-en',
      'CERTIFICATE OF COMPLETION',
      'Fatima Ahmed Al Mansoori',
      'Professional Diploma in Real Estate Management',
    );
    has('diploma-certificate-en', '30-06-2026', 'RETI-D-2026-00314', 'Chief Executive Officer', 'RERA-TI-1234');
    hasArabic(
      'diploma-certificate-ar',
      'شهادة إتمام',
      'البرنامج الأكاديمي',
      'الرئيس التنفيذي',
      'الدبلوم المهني في إدارة العقارات',
    );
    has('diploma-certificate-ar', 'Fatima Ahmed Al Mansoori', 'Professional Diploma in Real Estate Management');
    has('diploma-certificate-ar', '30-06-2026', 'RETI-D-2026-00314');
    expect(execFileSync('pdfinfo', [files['diploma-certificate-en']], { encoding: 'utf8' })).toMatch(
      /Page size:\s+595\.28 x 841\.89/,
    );
  });

  it('accreditation logos only when there are any; the stamp, signature and QR are drawn, not images', () => {
    expect(imageCount(files['diploma-certificate-en'])).toBe(0);
    expect(imageCount(files['diploma-logos'])).toBe(2);
    expect(imageCount(files['course-preview'])).toBe(1);
    // the watermark is rotated: read it in content-stream order
    const raw = (file: string) => execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    expect(raw(files['course-preview'])).toMatch(/^PREVIEW$/m);
    expect(raw(files['course-certificate-en'])).not.toContain('PREVIEW');
  });

  it('initiative certificate (Arabic, A4 landscape): student, initiative, date range, InitID-ID', () => {
    hasArabic(
      'initiative-certificate-ar',
      'محمد بن راشد العلي',
      'مبادرة الوعي العقاري',
      'شهادة إتمام',
      'خلال الفترة',
      'نوفمبر',
      'ديسمبر',
    );
    has('initiative-certificate-ar', '12-4057');
    has('initiative-certificate-en', '28 November - 2 December 2026', '12-4057', 'Real Estate Awareness Initiative');
    has('init-same-month', 'during the period 5 - 7 December 2026');
    has('init-single', 'on 5 December 2026');
    expect(clean(text['init-single'])).not.toContain(' - ');
    hasArabic('init-ar-same-month', 'ديسمبر');
    expect(squeeze(text['init-ar-same-month'])).not.toContain('نوفمبر');
    expect(execFileSync('pdfinfo', [files['initiative-certificate-ar']], { encoding: 'utf8' })).toMatch(
      /Page size:\s+841\.89 x 595\.28/,
    );
  });
});
