import { useLocale, useTranslations } from 'next-intl';
import type { Diploma } from '@/lib/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { diplomaCard, diplomaCardLabels } from './diploma-card';
import { DiplomaCardList } from './diploma-card-list';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Diploma cards, or "No Data Found". `headingLevel` 2 when the grid follows the page's h1 (/academic-programs). */
export function DiplomaGrid({
  diplomas,
  headingLevel,
  className = '',
}: {
  diplomas: Diploma[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  if (diplomas.length === 0) return <EmptyState className={className} />;
  return (
    <DiplomaCardList
      items={diplomas.map((diploma) => diplomaCard(diploma, locale, t))}
      labels={diplomaCardLabels(t)}
      headingLevel={headingLevel}
      className={`${GRID} ${className}`}
    />
  );
}
