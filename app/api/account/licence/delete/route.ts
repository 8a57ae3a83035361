import { deleteLicence } from '@/lib/bff/licence';

export const dynamic = 'force-dynamic';

/** Forget the broker licence (Licence/delete-licence). */
export const POST = (request: Request) => deleteLicence(request);
