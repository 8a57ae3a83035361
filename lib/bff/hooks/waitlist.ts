import useSWR from 'swr';
import type { NotifyAnswer, StandingAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';

/** The BFF routes of the waitlist and notify-me islands (app/api/waitlist, app/api/notify-me). */
export const WAITLIST_API = '/api/waitlist';
export const NOTIFY_API = '/api/notify-me';

/** SWR fetcher: the JSON of a same-origin GET (its `ok: false` bodies too). */
async function readJson<T>(url: string): Promise<T> {
  const { status, body } = await fetchAnswer<T>(url, { cache: 'no-store' });
  if (status >= 500 || body === null) throw new Error(String(status));
  return body;
}

/** The visitor's place in a full program's waitlist (GET /api/waitlist?id). */
export function useWaitlistStanding(programId: number) {
  return useSWR<StandingAnswer>(`${WAITLIST_API}?id=${programId}`, readJson, { revalidateOnFocus: false });
}

/** Whether the customer asked to be told when a course opens (GET /api/notify-me?id). */
export function useNotifyMe(courseId: number) {
  return useSWR<NotifyAnswer>(`${NOTIFY_API}?id=${courseId}`, readJson, { revalidateOnFocus: false });
}
