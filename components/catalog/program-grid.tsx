import { useLocale, useTranslations } from 'next-intl';
import type { Program } from '@/lib/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { programCard, programCardLabels } from './program-card';
import { ProgramCardList } from './program-card-list';

/** Upcoming-program cards, or "No Data Found". `showTitle` false on a course's own page. */
export function ProgramGrid({
  programs,
  showTitle = true,
  className = '',
}: {
  programs: Program[];
  showTitle?: boolean;
  className?: string;
}) {
  const t = useTranslations('program');
  const tc = useTranslations('catalog');
  const locale = useLocale();
  if (programs.length === 0) return <EmptyState className={className} />;
  return (
    <ProgramCardList
      items={programs.map((program) => programCard(program, locale, t, tc))}
      labels={programCardLabels(t)}
      showTitle={showTitle}
      className={className}
    />
  );
}
