import { readTeam } from '@/lib/bff/company-buy';

export const dynamic = 'force-dynamic';

/** The caller's company and their cart's team lines (Company/get-my-company, Company/get-team-cart). */
export function GET(request: Request): Promise<Response> {
  return readTeam(request);
}
