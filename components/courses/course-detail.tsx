import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { RELATED_COURSES_CAROUSEL, CAROUSEL_CLASS, SERVER_COURSE_SLIDES } from '@/components/catalog/carousel-presets';
import { courseCard, courseCardLabels } from '@/components/catalog/course-card';
import { CoursesCarousel } from '@/components/catalog/courses-carousel';
import { ProgramGrid } from '@/components/catalog/program-grid';
import { CourseMedia } from '@/components/catalog/course-media';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { NotifyMeButton } from '@/components/waitlist/notify-me-button';
import { READ_MORE_HEIGHT, ReadMore } from '@/components/ui/read-more';
import { SafeHtml } from '@/components/ui/safe-html';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { relatedCourses } from '@/lib/courses/related';
import type { Course, Program } from '@/lib/contract';
import { categoryPath, coursePath, COURSES_PATH, HOME_PATH } from '@/lib/routes';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';
import { courseJsonLd, JsonLd, pageUrl, providerRef } from '@/lib/seo/jsonld';
import { PageHeader } from '@/components/ui/page-header';
import { PricePanel } from './price-panel';
import { RICH_TEXT } from '@/components/ui/rich-text';

export type CourseDetailProps = {
  lang: AppLocale;
  course: Course;
  related: Course[];
  other: Course[];
  programs: Program[];
};

/**
 * Course detail (docs/product/screens.md#course-detail): breadcrumbs (home, courses, category), title, photo or video,
 * price / FREE / old price, VAT note, credit hours, item id; the upcoming programs, or the no-programs message with the
 * interest form; the description with read more (430 px); related and other courses. Course + CourseInstance JSON-LD.
 */
export async function CourseDetail({ lang, course, related, other, programs }: CourseDetailProps) {
  const [t, tc, tcourse, tb, labels] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'courses.detail' }),
    getTranslations({ locale: lang, namespace: 'catalog' }),
    getTranslations({ locale: lang, namespace: 'course' }),
    getTranslations({ locale: lang, namespace: 'brand' }),
    getCarouselLabels(lang),
  ]);
  const title = pick(course, 'ProductTitle', lang);
  const category = pick(course, 'CategoryTitle', lang);
  const description = pick(course, 'ProductDescription', lang) || pick(course, 'ProductShortDescription', lang);
  const more = relatedCourses(course, related, other);
  const origin = siteUrl().origin;
  const url = pageUrl(origin, lang, coursePath(course));

  return (
    <article>
      <PageHeader
        title={title}
        band
        trail={[
          { label: tc('courses'), href: COURSES_PATH },
          ...(category ? [{ label: category, href: categoryPath(course) }] : []),
          { label: title },
        ]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <CourseMedia course={course} />
          <PricePanel
            title={t('priceTitle')}
            price={course.Price}
            oldPrice={course.OldPrice}
            rows={[
              { label: tc('creditHours'), value: String(course.CreditHours), testId: 'credit-hours' },
              { label: t('itemId'), value: String(course.ProductId), testId: 'item-id' },
            ]}
          >
            <WishlistHeart type="course" id={course.ProductId} title={title} variant="button" />
          </PricePanel>
        </div>

        <section aria-labelledby="course-programs" className="flex flex-col gap-4" data-testid="course-programs">
          <h2 id="course-programs" className="text-2xl font-bold text-primary">
            {t('upcomingPrograms')}
          </h2>
          {programs.length > 0 ? (
            <ProgramGrid programs={programs} showTitle={false} className="program-grid" />
          ) : (
            <div className="grid gap-6 lg:grid-cols-2" data-testid="no-programs">
              <div className="flex flex-col gap-4">
                <p className="rounded-xl border border-accent/40 bg-accent/10 p-5 text-base font-medium leading-7 text-primary">
                  {tcourse('noPrograms')}
                </p>
                <NotifyMeButton courseId={course.ProductId} />
              </div>
              <EnquiryForm course={{ id: course.ProductId, title }} headingLevel={3} />
            </div>
          )}
        </section>

        {description && (
          <section
            aria-labelledby="course-description"
            className="below-fold rounded-xl border border-line bg-white p-5 sm:p-8"
          >
            <h2 id="course-description" className="mb-4 text-2xl font-bold text-primary">
              {t('description')}
            </h2>
            <ReadMore collapsedHeight={READ_MORE_HEIGHT.course}>
              <SafeHtml html={description} className={RICH_TEXT.course} headingsFrom={3} />
            </ReadMore>
          </section>
        )}

        {more.length > 0 && (
          <section aria-labelledby="course-related" className="below-fold flex flex-col gap-4">
            <h2 id="course-related" className="text-2xl font-bold text-primary">
              {t('related')}
            </h2>
            <CoursesCarousel
              options={RELATED_COURSES_CAROUSEL}
              label={t('related')}
              labels={labels}
              className={CAROUSEL_CLASS}
              slides={more.slice(0, SERVER_COURSE_SLIDES).map((c) => courseCard(c, lang, tc))}
              moreIds={more.slice(SERVER_COURSE_SLIDES).map((c) => c.ProductId)}
              cardLabels={courseCardLabels(tc)}
            />
          </section>
        )}
      </div>
      <JsonLd
        data={courseJsonLd(course, {
          locale: lang,
          origin,
          provider: providerRef(tb('name'), pageUrl(origin, lang, HOME_PATH)),
          url,
          programs,
        })}
      />
    </article>
  );
}
