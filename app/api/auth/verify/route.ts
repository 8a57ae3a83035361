import { verifyCode } from '@/lib/bff/auth';

export const dynamic = 'force-dynamic';

/** Checks the sign-up code (User/verify-otp). */
export function POST(request: Request): Promise<Response> {
  return verifyCode(request);
}
