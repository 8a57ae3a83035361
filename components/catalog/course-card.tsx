import type { Course } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { categoryPath, coursePath } from '@/lib/routes';
import type { CourseCardData } from '@/lib/cards/types';
import type { CourseCardLabels } from './course-card-view';
import { priceText, type CatalogT } from './price-tag';

/**
 * What a course card shows (components/catalog/course-card-view), for a locale and the 'catalog' translator
 * (useTranslations, or getTranslations in async code): lists and carousels send this, not the card's markup.
 */
export function courseCard(course: Course, locale: string, t: CatalogT): CourseCardData {
  return {
    id: course.ProductId,
    href: coursePath(course),
    title: pick(course, 'ProductTitle', locale),
    category: pick(course, 'CategoryTitle', locale),
    categoryHref: categoryPath(course),
    short: pick(course, 'ProductShortDescription', locale),
    creditHours: course.CreditHours,
    photo: course.MainPhoto,
    price: priceText(course.Price, course.OldPrice, 'upper', locale, t),
  };
}

/** The course card's fixed texts, once per list. */
export function courseCardLabels(t: CatalogT): CourseCardLabels {
  return { creditHours: t('creditHours'), details: t('details'), detailsOf: t('detailsOf', { title: '{title}' }) };
}
