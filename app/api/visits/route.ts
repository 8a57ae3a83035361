import { NextResponse } from 'next/server';
import type { VisitsAnswer } from '@/lib/bff/answer-types';
import { getVisits } from '@/lib/upstream/shared';

export const dynamic = 'force-dynamic';

/** The footer's visitor counter: `{ count }` from Shared/get-visits (cached for a minute on the server). */
export async function GET() {
  const visits = await getVisits();
  if (!visits.ok) {
    return NextResponse.json({ error: 'unavailable' } satisfies VisitsAnswer, {
      status: 503,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  return NextResponse.json({ count: visits.data } satisfies VisitsAnswer, {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
