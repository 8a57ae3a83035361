import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { TESTIMONIALS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { FileImage } from '@/components/catalog/file-image';
import { LazyVideo } from '@/components/courses/lazy-video';
import { SectionHeader } from '@/components/courses/section-header';
import { Carousel } from '@/components/ui/carousel';
import { ChevronIcon } from '@/components/ui/icons';
import type { Testimonial } from '@/lib/contract';
import { TESTIMONIALS_LIMIT } from '@/lib/contract/constants/limits';
import { TestimonialType } from '@/lib/contract/constants/media-types';
import { extractVideo } from '@/lib/catalog/video';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getTestimonials } from '@/lib/upstream/editorial';

/** The name and text in the page's language: the `_en` / `_ar` extras, else the unsuffixed fields. */
function localized(item: Testimonial, lang: AppLocale) {
  return {
    name: pick(item, 'TestimonialName', lang) || item.TestimonialName,
    text: pick(item, 'Testimonial', lang) || item.Testimonial || '',
  };
}

/**
 * Home item 10: up to 24 testimonials, 1 to 5.3 slides by width. A text item shows photo, name, text and a
 * read-more link to /testimonial/{id}; a video item shows its video, loaded on click.
 */
export async function Testimonials({ lang }: { lang: AppLocale }) {
  const [says, t, labels] = await Promise.all([
    getTestimonials(TESTIMONIALS_LIMIT),
    getTranslations({ locale: lang, namespace: 'home.testimonials' }),
    getCarouselLabels(lang),
  ]);
  if (!says.ok || says.data.length === 0) return null; // Decorative: nothing rather than an error box.

  return (
    <section aria-labelledby="home-testimonials" className="bg-white py-14" data-testid="home-testimonials">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader id="home-testimonials" title={t('title')} />
        <Carousel {...TESTIMONIALS_CAROUSEL} label={t('title')} labels={labels} className={CAROUSEL_CLASS}>
          {says.data.slice(0, TESTIMONIALS_LIMIT).map((item) => {
            const { name, text } = localized(item, lang);
            const video = item.TestimonialType === TestimonialType.Video ? extractVideo(item.TestimonialVideo) : null;
            return (
              <figure
                key={item.TestimonialID}
                className="flex h-full flex-col gap-3 rounded-xl border border-line bg-sand p-4"
                data-testid="testimonial"
              >
                {video ? (
                  <>
                    <LazyVideo
                      embedUrl={video.embedUrl}
                      title={t('videoTitle', { name })}
                      playLabel={t('playVideo', { name })}
                    />
                    <figcaption className="flex flex-col gap-1">
                      <span className="font-semibold text-primary">{name}</span>
                      {text && <span className="line-clamp-3 text-sm text-muted">{text}</span>}
                    </figcaption>
                  </>
                ) : (
                  <>
                    <figcaption className="flex items-center gap-3">
                      <span className="size-14 shrink-0 overflow-hidden rounded-full bg-primary-50">
                        <FileImage
                          fileId={item.TestimonialPhoto}
                          ratio={1}
                          width={112}
                          height={112}
                          alt=""
                          sizes="56px"
                          className="h-full w-full object-cover"
                        />
                      </span>
                      <span className="font-semibold text-primary">{name}</span>
                    </figcaption>
                    <blockquote className="line-clamp-6 text-sm leading-6 text-ink">{text}</blockquote>
                    <Link
                      href={`/testimonial/${item.TestimonialID}`}
                      aria-label={t('readMoreAbout', { name })}
                      className="mt-auto inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {t('readMore')}
                      <span className="sr-only">: {name}</span>
                      <ChevronIcon size={16} className="rtl:-scale-x-100" />
                    </Link>
                  </>
                )}
              </figure>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}
