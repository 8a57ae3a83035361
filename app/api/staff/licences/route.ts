import { expiringLicencesList } from '@/lib/bff/licence';

export const dynamic = 'force-dynamic';

/** Staff: customers whose broker cards expire within ?days=N, as JSON or (?format=csv) a CSV download. */
export const GET = (request: Request) => expiringLicencesList(request);
