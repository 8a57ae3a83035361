import { changeSeat } from '@/lib/bff/company-seats';

export const dynamic = 'force-dynamic';

/** Unassign or reassign a seat (CompanySeats/change-seat). */
export function POST(request: Request): Promise<Response> {
  return changeSeat(request);
}
