import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { SectionHeader } from '@/components/courses/section-header';
import type { Testimonial } from '@/lib/contract';
import { TESTIMONIALS_LIMIT } from '@/lib/contract/constants/limits';
import { TestimonialType } from '@/lib/contract/constants/media-types';
import { extractVideo } from '@/lib/catalog/video';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getTestimonials } from '@/lib/upstream/editorial';
import type { TestimonialSlideData } from './testimonial-slide';
import { TestimonialsCarousel } from './testimonials-carousel';

/** About six lines of a slide: the rest is on the testimonial's page (read more), not in the home page's HTML. */
const EXCERPT_CHARS = 280;

/** The name and a shortened text in the page's language (the `_en` / `_ar` extras, else the unsuffixed fields). */
function toSlide(item: Testimonial, lang: AppLocale): TestimonialSlideData {
  const text = pick(item, 'Testimonial', lang) || item.Testimonial || '';
  const video = item.TestimonialType === TestimonialType.Video ? extractVideo(item.TestimonialVideo) : null;
  return {
    id: item.TestimonialID,
    name: pick(item, 'TestimonialName', lang) || item.TestimonialName,
    text: text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')}…` : text,
    photo: item.TestimonialPhoto ?? null,
    videoUrl: video?.embedUrl ?? null,
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
  const slides = says.data.slice(0, TESTIMONIALS_LIMIT).map((item) => toSlide(item, lang));
  const slideLabels = {
    readMore: t('readMore'),
    // The slide fills in {name}.
    readMoreAbout: t('readMoreAbout', { name: '{name}' }),
    videoTitle: t('videoTitle', { name: '{name}' }),
    playVideo: t('playVideo', { name: '{name}' }),
  };

  return (
    <section aria-labelledby="home-testimonials" className="below-fold bg-white py-14" data-testid="home-testimonials">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader id="home-testimonials" title={t('title')} />
        <TestimonialsCarousel label={t('title')} labels={labels} slides={slides} slideLabels={slideLabels} />
      </div>
    </section>
  );
}
