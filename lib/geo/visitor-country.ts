import { DEFAULT_COUNTRY } from '@/lib/contract/headers';
import { countryByIso } from '@/lib/countries';
import { settings } from '@/lib/settings';

/**
 * The visitor's country for the contract's x-country header (docs/product/contract.md#headers, default AE): read from
 * the country header the CDN or load balancer adds to each request (Cloudflare's CF-IPCountry by default; CloudFront's
 * CloudFront-Viewer-Country, Fastly or a load balancer's own by setting), never looked up by a call of ours. A code
 * outside the country list (missing, Cloudflare's XX for unknown and T1 for Tor, anything forged) reads as AE. Only
 * per-user calls made while serving a request read it (lib/upstream/client.ts): shared, cached pages are rendered for
 * everyone and keep the default, so they stay cacheable.
 */

/** The country code in the request headers (the header COUNTRY_HEADER names, lib/settings), or AE. */
export function countryFromHeaders(headers: Pick<Headers, 'get'>, headerName = settings().countryHeader): string {
  const iso = headers.get(headerName)?.trim().toUpperCase();
  return iso && /^[A-Z]{2}$/.test(iso) && countryByIso(iso) ? iso : DEFAULT_COUNTRY;
}
