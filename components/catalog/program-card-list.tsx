'use client';

import { useLocale } from 'next-intl';
import { ProgramCardView, type ProgramCardData, type ProgramCardLabels } from './program-card-view';

/**
 * A list of program cards rendered from their data (components/catalog/program-card builds it on the server): the
 * page's HTML has each card's markup once, and its flight data only the few hundred bytes of each card's fields, not
 * the markup again (docs/performance.md#html-and-flight-data).
 */
export function ProgramCardList({
  items,
  labels,
  showTitle = true,
  className = '',
}: {
  items: ProgramCardData[];
  labels: ProgramCardLabels;
  showTitle?: boolean;
  className?: string;
}) {
  const locale = useLocale();
  return (
    <ul className={`grid grid-cols-1 gap-6 lg:grid-cols-2 ${className}`}>
      {items.map((data) => (
        <li key={data.id}>
          <ProgramCardView data={data} labels={labels} locale={locale} showTitle={showTitle} />
        </li>
      ))}
    </ul>
  );
}
