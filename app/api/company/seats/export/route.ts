import { exportSeats } from '@/lib/bff/company-seats';

export const dynamic = 'force-dynamic';

/** The company view as CSV (CompanySeats/get-seats). */
export function GET(request: Request): Promise<Response> {
  return exportSeats(request);
}
