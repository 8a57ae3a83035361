import { leaveCompany } from '@/lib/bff/company';

export const dynamic = 'force-dynamic';

/** Stop being an admin (Company/leave-company). */
export function POST(request: Request): Promise<Response> {
  return leaveCompany(request);
}
