import { toggleExam } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** Add or remove the exam of a program item (Cart/add-to-cart or delete-from-cart, ItemType exam). */
export function POST(request: Request): Promise<Response> {
  return toggleExam(request);
}
