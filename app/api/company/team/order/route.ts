import { submitTeamOrder } from '@/lib/bff/company-buy';

export const dynamic = 'force-dynamic';

/** The team cart's order (Company/submit-team-order, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return submitTeamOrder(request);
}
