import { formatMoney, toFils, type MoneyLang } from '@/lib/money';

/** An upstream AED amount as text for cards: en "AED 1,575.00", ar "1,575.00 د.إ" (lib/money/format). */
export function formatAed(amount: number, locale: string): string {
  const lang: MoneyLang = locale === 'ar' ? 'ar' : 'en';
  return formatMoney(toFils(Number.isFinite(amount) ? amount : 0), lang);
}
