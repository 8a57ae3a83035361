'use client';

import { gridImageLoading } from '@/lib/images/grid-priority';
import { CourseCardView, type CourseCardData, type CourseCardLabels } from './course-card-view';

/**
 * A grid of course cards rendered from their data (components/catalog/course-card builds it on the server): the
 * page's HTML has each card's markup once, and its flight data only each card's fields, not the markup again.
 * The first `eager` photos load at once (the first row, above the fold on a wide screen); only the first is the
 * page's LCP candidate at high priority: on a phone the others are below the fold, and at high priority they took
 * bandwidth from it.
 */
export function CourseCardList({
  items,
  labels,
  eager = 0,
  className = '',
}: {
  items: CourseCardData[];
  labels: CourseCardLabels;
  eager?: number;
  className?: string;
}) {
  return (
    <ul className={className}>
      {items.map((data, i) => (
        <li key={data.id}>
          <CourseCardView data={data} labels={labels} {...gridImageLoading(i, eager)} />
        </li>
      ))}
    </ul>
  );
}
