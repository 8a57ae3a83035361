import type { SeatTotals } from '@/lib/contract/entities/company-seats';
import { count, text, type DataTable } from '@/lib/staff-dashboard/table';

type T = (
  key: 'staff.caption' | 'staff.company' | 'staff.program' | 'counts.bought' | 'counts.assigned' | 'counts.accepted',
) => string;

/** The staff dashboard's company seats table: the page's table and its CSV are this one (lib/staff-dashboard/table). */
export function seatTotalsTable(rows: SeatTotals, t: T, lang: 'en' | 'ar'): DataTable {
  return {
    id: 'company-seats',
    caption: t('staff.caption'),
    columns: [t('staff.company'), t('staff.program'), t('counts.bought'), t('counts.assigned'), t('counts.accepted')],
    rows: rows.map((r) => [
      text(lang === 'ar' ? r.CompanyName_ar || r.CompanyName_en : r.CompanyName_en),
      text(lang === 'ar' ? r.Title_ar || r.Title_en : r.Title_en),
      count(r.Bought),
      count(r.Assigned),
      count(r.Accepted),
    ]),
  };
}
