import { uploadSeats } from '@/lib/bff/company-seats';

export const dynamic = 'force-dynamic';

/** Assign seats from a CSV's rows (CompanySeats/assign-seats). */
export function POST(request: Request): Promise<Response> {
  return uploadSeats(request);
}
