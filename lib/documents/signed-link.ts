import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { settings } from '@/lib/settings';

/**
 * Signed links to printable documents (docs/architecture.md#pdfs): for the mobile app and e-mails, a document URL
 * may carry `exp=<unix seconds>&sig=<hex HMAC-SHA256>`; it then opens without a session until `exp`.
 *
 * The signed text is the path (with its /{lang}/ prefix) plus the query without `sig`, its parameters sorted
 * by name (then value), so the order in which they are written does not matter:
 *   `/en/pdf/invoice?exp=1795000000&oid=…&uid=…`
 * The key is DOCUMENT_LINK_SECRET (lib/settings: 32+ characters; a development value outside production).
 */
/** Default lifetime of a signed link: 7 days. */
const DEFAULT_LINK_TTL = 7 * 24 * 60 * 60;
/** Longest lifetime accepted when signing: 90 days. */
const MAX_LINK_TTL = 90 * 24 * 60 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The text that is signed: path + '?' + the query without `sig`, sorted. */
export function canonicalDocumentPath(pathname: string, params: URLSearchParams): string {
  const pairs = [...params.entries()].filter(([name]) => name !== 'sig');
  pairs.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(pairs).toString();
  return query ? `${pathname}?${query}` : pathname;
}

function hmac(text: string): string {
  return createHmac('sha256', settings().documentLinkSecret).update(text).digest('hex');
}

/**
 * `path` with `exp` and `sig` added: e.g. `signDocumentLink('/en/pdf/invoice?oid=…&uid=…', 3600)`.
 * `path` is a site path (`/{lang}/pdf/…?…`), not a full URL; any `exp`/`sig` already in it are replaced.
 */
export function signDocumentLink(
  path: string,
  ttlSeconds: number = DEFAULT_LINK_TTL,
  now: number = nowSeconds(),
): string {
  if (!path.startsWith('/') || path.startsWith('//'))
    throw new Error('signDocumentLink takes a site path such as /en/pdf/invoice?oid=…');
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_LINK_TTL)
    throw new Error('signDocumentLink: ttl out of range');
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.delete('sig');
  url.searchParams.set('exp', String(Math.floor(now + ttlSeconds)));
  const sig = hmac(canonicalDocumentPath(url.pathname, url.searchParams));
  const query = new URLSearchParams(url.searchParams);
  query.set('sig', sig);
  return `${url.pathname}?${query.toString()}`;
}

/**
 * absent: no `sig` in the URL. invalid: a `sig` that does not match (tampered, other secret, malformed).
 * expired: a genuine signature past its `exp`. valid: genuine and in time.
 */
export type LinkCheck = 'absent' | 'invalid' | 'expired' | 'valid';

export function checkDocumentLink(pathname: string, params: URLSearchParams, now: number = nowSeconds()): LinkCheck {
  const sigs = params.getAll('sig');
  if (sigs.length === 0) return 'absent';
  const exps = params.getAll('exp');
  if (sigs.length !== 1 || exps.length !== 1 || !/^[0-9a-f]{64}$/i.test(sigs[0]) || !/^\d{1,12}$/.test(exps[0]))
    return 'invalid';
  const expected = Buffer.from(hmac(canonicalDocumentPath(pathname, params)), 'hex');
  const given = Buffer.from(sigs[0], 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(exps[0]) >= now ? 'valid' : 'expired';
}

/** The same path and query without `exp` and `sig` (the returnUrl of a login redirect). */
export function withoutSignature(pathname: string, params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  rest.delete('exp');
  rest.delete('sig');
  const query = rest.toString();
  return query ? `${pathname}?${query}` : pathname;
}
