import { NextResponse, type NextRequest } from 'next/server';
import { refuseCrossSite } from '@/lib/security/origin';
import { recordVisit } from '@/lib/upstream/shared';

/** Records a visit (Shared/visit). The browser calls it once per session (sessionStorage flag). */
export async function POST(request: NextRequest) {
  // Same-origin only (CSRF rule of docs/architecture.md#bff).
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const result = await recordVisit();
  return NextResponse.json(
    { ok: result.ok },
    { status: result.ok ? 200 : 502, headers: { 'Cache-Control': 'no-store' } },
  );
}
