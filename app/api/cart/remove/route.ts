import { removeItem } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** Remove from the cart (Cart/delete-from-cart). */
export function POST(request: Request): Promise<Response> {
  return removeItem(request);
}
