import { answerInvitation } from '@/lib/bff/company';

export const dynamic = 'force-dynamic';

/** Accept or decline an invitation to be an admin (Company/answer-invitation). */
export function POST(request: Request): Promise<Response> {
  return answerInvitation(request);
}
