import 'server-only';
import { getTranslations } from 'next-intl/server';
import { failure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { seatTotalsTable } from '@/lib/company-seats/staff-table';
import { toCsv } from '@/lib/staff-dashboard/table';
import { getSeatTotals } from '@/lib/upstream/company-seats';

/**
 * GET /api/staff/company-seats?lang=: the dashboard's company seats table as CSV, the same table as the page's.
 * Staff only; everyone else gets 404, as the dashboard answers them (the upstream checks the role again).
 */
const NOT_FOUND = 'staffDashboard.errors.notFound';

export const exportSeatTotals = bffRoute(
  { auth: 'staff', refusals: { signedOut: () => failure(NOT_FOUND, 404) } },
  async ({ caller, lang }) => {
    const result = await getSeatTotals(caller);
    if (!result.ok)
      return result.error.kind === 'unavailable' || result.error.kind === 'unauthorized'
        ? failure(NOT_FOUND, 404)
        : failure(`common.errorKinds.${result.error.kind}`, 502);
    const t = await getTranslations({ locale: lang, namespace: 'companySeats' });
    return new Response(toCsv(seatTotalsTable(result.data, t, lang)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="company-seats.csv"',
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
