'use client';

import { useVisits } from '@/lib/bff/hooks/visits';
import { Icon } from '@/components/ui/icon';
import { formatCount } from '@/lib/i18n/format-count';

/** The footer's visitor counter (Shared/get-visits through /api/visits). Hidden when unavailable. */
export function VisitorCounter({ label }: { label: string }) {
  const { data } = useVisits();
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
