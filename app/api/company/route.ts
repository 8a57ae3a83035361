import { createCompany } from '@/lib/bff/company';

export const dynamic = 'force-dynamic';

/** Create a company (Company/create-company, a contract extension). */
export function POST(request: Request): Promise<Response> {
  return createCompany(request);
}
