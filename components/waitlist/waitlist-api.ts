import type { BffAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer, postAnswer, type Fetched } from '@/lib/bff/client';

/** The BFF routes of the waitlist and notify-me islands (app/api/waitlist, app/api/notify-me). */
export const WAITLIST_API = '/api/waitlist';
export const NOTIFY_API = '/api/notify-me';

export type { NotifyAnswer, StandingAnswer } from '@/lib/bff/answer-types';

/** SWR fetcher: the JSON of a same-origin GET (its `ok: false` bodies too). */
export async function readJson<T>(url: string): Promise<T> {
  const { status, body } = await fetchAnswer<T>(url, { cache: 'no-store' });
  if (status >= 500 || body === null) throw new Error(String(status));
  return body;
}

/** A same-origin JSON POST; the status and the body (null when it is not JSON). */
export function postJson<A extends BffAnswer = BffAnswer>(url: string, body: unknown): Promise<Fetched<A>> {
  return postAnswer<A>(url, body);
}
