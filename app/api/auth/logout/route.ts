import { logout } from '@/lib/bff/auth';

export const dynamic = 'force-dynamic';

/** Logout: the session is destroyed (the contract has no sign-out call). */
export function POST(request: Request): Promise<Response> {
  return logout(request);
}
