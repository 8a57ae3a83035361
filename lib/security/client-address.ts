import 'server-only';
import { settings } from '@/lib/settings';

/**
 * The header in which Next.js gives a route handler the address of the socket the request came in on. Next itself
 * only fills `x-forwarded-for` with it when the client sent none, keeping whatever a client makes up; our patch of
 * Next (patches/next+16.4.6.patch, base-server.js) sets this header on every request, replacing any sent value.
 */
export const SOCKET_ADDRESS_HEADER = 'x-next-socket-address';

/**
 * The caller's address, which the rate limits key on. With TRUSTED_PROXY_HOPS = 0 (the default: nothing of ours in
 * front) it is the socket address, and X-Forwarded-For is ignored: the client wrote it. Behind n proxies of ours (a
 * load balancer, a CDN), each appends the address it saw, so the client is the n-th entry from the end; the entries
 * further left are whatever the client sent and are never used.
 */
export function clientAddress(request: Request, hops: number = settings().trustedProxyHops): string {
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER)?.trim() || 'local';
  if (hops <= 0) return socket;
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped one of them; the leftmost entry was still written by ours.
  return chain.length === 0 ? socket : chain[Math.max(0, chain.length - hops)];
}
