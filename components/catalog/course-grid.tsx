import type { Course, Diploma, Program } from '@/lib/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { CourseCard } from './course-card';
import { DiplomaCard } from './diploma-card';
import { ProgramCard } from './program-card';

const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Course cards in the site's grid, or "No Courses Found". The first 3 photos load eagerly. */
export function CourseGrid({ courses, className = '' }: { courses: Course[]; className?: string }) {
  if (courses.length === 0) return <EmptyState kind="courses" className={className} />;
  return (
    <ul className={`${GRID} card-grid ${className}`}>
      {courses.map((course, i) => (
        <li key={course.ProductId}>
          <CourseCard course={course} priority={i < 3} />
        </li>
      ))}
    </ul>
  );
}

/** Diploma cards, or "No Data Found". */
export function DiplomaGrid({ diplomas, className = '' }: { diplomas: Diploma[]; className?: string }) {
  if (diplomas.length === 0) return <EmptyState className={className} />;
  return (
    <ul className={`${GRID} ${className}`}>
      {diplomas.map((diploma) => (
        <li key={diploma.DiplomaID}>
          <DiplomaCard diploma={diploma} />
        </li>
      ))}
    </ul>
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
  if (programs.length === 0) return <EmptyState className={className} />;
  return (
    <ul className={`grid grid-cols-1 gap-6 lg:grid-cols-2 ${className}`}>
      {programs.map((program) => (
        <li key={program.PriceOptionID}>
          <ProgramCard program={program} showTitle={showTitle} />
        </li>
      ))}
    </ul>
  );
}
