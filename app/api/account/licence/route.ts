import { saveLicence } from '@/lib/bff/licence';

export const dynamic = 'force-dynamic';

/** Record the broker licence (Licence/save-licence, a contract extension: docs/licence.md). */
export const POST = (request: Request) => saveLicence(request);
