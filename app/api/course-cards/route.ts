import { getTranslations } from 'next-intl/server';
import { courseCard } from '@/components/catalog/course-card';
import type { CourseCardsAnswer } from '@/lib/bff/answer-types';
import { isAppLocale } from '@/lib/i18n/locales';
import { getCourses } from '@/lib/upstream/courses';

/** The most cards one answer gives: a course carousel holds at most a few dozen. */
const MAX_IDS = 24;

/**
 * Course cards by id, for the course carousels' slides after their first view (components/catalog/courses-carousel):
 * `?lang=ar&ids=16,22` → `{ cards: CourseCardData[] }` in the order asked, unknown ids left out. Read through the
 * cached course list (no upstream call per visit) and cacheable by a CDN.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const lang = url.searchParams.get('lang') ?? 'en';
  const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
  if (!isAppLocale(lang) || ids.length > MAX_IDS || !ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    return Response.json({ error: 'bad_request' } satisfies CourseCardsAnswer, { status: 400 });
  }
  const [courses, t] = await Promise.all([getCourses(), getTranslations({ locale: lang, namespace: 'catalog' })]);
  if (!courses.ok) {
    return Response.json({ error: 'failed' } satisfies CourseCardsAnswer, {
      status: 502,
      headers: { 'Cache-Control': 'no-store' },
    });
  }
  const byId = new Map(courses.data.map((course) => [course.ProductId, course]));
  return Response.json(
    {
      cards: ids.flatMap((id) => {
        const course = byId.get(id);
        return course ? [courseCard(course, lang, t)] : [];
      }),
    } satisfies CourseCardsAnswer,
    { headers: { 'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=600' } },
  );
}
