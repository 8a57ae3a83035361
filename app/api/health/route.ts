import { upstreamConfig } from '@/lib/upstream/config';

// Liveness of the web process, with the upstream's reachability as information. It answers 200 while the
// web process can serve (cached pages keep working when the upstream is down), so a load balancer does not
// take every instance out at once because of the upstream; `status: "degraded"` tells monitoring.
export const dynamic = 'force-dynamic';

const UPSTREAM_CHECK_MS = 1500;

type Check = { status: 'ok' | 'down'; ms: number; db?: string };

async function checkUpstream(): Promise<Check> {
  const started = performance.now();
  try {
    const res = await fetch(`${upstreamConfig().baseUrl}/health`, {
      signal: AbortSignal.timeout(UPSTREAM_CHECK_MS),
      cache: 'no-store',
    });
    const body = (await res.json().catch(() => null)) as { db?: string } | null;
    return { status: res.ok ? 'ok' : 'down', ms: Math.round(performance.now() - started), db: body?.db };
  } catch {
    return { status: 'down', ms: Math.round(performance.now() - started) };
  }
}

export async function GET() {
  const upstream = await checkUpstream();
  return Response.json(
    { status: upstream.status === 'ok' ? 'ok' : 'degraded', upstream, uptime: Math.round(process.uptime()) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
