import { deleteAddress } from '@/lib/bff/addresses';

export const dynamic = 'force-dynamic';

/** Deletes one of the signed-in user's addresses (User/delete-address). */
export function POST(request: Request): Promise<Response> {
  return deleteAddress(request);
}
