import { saveConsents } from '@/lib/privacy/bff-server';

export const dynamic = 'force-dynamic';

/** The marketing e-mails choice (User/set-consents). */
export function POST(request: Request): Promise<Response> {
  return saveConsents(request);
}
