import { verifyCompany } from '@/lib/bff/company';

export const dynamic = 'force-dynamic';

/** Staff: verify a company (Company/verify-company). */
export function POST(request: Request): Promise<Response> {
  return verifyCompany(request);
}
