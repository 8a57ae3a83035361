import { getCredentialKeys } from '@/lib/upstream/credentials';

/**
 * The institute's public credential keys (JWKS, RFC 7517): what verifies the signature of every Open Badges
 * credential it issues (the JOSE header's kid is this URL with the key's thumbprint as fragment). Public and
 * cacheable by CDNs and verifiers (an hour); 404 when the upstream has no credentials (the extension is off).
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const result = await getCredentialKeys();
  if (!result.ok)
    return Response.json(
      { error: result.error.kind === 'unavailable' ? 'not_found' : 'unavailable' },
      { status: result.error.kind === 'unavailable' ? 404 : 503, headers: { 'Cache-Control': 'no-store' } },
    );
  return new Response(JSON.stringify(result.data), {
    headers: {
      'Content-Type': 'application/jwk-set+json',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
      'Access-Control-Allow-Origin': '*',
    },
  });
}
