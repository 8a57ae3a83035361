import { addItem } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** Add to cart (Cart/add-to-cart; a program's exam after it when WithExam). */
export function POST(request: Request): Promise<Response> {
  return addItem(request);
}
