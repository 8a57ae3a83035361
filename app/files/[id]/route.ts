import { upstreamConfig } from '@/lib/upstream/config';

/**
 * GET /files/{id}?w&h: the upstream's file host through the site's own origin (one CSP source, one cookie-less path a
 * CDN may cache). A route handler, not a next.config rewrite: a response proxied by a rewrite carries only the
 * upstream's headers, while this one also gets every header next.config sets (X-Frame-Options, Referrer-Policy,
 * Permissions-Policy, nosniff, HSTS), and reads UPSTREAM_URL at run time instead of at build time.
 */
const FILE_ID = /^[0-9a-f-]{36}$/i;
/** What the file host needs of the browser's request: revalidation, and the formats it accepts (WebP). */
const FORWARDED = ['if-none-match', 'accept'];
/** What the browser needs of the file host's answer (the cache and type headers), nothing else. */
const PASSED_ON = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'content-disposition',
  'vary',
];

/** The named headers of `from` that are present. */
function headersNamed(from: Headers, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = from.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  if (!FILE_ID.test(id)) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  const query = new URL(request.url).searchParams;
  const size = new URLSearchParams();
  for (const name of ['w', 'h']) {
    const value = query.get(name);
    if (value && /^\d{1,5}$/.test(value)) size.set(name, value);
  }
  const { baseUrl, timeoutMs } = upstreamConfig();
  let upstream: Response;
  try {
    upstream = await fetch(`${baseUrl}/files/${id}${size.size ? `?${size}` : ''}`, {
      headers: headersNamed(request.headers, FORWARDED),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return new Response(null, { status: 504, headers: { 'Cache-Control': 'no-store' } });
  }
  const headers = headersNamed(upstream.headers, PASSED_ON);
  if (!upstream.ok && upstream.status !== 304) headers.set('Cache-Control', 'no-store');
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}
