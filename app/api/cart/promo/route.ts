import { applyPromo } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** Apply a voucher (Cart/get-cart-promo-code). */
export function POST(request: Request): Promise<Response> {
  return applyPromo(request);
}
