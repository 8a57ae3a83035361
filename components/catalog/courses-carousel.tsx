'use client';

import { useState } from 'react';
import { Carousel, type CarouselLabels, type CarouselOptions } from '@/components/ui/carousel';
import { SERVER_COURSE_SLIDES } from './carousel-presets';
import { CourseCardView, type CourseCardData, type CourseCardLabels } from './course-card-view';

/**
 * A course carousel (home featured courses, a course's related and other courses), from its cards' data: the page's
 * flight data carries a few hundred bytes per card instead of its markup a second time. The first view's slides are
 * in the server's HTML; the later ones are rendered when the carousel loads as it comes near the viewport (they are
 * off screen until then), so the HTML holds only what is seen first.
 */
export function CoursesCarousel({
  slides,
  cardLabels,
  label,
  labels,
  options,
  className,
}: {
  slides: CourseCardData[];
  cardLabels: CourseCardLabels;
  label: string;
  labels: CarouselLabels;
  options: CarouselOptions;
  className?: string;
}) {
  const [showRest, setShowRest] = useState(false);
  const shown = showRest ? slides : slides.slice(0, SERVER_COURSE_SLIDES);
  return (
    <Carousel
      {...options}
      label={label}
      labels={labels}
      className={className}
      onBeforeLoad={slides.length > SERVER_COURSE_SLIDES ? () => setShowRest(true) : undefined}
    >
      {shown.map((data) => (
        <CourseCardView key={data.id} data={data} labels={cardLabels} />
      ))}
    </Carousel>
  );
}
