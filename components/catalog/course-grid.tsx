import { useLocale, useTranslations } from 'next-intl';
import type { Course, Diploma, Program } from '@/lib/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { courseCard, courseCardLabels } from './course-card';
import { CourseCardList, type ItemListOf } from './course-card-list';
import { diplomaCard, diplomaCardLabels } from './diploma-card';
import { DiplomaCardList } from './diploma-card-list';
import { programCard, programCardLabels } from './program-card';
import { ProgramCardList } from './program-card-list';

/*
 * The site's card lists. Each is worded here, on the server, and drawn by a client island from that data: a server
 * component's markup travels twice (as HTML, and again as the flight data React hydrates from), a client island's
 * only once, with its props (docs/architecture.md#page-weight).
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

/** Diploma cards, or "No Data Found". */
export function DiplomaGrid({ diplomas, className = '' }: { diplomas: Diploma[]; className?: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  if (diplomas.length === 0) return <EmptyState className={className} />;
  return (
    <DiplomaCardList
      items={diplomas.map((diploma) => diplomaCard(diploma, locale, t))}
      labels={diplomaCardLabels(t)}
      className={`${GRID} ${className}`}
    />
  );
}

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
