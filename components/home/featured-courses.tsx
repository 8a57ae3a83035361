import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { FEATURED_COURSES_CAROUSEL, CAROUSEL_CLASS, SERVER_COURSE_SLIDES } from '@/components/catalog/carousel-presets';
import { courseCard, courseCardLabels } from '@/components/catalog/course-card';
import { CoursesCarousel } from '@/components/catalog/courses-carousel';
import { SectionHeader } from '@/components/ui/section-header';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { COURSES_PATH } from '@/lib/routes';
import type { AppLocale } from '@/lib/i18n/routing';
import { getFeaturedCourses } from '@/lib/upstream/courses';

/** Home item 6: featured courses carousel (8 s, 1 to 3.3 slides) with an 'All Courses' link. */
export async function FeaturedCourses({ lang }: { lang: AppLocale }) {
  const [courses, t, tc, labels] = await Promise.all([
    getFeaturedCourses(),
    getTranslations({ locale: lang, namespace: 'home.featuredCourses' }),
    getTranslations({ locale: lang, namespace: 'catalog' }),
    getCarouselLabels(lang),
  ]);
  return (
    <section
      aria-labelledby="home-featured-courses"
      className="below-fold bg-white py-14"
      data-testid="home-featured-courses"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader
          id="home-featured-courses"
          title={t('title')}
          subtitle={t('subtitle')}
          link={{ href: COURSES_PATH, label: t('all') }}
        />
        {!courses.ok ? (
          <ErrorState error={courses.error} />
        ) : courses.data.length === 0 ? (
          <EmptyState kind="courses" />
        ) : (
          <CoursesCarousel
            options={FEATURED_COURSES_CAROUSEL}
            label={t('title')}
            labels={labels}
            className={CAROUSEL_CLASS}
            slides={courses.data.slice(0, SERVER_COURSE_SLIDES).map((course) => courseCard(course, lang, tc))}
            moreIds={courses.data.slice(SERVER_COURSE_SLIDES).map((course) => course.ProductId)}
            cardLabels={courseCardLabels(tc)}
          />
        )}
      </div>
    </section>
  );
}
