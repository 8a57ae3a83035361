import { removeItem } from '@/lib/bff/wishlist';

export const dynamic = 'force-dynamic';

/** Remove from the wishlist (Wishlist/remove-from-wishlist, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return removeItem(request);
}
