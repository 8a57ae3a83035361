import { setDiplomaLang } from '@/lib/bff/cart';

export const dynamic = 'force-dynamic';

/** The language of a diploma item (Cart/update-diploma-lang). */
export function POST(request: Request): Promise<Response> {
  return setDiplomaLang(request);
}
