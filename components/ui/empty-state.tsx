import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { StrokeSvg } from '@/components/ui/icons';

export type EmptyStateProps = {
  /** 'data' → "No Data Found", 'courses' → "No Courses Found". */
  kind?: 'data' | 'courses';
  /** Overrides the text (already translated). */
  message?: string;
  /** Optional action below the text (e.g. a link to all courses). */
  children?: ReactNode;
  className?: string;
};

/** What an empty list shows (docs/product/errors.md#messages). */
export function EmptyState({ kind = 'data', message, children, className = '' }: EmptyStateProps) {
  const t = useTranslations('catalog');
  return (
    <div
      className={`flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center ${className}`}
      data-testid="empty-state"
    >
      <StrokeSvg size={40} strokeWidth={1.5} round={false} className="text-muted">
        <path d="M4 7h16v12H4z" />
        <path d="M4 7l2-3h12l2 3M9 11h6" />
      </StrokeSvg>
      <p className="text-base font-semibold text-primary">
        {message ?? t(kind === 'courses' ? 'noCourses' : 'noData')}
      </p>
      {children}
    </div>
  );
}
