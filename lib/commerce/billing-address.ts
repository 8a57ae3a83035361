/**
 * A structured billing address (lib/contract BillingAddress) as the lines a person reads, on the tax invoice and on
 * the My Account order page: the emirate (and a city named like one) and the country in the reader's language;
 * the street lines as the customer typed them.
 */
import { countryByIso } from '@/lib/countries';

type Lang = 'en' | 'ar';
type Bilingual = { en: string; ar: string };

/** The emirates as addresses store them (lib/contract EMIRATES), named in both languages. */
const EMIRATE_NAMES: Record<string, Bilingual> = {
  'Abu Dhabi': { en: 'Abu Dhabi', ar: 'أبوظبي' },
  Dubai: { en: 'Dubai', ar: 'دبي' },
  Sharjah: { en: 'Sharjah', ar: 'الشارقة' },
  Ajman: { en: 'Ajman', ar: 'عجمان' },
  'Umm Al Quwain': { en: 'Umm Al Quwain', ar: 'أم القيوين' },
  'Ras Al Khaimah': { en: 'Ras Al Khaimah', ar: 'رأس الخيمة' },
  Fujairah: { en: 'Fujairah', ar: 'الفجيرة' },
};

const PO_BOX: Bilingual = { en: 'P.O. Box', ar: 'ص.ب.' };

export type AddressParts = {
  Line1: string;
  Line2?: string | null;
  City: string;
  Emirate?: string | null;
  POBox?: string | null;
  CountryCode: string;
};

export function addressLines(a: AddressParts, lang: Lang): string[] {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  const named = (v: string) => EMIRATE_NAMES[v]?.[lang] ?? v;
  const comma = lang === 'ar' ? '، ' : ', ';
  const emirate = named(t(a.Emirate));
  const city = named(t(a.City));
  const place = [city, emirate && emirate.toLowerCase() !== city.toLowerCase() ? emirate : ''].filter(Boolean);
  const country = countryByIso(a.CountryCode)?.name[lang] ?? t(a.CountryCode);
  return [
    t(a.Line1),
    t(a.Line2),
    [t(a.POBox) ? `${PO_BOX[lang]} ${t(a.POBox)}` : '', ...place].filter(Boolean).join(comma),
    country,
  ].filter(Boolean);
}
