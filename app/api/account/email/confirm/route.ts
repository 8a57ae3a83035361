import { confirmEmailChange } from '@/lib/bff/account';

export const dynamic = 'force-dynamic';

/** Email change step 2 (User/change-user-email). */
export function POST(request: Request): Promise<Response> {
  return confirmEmailChange(request);
}
