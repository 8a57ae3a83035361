import { removePromo } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** Take the applied voucher off the cart (Cart/remove-promo-code, an extension). */
export function POST(request: Request): Promise<Response> {
  return removePromo(request);
}
