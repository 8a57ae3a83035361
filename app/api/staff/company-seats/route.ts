import { exportSeatTotals } from '@/lib/bff/company-seats-staff';

export const dynamic = 'force-dynamic';

/** The staff dashboard's company seats table as CSV (CompanySeats/get-seat-totals). */
export function GET(request: Request): Promise<Response> {
  return exportSeatTotals(request);
}
