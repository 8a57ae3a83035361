import { useLocale, useTranslations } from 'next-intl';
import type { Course } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { categoryPath, coursePath } from '@/lib/catalog/paths';
import { CourseCardView, type CourseCardData, type CourseCardLabels } from './course-card-view';
import { priceText, type CatalogT } from './price-tag';

export type CourseCardProps = {
  course: Course;
  /** Heading level of the title (default h3). */
  headingLevel?: 2 | 3 | 4;
  /** Load the photo eagerly (first cards above the fold). */
  priority?: boolean;
  className?: string;
};

/** A course card's data and labels in the current locale (server components; see course-card-view). */
export function useCourseCard(course: Course): { data: CourseCardData; labels: CourseCardLabels } {
  return courseCard(course, useLocale(), useTranslations('catalog'));
}

/** A course card's data and labels, for a locale and the 'catalog' translator (getTranslations in async code). */
export function courseCard(
  course: Course,
  locale: string,
  t: CatalogT,
): { data: CourseCardData; labels: CourseCardLabels } {
  const price = priceText(course.Price, course.OldPrice, 'upper', locale, t);
  return {
    data: {
      id: course.ProductId,
      href: coursePath(course),
      title: pick(course, 'ProductTitle', locale),
      category: pick(course, 'CategoryTitle', locale),
      categoryHref: categoryPath(course),
      short: pick(course, 'ProductShortDescription', locale),
      creditHours: course.CreditHours,
      photo: course.MainPhoto,
      price,
    },
    labels: { creditHours: t('creditHours'), details: t('details'), detailsOf: t('detailsOf', { title: '{title}' }) },
  };
}

/**
 * Course card (docs/product/screens.md#course-card): photo, category link, title, short description, price or FREE, old
 * price struck through, VAT note, credit hours, details link. Server component (no client JS besides its links).
 */
export function CourseCard({ course, headingLevel = 3, priority = false, className = '' }: CourseCardProps) {
  const { data, labels } = useCourseCard(course);
  return (
    <CourseCardView data={data} labels={labels} headingLevel={headingLevel} priority={priority} className={className} />
  );
}
