import { applyPromo } from '@/lib/commerce/bff';

export const dynamic = 'force-dynamic';

/** Apply a voucher (Cart/get-cart-promo-code). */
export function POST(request: Request): Promise<Response> {
  return applyPromo(request);
}
