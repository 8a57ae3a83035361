import { inviteAdmin } from '@/lib/bff/company';

export const dynamic = 'force-dynamic';

/** Invite an admin by e-mail (Company/invite-admin). */
export function POST(request: Request): Promise<Response> {
  return inviteAdmin(request);
}
