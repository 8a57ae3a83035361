import { submit } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** Place the order (Cart/submit-order); answers where the browser goes next. */
export function POST(request: Request): Promise<Response> {
  return submit(request);
}
