import { changeNotify, readNotify } from '@/lib/bff/lifecycle';

export const dynamic = 'force-dynamic';

/** Whether the caller asked to hear when a program of a course opens (?id=ProductId), and whether it exists. */
export function GET(request: Request): Promise<Response> {
  return readNotify(request);
}

/** Ask, or stop asking, to be told when a program of a course opens. */
export function POST(request: Request): Promise<Response> {
  return changeNotify(request);
}
