import { upload } from '@/lib/bff/upload';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Profile photo and Emirates ID uploads (multipart `file`, `kind`), checked by content, sent to the upstream. */
export function POST(request: Request): Promise<Response> {
  return upload(request);
}
