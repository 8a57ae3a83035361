import { filsToAed, toFils } from '@/lib/money/fils';
import { bulkOrderTotals, type BulkOrderTotals } from '@/lib/money/vat';

/** What an amount field holds: the text as typed; a negative or unreadable value counts as 0. */
export function sanitizeAmount(text: string): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return '0';
  return text;
}

/** The amount in AED that a field's text stands for (0 when empty, negative or unreadable). */
export const amountOf = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? 0 : filsToAed(toFils(n));
};

export function totalsOf(programPrice: string, examPrice: string, withExam: boolean): BulkOrderTotals {
  return bulkOrderTotals({ programPrice: amountOf(programPrice), examPrice: amountOf(examPrice), withExam });
}
