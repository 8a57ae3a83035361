import { downloadCredential } from '@/lib/bff/certificates';

export const dynamic = 'force-dynamic';

/** One of my certificates as a signed Open Badges 3.0 credential (User/get-certificate-credential). */
export function GET(request: Request): Promise<Response> {
  return downloadCredential(request);
}
