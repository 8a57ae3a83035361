import 'server-only';
import { cache } from 'react';
import { permanentRedirect } from 'next/navigation';
import { coursePath, diplomaPath } from '@/lib/routes';
import type { AppLocale } from '@/lib/i18n/routing';
import { getDiploma } from '@/lib/upstream/academic-programs';
import { getCourse } from '@/lib/upstream/courses';
import { fail } from '@/lib/upstream/result';
import { routeId } from './course-list-route';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** True when the route slug differs from the item's link (an empty link accepts any slug). */
function wrongSlug(slug: string | undefined, link: string | null): boolean {
  const canonical = (link ?? '').trim();
  return slug !== undefined && canonical !== '' && decode(slug) !== canonical;
}

/** A malformed id: the same answer as an unknown one. */
const NOT_FOUND = fail({ kind: 'not_found', status: 404, retryable: false });

/**
 * Course detail data of `/course/{link}/{productId}`: a malformed or unknown id → a `not_found` result (the page
 * renders its 404, metadata falls back); a link that is not the course's → permanent redirect to the canonical URL.
 * Other upstream failures are returned for the page's error state. Memoised per request (metadata and page share
 * one read).
 */
export const loadCourse = cache(async (lang: AppLocale, link: string | undefined, productId: string) => {
  const id = routeId(productId);
  if (id === null) return NOT_FOUND;
  const result = await getCourse(id);
  if (!result.ok) return result;
  if (wrongSlug(link, result.data.course.Link)) permanentRedirect(`/${lang}${coursePath(result.data.course)}`);
  return result;
});

/** Diploma detail data of `/academic-program/{id}` and `/academic-program/{id}/{link}` (same rules). */
export const loadDiploma = cache(async (lang: AppLocale, diplomaId: string, link?: string) => {
  const id = routeId(diplomaId);
  if (id === null) return NOT_FOUND;
  const result = await getDiploma(id);
  if (!result.ok) return result;
  if (wrongSlug(link, result.data.diploma.Link)) permanentRedirect(`/${lang}${diplomaPath(result.data.diploma)}`);
  return result;
});
