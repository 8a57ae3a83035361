import { changeWaitlist, readStanding } from '@/lib/bff/lifecycle';

export const dynamic = 'force-dynamic';

/** The caller's place on the waitlist of one program (?id=PriceOptionID), and whether the feature exists. */
export function GET(request: Request): Promise<Response> {
  return readStanding(request);
}

/** Join or leave the waitlist of a program. */
export function POST(request: Request): Promise<Response> {
  return changeWaitlist(request);
}
