import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

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
      <svg
        viewBox="0 0 24 24"
        width={40}
        height={40}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        className="text-muted"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 7h16v12H4z" />
        <path d="M4 7l2-3h12l2 3M9 11h6" />
      </svg>
      <p className="text-base font-semibold text-primary">
        {message ?? t(kind === 'courses' ? 'noCourses' : 'noData')}
      </p>
      {children}
    </div>
  );
}
