import type { DashboardQuery } from '@/lib/contract/endpoints/staff-dashboard';
import type { AppLocale } from '@/lib/i18n/routing';
import { queryString } from '@/lib/staff-dashboard/query';
import type { SectionId } from '@/lib/staff-dashboard/tables';
import type { CallerContext } from '@/lib/upstream/client';

/** What every section component gets: the filters, the staff caller, the language, the seats drill-down's program. */
export interface SectionProps {
  query: DashboardQuery;
  ctx: CallerContext;
  lang: AppLocale;
  program?: number;
}

/** The CSV export of one table of a section, with the page's filters (app/api/staff/dashboard). */
export const csvHref = (section: SectionId, table: string, p: SectionProps) =>
  `/api/staff/dashboard?${queryString(p.query, {
    section,
    table,
    lang: p.lang,
    ...(p.program ? { program: String(p.program) } : {}),
  })}`;

export const direction = (lang: AppLocale) => (lang === 'ar' ? 'rtl' : 'ltr');
