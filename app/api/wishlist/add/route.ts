import { addItem } from '@/lib/bff/wishlist';

export const dynamic = 'force-dynamic';

/** Save to the wishlist (Wishlist/add-to-wishlist, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return addItem(request);
}
