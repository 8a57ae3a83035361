import { useLocale, useTranslations } from 'next-intl';
import type { Diploma } from '@/lib/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { CARD_GRID } from './card-grid';
import { diplomaCard, diplomaCardLabels } from './diploma-card';
import { DiplomaCardList } from './diploma-card-list';

/** Diploma cards, or "No Data Found". */
export function DiplomaGrid({ diplomas, className = '' }: { diplomas: Diploma[]; className?: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  if (diplomas.length === 0) return <EmptyState className={className} />;
  return (
    <DiplomaCardList
      items={diplomas.map((diploma) => diplomaCard(diploma, locale, t))}
      labels={diplomaCardLabels(t)}
      className={`${CARD_GRID} ${className}`}
    />
  );
}
