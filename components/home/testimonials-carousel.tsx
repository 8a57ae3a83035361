'use client';

import { useState } from 'react';
import { TESTIMONIALS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { Carousel, type CarouselLabels } from '@/components/ui/carousel';
import { TestimonialSlide, type TestimonialSlideData, type TestimonialSlideLabels } from './testimonial-slide';

/** Slides in the server's HTML: as many as the widest layout shows (5.3). */
const SERVER_SLIDES = 6;

/**
 * The testimonials carousel, from its slides' data (a few hundred bytes each, instead of their markup a second time
 * in the page's flight data): the first view's slides are in the server's HTML, the others are rendered when the
 * carousel loads, as it comes near the viewport; they are off screen until then.
 */
export function TestimonialsCarousel({
  slides,
  label,
  labels,
  slideLabels,
}: {
  slides: TestimonialSlideData[];
  label: string;
  labels: CarouselLabels;
  slideLabels: TestimonialSlideLabels;
}) {
  const [showRest, setShowRest] = useState(false);
  const shown = showRest ? slides : slides.slice(0, SERVER_SLIDES);
  return (
    <Carousel
      {...TESTIMONIALS_CAROUSEL}
      label={label}
      labels={labels}
      className={CAROUSEL_CLASS}
      onBeforeLoad={slides.length > SERVER_SLIDES ? () => setShowRest(true) : undefined}
    >
      {shown.map((item) => (
        <TestimonialSlide key={item.id} item={item} labels={slideLabels} />
      ))}
    </Carousel>
  );
}
