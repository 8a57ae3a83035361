import { deleteMyAccount } from '@/lib/bff/privacy';

export const dynamic = 'force-dynamic';

/** Delete my account (User/delete-account), then sign out. */
export function POST(request: Request): Promise<Response> {
  return deleteMyAccount(request);
}
