'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from 'next-intl';
import { TESTIMONIALS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { Carousel, type CarouselLabels } from '@/components/ui/carousel';
import type { TestimonialsAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';
import { TestimonialSlide, type TestimonialSlideData, type TestimonialSlideLabels } from './testimonial-slide';

/** How long the carousel waits for the later slides before it starts with those it has. */
const MORE_TIMEOUT_MS = 5000;

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
  const [later, setLater] = useState<TestimonialSlideData[]>([]);
  const lang = useLocale();

  async function loadLater() {
    // Not AbortSignal.timeout: Safari has it only from 16.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), MORE_TIMEOUT_MS);
    try {
      const { body } = await fetchAnswer<TestimonialsAnswer>(`/api/testimonials?lang=${lang}`, {
        signal: abort.signal,
      });
      if (!body || !('slides' in body)) return;
      const seen = new Set(slides.map((s) => s.id));
      flushSync(() => setLater(body.slides.filter((s) => !seen.has(s.id))));
    } catch {
      // The first view's slides stay; the carousel starts with them.
    } finally {
      clearTimeout(timer);
    }
  }

  return (
    <Carousel
      {...TESTIMONIALS_CAROUSEL}
      label={label}
      labels={labels}
      className={CAROUSEL_CLASS}
      onBeforeLoad={more ? loadLater : undefined}
    >
      {[...slides, ...later].map((item) => (
        <TestimonialSlide key={item.id} item={item} labels={slideLabels} />
      ))}
    </Carousel>
  );
}
