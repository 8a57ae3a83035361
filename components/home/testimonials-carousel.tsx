'use client';

import { useLocale } from 'next-intl';
import { TESTIMONIALS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { Carousel, type CarouselLabels } from '@/components/ui/carousel';
import type { TestimonialsAnswer } from '@/lib/bff/answer-types';
import { useLaterSlides } from '@/components/ui/later-slides';
import type { TestimonialSlideData } from '@/lib/cards/types';
import { TestimonialSlide, type TestimonialSlideLabels } from './testimonial-slide';

/**
 * The testimonials carousel. The page carries the first view's slides (their data, drawn here and in the server's
 * HTML); when the carousel comes near the viewport or is used, it fetches the later ones (up to 24 in all) from
 * /api/testimonials, a cached answer, and Swiper starts once they are in: a phone that never scrolls that far does
 * not download eighteen testimonials' text. Without them (the answer failed), it starts with the first view's.
 */
export function TestimonialsCarousel({
  slides,
  more,
  label,
  labels,
  slideLabels,
}: {
  slides: TestimonialSlideData[];
  /** Whether there are slides after these. */
  more: boolean;
  label: string;
  labels: CarouselLabels;
  slideLabels: TestimonialSlideLabels;
}) {
  const lang = useLocale();
  const { slides: shown, load } = useLaterSlides(
    slides,
    more ? `/api/testimonials?lang=${lang}` : null,
    (answer: TestimonialsAnswer) => ('slides' in answer ? answer.slides : undefined),
  );

  return (
    <Carousel
      {...TESTIMONIALS_CAROUSEL}
      label={label}
      labels={labels}
      className={CAROUSEL_CLASS}
      slideClassName="quote-slide"
      onBeforeLoad={load}
    >
      {shown.map((item) => (
        <TestimonialSlide key={item.id} item={item} labels={slideLabels} />
      ))}
    </Carousel>
  );
}
