import { login } from '@/lib/bff/auth';

export const dynamic = 'force-dynamic';

/** Sign-in (User/sign-in): a fresh session, the first name back. */
export function POST(request: Request): Promise<Response> {
  return login(request);
}
