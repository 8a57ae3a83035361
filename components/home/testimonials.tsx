import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { SectionHeader } from '@/components/ui/section-header';
import { TESTIMONIAL_SERVER_SLIDES } from '@/components/catalog/carousel-presets';
import { TESTIMONIALS_LIMIT } from '@/lib/contract/constants/limits';
import type { AppLocale } from '@/lib/i18n/routing';
import { getTestimonials } from '@/lib/upstream/editorial';
import { testimonialSlide } from './testimonial-data';
import { TestimonialsCarousel } from './testimonials-carousel';

/**
 * Home item 10: up to 24 testimonials, 1 to 5.3 slides by width. A text item shows photo, name, text and a
 * read-more link to /testimonial/{id}; a video item shows its video, loaded on click. The page carries the first
 * view's slides; the carousel fetches the others from /api/testimonials when it comes near the viewport.
 */
export async function Testimonials({ lang }: { lang: AppLocale }) {
  const [says, t, labels] = await Promise.all([
    getTestimonials(TESTIMONIALS_LIMIT),
    getTranslations({ locale: lang, namespace: 'home.testimonials' }),
    getCarouselLabels(lang),
  ]);
  if (!says.ok || says.data.length === 0) return null; // Decorative: nothing rather than an error box.
  const slides = says.data.slice(0, TESTIMONIAL_SERVER_SLIDES).map((item) => testimonialSlide(item, lang));
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
        <TestimonialsCarousel
          label={t('title')}
          labels={labels}
          slides={slides}
          more={Math.min(says.data.length, TESTIMONIALS_LIMIT) > TESTIMONIAL_SERVER_SLIDES}
          slideLabels={slideLabels}
        />
      </div>
    </section>
  );
}
