import { resetPassword } from '@/lib/bff/auth';

export const dynamic = 'force-dynamic';

/** Resets the password with the code (User/reset-password). */
export function POST(request: Request): Promise<Response> {
  return resetPassword(request);
}
