/**
 * Showing AED amounts: "AED 1,575.50" in English, "1,575.50 د.إ" in Arabic (docs/product/constants.md#currency), always
 * with Western digits (Intl with the latn numbering system), grouping commas and two decimals unless told otherwise.
 */
import { assertFils, FILS_PER_AED, type Fils } from './fils';

export type MoneyLang = 'en' | 'ar';

const CURRENCY_LABEL: Record<MoneyLang, string> = { en: 'AED', ar: 'د.إ' };

export function currencyLabel(lang: MoneyLang): string {
  return CURRENCY_LABEL[lang] ?? CURRENCY_LABEL.en;
}

const INTL_LOCALE: Record<MoneyLang, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(lang: MoneyLang, min: number, max: number): Intl.NumberFormat {
  const key = `${lang}:${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[lang] ?? INTL_LOCALE.en, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      numberingSystem: 'latn',
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

export type AmountFormat = {
  /** default 2 */
  minFractionDigits?: number;
  /** default 2 */
  maxFractionDigits?: number;
};

/** The number alone: 157550 → "1,575.50". */
export function formatAmount(fils: Fils, lang: MoneyLang = 'en', opts: AmountFormat = {}): string {
  assertFils(fils);
  const min = opts.minFractionDigits ?? 2;
  const max = Math.max(min, opts.maxFractionDigits ?? 2);
  // fils / 100 is exact enough for Intl's decimal rounding at ≤ 2 digits (one division, no accumulation).
  return formatter(lang, min, max).format(fils / FILS_PER_AED);
}

/** With the currency label: en "AED 1,575.50", ar "1,575.50 د.إ". */
export function formatMoney(fils: Fils, lang: MoneyLang = 'en', opts: AmountFormat = {}): string {
  const amount = formatAmount(fils, lang, opts);
  return lang === 'ar' ? `${amount} ${CURRENCY_LABEL.ar}` : `${CURRENCY_LABEL.en} ${amount}`;
}

/**
 * Bulk-order prices, VAT and totals (docs/product/constants.md#vat: "one or two decimals"): two decimals, as every
 * amount of the site, with the currency: 5000 → "AED 50.00", 2402 → "AED 24.02" ("24.02 د.إ" in Arabic).
 */
export function formatBulkAmount(fils: Fils, lang: MoneyLang = 'en'): string {
  return formatMoney(fils, lang, { minFractionDigits: 2, maxFractionDigits: 2 });
}
