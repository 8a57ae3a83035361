// Not the '@/lib/money' barrel: it carries the amount in words (to-words, every locale), which the browser never needs.
import { toFils } from '@/lib/money/fils';
import { formatMoney, type MoneyLang } from '@/lib/money/format';

/** An upstream AED amount as text for cards: en "AED 1,575.00", ar "1,575.00 د.إ" (lib/money/format). */
export function formatAed(amount: number, locale: string): string {
  const lang: MoneyLang = locale === 'ar' ? 'ar' : 'en';
  return formatMoney(toFils(Number.isFinite(amount) ? amount : 0), lang);
}
