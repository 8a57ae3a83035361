import { answerSeat } from '@/lib/bff/company-seats';

export const dynamic = 'force-dynamic';

/** Accept or decline a seat (CompanySeats/answer-invitation). */
export function POST(request: Request): Promise<Response> {
  return answerSeat(request);
}
