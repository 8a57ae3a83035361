import { exportMyData } from '@/lib/bff/privacy';

export const dynamic = 'force-dynamic';

/** Download all my data as one JSON file (User/export-data). */
export function GET(request: Request): Promise<Response> {
  return exportMyData(request);
}
