import 'server-only';
import { getTranslations } from 'next-intl/server';
import { failure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { parseDashboardQuery } from '@/lib/staff-dashboard/query';
import { toCsv } from '@/lib/staff-dashboard/table';
import { SECTION_TABLES, sectionTables, type SectionId } from '@/lib/staff-dashboard/tables';
import { readSection } from '@/lib/upstream/staff-dashboard';

/**
 * The CSV export of one dashboard table (app/api/staff/dashboard): `?section=&table=` plus the page's filters and
 * `lang`. The same upstream read and the same table builder as the page, so the file holds the numbers shown beside
 * the chart. Staff only; everyone else gets 404, as the page answers them (the upstream checks the role again).
 */
const NOT_FOUND = 'staffDashboard.errors.notFound';
const isSection = (s: string | null): s is SectionId => s !== null && Object.hasOwn(SECTION_TABLES, s);

export const exportDashboardCsv = bffRoute(
  { auth: 'staff', refusals: { signedOut: () => failure(NOT_FOUND, 404) } },
  async ({ request, caller, lang }) => {
    const params = new URL(request.url).searchParams;
    const section = params.get('section');
    const { query, invalid } = parseDashboardQuery(Object.fromEntries(params));
    const program = Number(params.get('program'));
    if (!isSection(section) || invalid || (section === 'bookings' && !(Number.isInteger(program) && program > 0)))
      return failure('staffDashboard.errors.invalid', 400);
    const result = await readSection(section, query, caller, program);
    if (!result.ok)
      return result.error.kind === 'unavailable' || result.error.kind === 'unauthorized'
        ? failure(NOT_FOUND, 404)
        : failure(`common.errorKinds.${result.error.kind}`, 502);
    const t = await getTranslations({ locale: lang, namespace: 'staffDashboard' });
    const table = sectionTables(section, result.data, t, lang).find((x) => x.id === params.get('table'));
    if (!table) return failure('staffDashboard.errors.invalid', 400);
    const name = `${table.id}_${query.from}_${query.to}.csv`;
    return new Response(toCsv(table), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
