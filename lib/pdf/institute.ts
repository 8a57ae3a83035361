/**
 * The institute's printed identity: name, address, TRN, contact, the regulator permit line and the signatory.
 * Take them from a settings argument (upstream `Shared/get-settings` plus configured values); anything
 * missing falls back to the defaults below, so a document never prints an empty TRN line.
 */
import type { DocLang } from './types';

export type Bilingual = { en: string; ar: string };

export type InstituteInfo = {
  name: Bilingual;
  address: Bilingual;
  poBox: Bilingual;
  /** the institute's tax registration number (15 digits) */
  trn: string;
  phone: string;
  email: string;
  website: string;
  /** regulator permit / accreditation line (printed static text: docs/product/constants.md#documents) */
  permit: Bilingual;
  signatoryTitle: Bilingual;
  signatoryName?: Bilingual;
};

/** What callers may pass: spec Settings fields and/or any InstituteInfo field. */
export type InstituteSettings = Partial<InstituteInfo> & {
  EmailAddress?: string | null;
  PhoneNumber?: string | null;
  POBox?: string | null;
  TheAddress?: string | null;
};

export const DEFAULT_INSTITUTE: InstituteInfo = {
  name: { en: 'Real Estate Training Institute', ar: 'معهد التدريب العقاري' },
  address: {
    en: 'Office 1203, Bay Square Building 4, Business Bay, Dubai, United Arab Emirates',
    ar: 'مكتب 1203، باي سكوير مبنى 4، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  },
  poBox: { en: 'P.O. Box 123456, Dubai', ar: 'ص.ب. 123456، دبي' },
  trn: '100123456700003',
  phone: '+971 4 123 4567',
  email: 'accounts@reti.example.ae',
  website: 'reti.example.ae',
  permit: {
    en: 'Accredited by the real-estate regulator, training permit No. RERA-TI-1234, and licensed by the education authority',
    ar: 'معتمد من الجهة التنظيمية للعقارات بموجب تصريح التدريب رقم RERA-TI-1234، ومرخّص من هيئة التعليم',
  },
  signatoryTitle: { en: 'Chief Executive Officer', ar: 'الرئيس التنفيذي' },
};

const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

export function resolveInstitute(settings: InstituteSettings = {}): InstituteInfo {
  const d = DEFAULT_INSTITUTE;
  const poBox = text(settings.POBox);
  const address = text(settings.TheAddress);
  return {
    name: settings.name ?? d.name,
    address: settings.address ?? (address ? { en: address, ar: address } : d.address),
    poBox:
      settings.poBox ??
      (poBox
        ? {
            en: `P.O. Box ${poBox.replace(/^p\.?\s*o\.?\s*box\s*/i, '')}`,
            ar: `ص.ب. ${poBox.replace(/^p\.?\s*o\.?\s*box\s*/i, '')}`,
          }
        : d.poBox),
    trn: text(settings.trn) ?? d.trn,
    phone: text(settings.phone) ?? text(settings.PhoneNumber) ?? d.phone,
    email: text(settings.email) ?? text(settings.EmailAddress) ?? d.email,
    website: text(settings.website) ?? d.website,
    permit: settings.permit ?? d.permit,
    signatoryTitle: settings.signatoryTitle ?? d.signatoryTitle,
    signatoryName: settings.signatoryName ?? d.signatoryName,
  };
}

export function pickLang(b: Bilingual, lang: DocLang): string {
  return b[lang] || b.en;
}
