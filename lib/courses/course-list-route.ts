import 'server-only';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/contract';
import { categoryPath, COURSES_PATH } from '@/lib/routes';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getCategories } from '@/lib/upstream/shared';
import { filtersToSearch, type CourseFilters } from './filters';
import { pageMetadata } from '@/lib/seo/metadata';

/** A positive integer route id, or null. */
export function routeId(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The category of `/courses/{title}/{id}`: an unknown or malformed id → `'not_found'` (the page renders its 404);
 * a title that is not the category's link → permanent redirect to the canonical route (query kept). An upstream
 * failure gives `null` (the page shows its error state rather than a false 404).
 */
export async function resolveCategory(
  lang: AppLocale,
  title: string,
  id: string,
  filters: CourseFilters = {},
): Promise<Category | 'not_found' | null> {
  const categoryId = routeId(id);
  if (categoryId === null) return 'not_found';
  const categories = await getCategories();
  if (!categories.ok) return categories.error.kind === 'not_found' ? 'not_found' : null;
  const category = categories.data.find((c) => c.CategoryId === categoryId);
  if (!category) return 'not_found';
  if (decode(title) !== (category.CatLink ?? '').trim() && (category.CatLink ?? '').trim()) {
    permanentRedirect(`/${lang}${categoryPath(category)}${filtersToSearch(filters)}`);
  }
  return category;
}

/** Metadata of the course lists: the 'courses' meta, or the category's title; canonical keeps the filters. */
export async function courseListMetadata(
  lang: AppLocale,
  category: Category | null,
  filters: CourseFilters,
): Promise<Metadata> {
  const path = `${category ? categoryPath(category) : COURSES_PATH}${filtersToSearch(filters)}`;
  let title: string | undefined;
  if (category) {
    const t = await getTranslations({ locale: lang, namespace: 'catalog' });
    title = `${pick(category, 'CategoryTitle', lang)} | ${t('courses')}`;
  }
  // Keyword results are thin, changing pages: followed, not indexed. Filtered lists are indexed.
  return pageMetadata({ lang, path, metaId: 'courses', title, noindex: !!filters.q });
}
