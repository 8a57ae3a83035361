import { saveConsents } from '@/lib/bff/privacy';

export const dynamic = 'force-dynamic';

/** The marketing e-mails choice (User/set-consents). */
export function POST(request: Request): Promise<Response> {
  return saveConsents(request);
}
