import 'server-only';
import * as ep from '@/lib/contract/endpoints/staff-dashboard';
import type { DashboardQuery } from '@/lib/contract/endpoints/staff-dashboard';
import type { SectionData, SectionId } from '@/lib/staff-dashboard/tables';
import { upstreamFetch, type CallerContext } from './client';
import type { UpstreamResult } from './result';

/**
 * The staff dashboard's reads (extensions, docs/staff-dashboard.md), one per section, with the staff session's
 * context: the upstream answers 403 to anyone else, 404 (`unavailable`) where it lacks the extension. Not cached:
 * staff only, and the numbers move all day. `program` is the seats drill-down's program.
 */
type Fetcher<S extends SectionId> = (
  q: DashboardQuery,
  ctx: CallerContext,
  program?: number,
) => Promise<UpstreamResult<SectionData[S]>>;

const DASHBOARD_READS: { [S in SectionId]: Fetcher<S> } = {
  sales: (query, ctx) => upstreamFetch(ep.dashboardSales, { query, ctx }),
  seats: (query, ctx) => upstreamFetch(ep.dashboardSeats, { query, ctx }),
  bookings: (_q, ctx, program) => upstreamFetch(ep.dashboardSeatBookings, { query: { program: program ?? 0 }, ctx }),
  owed: (query, ctx) => upstreamFetch(ep.dashboardOwed, { query, ctx }),
  waitlists: (query, ctx) => upstreamFetch(ep.dashboardWaitlists, { query, ctx }),
  vouchers: (query, ctx) => upstreamFetch(ep.dashboardVouchers, { query, ctx }),
  mail: (query, ctx) => upstreamFetch(ep.dashboardMail, { query, ctx }),
  brokers: (_q, ctx) => upstreamFetch(ep.dashboardBrokers, { ctx }),
};

export function readSection<S extends SectionId>(section: S, q: DashboardQuery, ctx: CallerContext, program?: number) {
  return (DASHBOARD_READS[section] as Fetcher<S>)(q, ctx, program);
}
