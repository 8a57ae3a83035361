import { requestCode } from '@/lib/bff/auth';

export const dynamic = 'force-dynamic';

/** Sends a 6-digit code for sign-up or forgot password (User/generate-otp). */
export function POST(request: Request): Promise<Response> {
  return requestCode(request);
}
