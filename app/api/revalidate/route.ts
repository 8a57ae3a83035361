import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { requestLogger } from '@/lib/log';
import { REQUEST_ID_HEADER } from '@/lib/security/headers';
import { TAGS } from '@/lib/upstream/cache-tags';
import { BODY_LIMITS, readBytes } from '@/lib/security/body-limit';
import { validSignature } from './signature';

export const dynamic = 'force-dynamic';

const KNOWN = new Set<string>(Object.values(TAGS));

/** A tag of cache-tags.ts (`blog`) or one item of it (`blog:31`, as built by `tagFor`). */
const TagSchema = z
  .string()
  .max(200)
  .refine((tag) => {
    const [base, id, ...rest] = tag.split(':');
    return KNOWN.has(base) && rest.length === 0 && (id === undefined || /^[A-Za-z0-9._-]{1,100}$/.test(id));
  }, 'unknown tag');
const BodySchema = z.object({ tags: z.array(TagSchema).min(1).max(50) });

/**
 * Signed revalidation webhook: POST `{ "tags": ["blog", "instructors:3"] }` with header
 * `x-signature: <hex HMAC-SHA256 of the raw body with REVALIDATE_SECRET>`. Each tag is expired with
 * `revalidateTag(tag, 'max')` (stale-while-revalidate: the next view refreshes it).
 */
export async function POST(request: Request) {
  const bytes = await readBytes(request, BODY_LIMITS.webhook);
  if (!bytes) return Response.json({ error: 'too_large' }, { status: 413 });
  const rawBody = new TextDecoder().decode(bytes);
  if (!validSignature(rawBody, request.headers.get('x-signature'))) {
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return Response.json({ error: 'bad_request' }, { status: 400 });
  }
  const parsed = BodySchema.safeParse(json);
  if (!parsed.success) return Response.json({ error: 'bad_request' }, { status: 400 });

  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, 'max');
  requestLogger(request.headers.get(REQUEST_ID_HEADER)).info({ tags }, 'revalidated');
  return Response.json({ revalidated: tags, now: Date.now() });
}
