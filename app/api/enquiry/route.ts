import * as contract from '@/lib/contract';
import { upstreamFetch } from '@/lib/upstream/client';
import { EnquiryPostSchema, toEnquiryRequest } from '@/lib/validation/enquiry';
import { verifyCaptcha } from '../captcha/altcha';
import { isSameOrigin } from '@/lib/security/origin';
import { clientAddress } from '@/lib/security/rate-limit';
import { limitEnquiry } from './_security';

export const dynamic = 'force-dynamic';

type Answer = { ok: true } | { ok: false; error: 'forbidden' | 'rate_limited' | 'invalid' | 'captcha' | 'failed'; fields?: string[] };

function answer(body: Answer, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/**
 * BFF for the enquiry form: Origin check (CSRF), rate limit, the form's own zod schema, the ALTCHA
 * solution, then Shared/send-message with the composed Subject and Body. Answers an error key only.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return answer({ ok: false, error: 'forbidden' }, 403);

  const wait = await limitEnquiry(clientAddress(request));
  if (wait > 0) return answer({ ok: false, error: 'rate_limited' }, 429, { 'Retry-After': String(wait) });

  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return answer({ ok: false, error: 'invalid' }, 400);
  }
  const parsed = EnquiryPostSchema.safeParse(json);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))].filter(Boolean);
    return answer({ ok: false, error: 'invalid', fields }, 400);
  }

  const { altcha, ...input } = parsed.data;
  if (!(await verifyCaptcha(altcha))) return answer({ ok: false, error: 'captcha' }, 400);

  const sent = await upstreamFetch(contract.sendMessage, { body: toEnquiryRequest(input) });
  if (!sent.ok || sent.data !== true) return answer({ ok: false, error: 'failed' }, 502);
  return answer({ ok: true }, 200);
}
