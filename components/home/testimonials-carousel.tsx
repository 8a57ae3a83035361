'use client';

import { useState, type ReactNode } from 'react';
import { TESTIMONIALS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { Carousel, type CarouselLabels } from '@/components/ui/carousel';
import { TestimonialSlide, type TestimonialSlideData, type TestimonialSlideLabels } from './testimonial-slide';

/**
 * The testimonials carousel: the first slides are server HTML (`children`), the others (`rest`) arrive as their data
 * only (a few hundred bytes each instead of their markup twice, in the HTML and in its flight payload) and are
 * rendered when the carousel loads, as it comes near the viewport; they are off screen until then.
 */
export function TestimonialsCarousel({
  children,
  rest,
  label,
  labels,
  slideLabels,
}: {
  children: ReactNode;
  rest: TestimonialSlideData[];
  label: string;
  labels: CarouselLabels;
  slideLabels: TestimonialSlideLabels;
}) {
  const [showRest, setShowRest] = useState(false);
  return (
    <Carousel
      {...TESTIMONIALS_CAROUSEL}
      label={label}
      labels={labels}
      className={CAROUSEL_CLASS}
      onBeforeLoad={() => setShowRest(true)}
    >
      {children}
      {showRest && rest.map((item) => <TestimonialSlide key={item.id} item={item} labels={slideLabels} />)}
    </Carousel>
  );
}
