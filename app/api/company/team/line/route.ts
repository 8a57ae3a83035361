import { addTeamLine } from '@/lib/bff/company-buy';

export const dynamic = 'force-dynamic';

/** Seats for the caller's company in the cart (Company/add-team-line, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return addTeamLine(request);
}
