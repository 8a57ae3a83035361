'use client';

import useSWR from 'swr';
import type { VisitsAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer, nextTask } from '@/lib/bff/client';
import { Icon } from '@/components/ui/icon';
import { formatCount } from '@/lib/i18n/format-count';

async function fetchVisits(url: string): Promise<number | null> {
  await nextTask();
  const { body } = await fetchAnswer<VisitsAnswer>(url);
  return body && 'count' in body && typeof body.count === 'number' ? body.count : null;
}

/** The footer's visitor counter (Shared/get-visits through /api/visits). Hidden when unavailable. */
export function VisitorCounter({ label }: { label: string }) {
  const { data } = useSWR('/api/visits', fetchVisits, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (data === null || data === undefined) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-white/90">
      <Icon name="eye" className="size-4.5" />
      <span>{label}:</span>
      <span className="font-semibold tabular-nums text-white" data-testid="visitor-count">
        {formatCount(data)}
      </span>
    </p>
  );
}
