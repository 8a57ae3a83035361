// Liveness of the web process itself; it does not call the upstream, so a load balancer keeps routing to
// instances that can still serve cached pages while the upstream is down.
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
