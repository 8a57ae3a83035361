import { readCart } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** The visitor's cart (Cart/get-cart) as the cart page draws it; an empty cart for a visitor. */
export function GET(request: Request): Promise<Response> {
  return readCart(request);
}
