import type { SeedSettings } from './types';

export const settings: SeedSettings = {
  InstituteName_en: 'Emirates Institute of Real Estate Studies',
  InstituteName_ar: 'معهد الإمارات للدراسات العقارية',
  EmailAddress: 'info@eires.ae',
  PhoneNumber: '+971 4 123 4567',
  POBox: 'P.O. Box 123456, Dubai',
  POBox_ar: 'ص.ب. 123456، دبي',
  TheAddress_en: 'Bay Square Building 5, 3rd Floor, Business Bay, Dubai, United Arab Emirates',
  TheAddress_ar: 'باي سكوير، المبنى 5، الطابق الثالث، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  GoogleMapIframe:
    'https://www.openstreetmap.org/export/embed.html?bbox=55.2690%2C25.1800%2C55.2860%2C25.1910&layer=mapnik&marker=25.1855%2C55.2775',
  WhatsappLink: 'https://wa.me/97141234567',
  Facebook: 'https://www.facebook.com/eires.ae',
  Instagram: 'https://www.instagram.com/eires.ae',
  Twitter: 'https://x.com/eires_ae',
  Youtube: 'https://www.youtube.com/@eires-ae',
  AndroidApp: 'https://play.google.com/store/apps/details?id=ae.eires.app',
  IosApp: 'https://apps.apple.com/ae/app/eires/id6450000000',
  Linkedin: 'https://www.linkedin.com/company/eires-ae',
  Tiktok: 'https://www.tiktok.com/@eires.ae',
  Snapchat: null,
  TrainingCalendar: {
    kind: 'pdf',
    fileName: 'training-calendar.pdf',
    title_en: 'Training Calendar: Next Three Months',
    title_ar: 'تقويم التدريب للأشهر الثلاثة القادمة',
    fromOffsetDays: 0,
    toOffsetDays: 90,
  },
  TRN: '100234567800003',
  PermitLine_en:
    'Accredited by the Real Estate Regulatory Agency, Dubai Land Department, Training Permit No. 1234 · Licensed by the Knowledge and Human Development Authority, Permit No. 567890',
  PermitLine_ar:
    'معتمد من مؤسسة التنظيم العقاري، دائرة الأراضي والأملاك في دبي، تصريح تدريب رقم 1234 · مرخّص من هيئة المعرفة والتنمية البشرية، تصريح رقم 567890',
  Accreditations: [
    {
      Name_en: 'Real Estate Regulatory Agency (accredited training provider)',
      Name_ar: 'مؤسسة التنظيم العقاري (جهة تدريب معتمدة)',
      logo: { title_en: 'RERA Accredited', title_ar: 'معتمد من ريرا', palette: 'navy', icon: 'badge' },
    },
    {
      Name_en: 'Knowledge and Human Development Authority (licensed institute)',
      Name_ar: 'هيئة المعرفة والتنمية البشرية (معهد مرخّص)',
      logo: { title_en: 'KHDA Licensed', title_ar: 'مرخّص من الهيئة', palette: 'teal', icon: 'badge' },
    },
  ],
  Bank: {
    BankName_en: 'Emirates National Bank, Business Bay Branch',
    BankName_ar: 'بنك الإمارات الوطني، فرع الخليج التجاري',
    AccountName: 'Emirates Institute of Real Estate Studies L.L.C.',
    IBAN: 'AE070331234567890123456',
    SWIFT: 'EMNBAEADXXX',
  },
  ChequeReturnCharge: 520,
  VatPercent: 5,
  Logo: { title_en: 'EIRES', title_ar: 'معهد الإمارات للدراسات العقارية', palette: 'navy', icon: 'building' },
};
