import { assignSeat } from '@/lib/bff/company-seats';

export const dynamic = 'force-dynamic';

/** Assign a seat to one agent by e-mail (CompanySeats/assign-seats). */
export function POST(request: Request): Promise<Response> {
  return assignSeat(request);
}
