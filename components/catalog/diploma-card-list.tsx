'use client';

import { DiplomaCardView, type DiplomaCardData, type DiplomaCardLabels } from './diploma-card-view';

/**
 * A grid of diploma cards rendered from their data (components/catalog/diploma-card builds it on the server): the
 * page's HTML has each card's markup once, and its flight data only each card's fields.
 */
export function DiplomaCardList({
  items,
  labels,
  headingLevel,
  className = '',
}: {
  items: DiplomaCardData[];
  labels: DiplomaCardLabels;
  /** The cards' title level: 2 when the list sits right under the page's h1, 3 (default) under a section's h2. */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((data) => (
        <li key={data.id}>
          <DiplomaCardView data={data} labels={labels} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
