import { requestEmailChange } from '@/lib/bff/account';

export const dynamic = 'force-dynamic';

/** Email change step 1 (User/validate-change-email). */
export function POST(request: Request): Promise<Response> {
  return requestEmailChange(request);
}
