import useSWR from 'swr';
import type { VisitsAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer, nextTask } from '@/lib/bff/client';

async function fetchVisits(url: string): Promise<number | null> {
  await nextTask();
  const { body } = await fetchAnswer<VisitsAnswer>(url);
  return body && 'count' in body && typeof body.count === 'number' ? body.count : null;
}

/** The site's visit count (GET /api/visits); null when unavailable. */
export function useVisits() {
  return useSWR('/api/visits', fetchVisits, { revalidateOnFocus: false, shouldRetryOnError: false });
}
