import { signUp } from '@/lib/bff/auth';

export const dynamic = 'force-dynamic';

/** Creates the account (User/sign-up) and logs the user in. */
export function POST(request: Request): Promise<Response> {
  return signUp(request);
}
