import { useLocale, useTranslations } from 'next-intl';
import type { Course } from '@/lib/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { courseCard, courseCardLabels } from './course-card';
import { CourseCardList, type ItemListOf } from './course-card-list';

/*
 * Worded here, on the server, and drawn by a client island from that data: a server component's markup travels twice
 * (as HTML, and again as the flight data React hydrates from), a client island's only once, with its props
 * (docs/architecture.md#page-weight). One grid a module: a route's client chunk holds every client component its
 * server modules import, rendered or not, so a course page that imported the three lists from one module downloaded
 * the diploma cards' and the course grid's code too.
 */

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/**
 * Course cards in the site's grid, or "No Courses Found". The first 3 photos load eagerly. With `itemList`, the grid
 * also writes the list's ItemList JSON-LD (course lists).
 */
export function CourseGrid({
  courses,
  itemList,
  className = '',
}: {
  courses: Course[];
  itemList?: ItemListOf;
  className?: string;
}) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  if (courses.length === 0) return <EmptyState kind="courses" className={className} />;
  return (
    <CourseCardList
      items={courses.map((course) => courseCard(course, locale, t))}
      labels={courseCardLabels(t)}
      eager={3}
      {...(itemList && { itemList })}
      className={`${GRID} card-grid ${className}`}
    />
  );
}
