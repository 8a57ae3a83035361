import { exportDashboardCsv } from '@/lib/bff/staff-dashboard';

/** The staff dashboard's CSV exports (docs/staff-dashboard.md): one table per request, staff only. */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => exportDashboardCsv(request);
