import type { Locale as DateFnsLocale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { routing, type AppLocale } from './routing';

export type LocaleSettings = {
  /** Writing direction of the whole document. */
  dir: 'ltr' | 'rtl';
  /** date-fns locale for `format(date, 'dd MMMM yyyy', { locale })`. */
  dateFns: DateFnsLocale;
  /** BCP 47 tag for Intl.DateTimeFormat / toLocaleDateString (en and ar-KW: docs/product/constants.md#dates). */
  dateLocale: 'en' | 'ar-KW';
  /** Currency label shown next to AED amounts. */
  currency: 'AED' | 'د.إ';
  /** Open Graph locale. */
  ogLocale: 'en_AE' | 'ar_AE';
};

export const LOCALES: Record<AppLocale, LocaleSettings> = {
  en: { dir: 'ltr', dateFns: enUS, dateLocale: 'en', currency: 'AED', ogLocale: 'en_AE' },
  ar: { dir: 'rtl', dateFns: ar, dateLocale: 'ar-KW', currency: 'د.إ', ogLocale: 'ar_AE' },
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** Settings for a locale; anything unknown falls back to the default locale. */
export function localeSettings(locale: string): LocaleSettings {
  return LOCALES[isAppLocale(locale) ? locale : routing.defaultLocale];
}
