'use client';

import { useState, type ReactNode } from 'react';
import { Carousel, type CarouselLabels, type CarouselOptions } from '@/components/ui/carousel';
import { CourseCardView, type CourseCardData, type CourseCardLabels } from './course-card-view';

/**
 * A course carousel (home featured courses, a course's related and other courses): the first slides are server
 * HTML (`children`), the later ones (`rest`) come as their data, a fraction of their markup twice (HTML and flight
 * payload), and are rendered when the carousel loads as it comes near the viewport; they are off screen until then.
 */
export function CoursesCarousel({
  children,
  rest,
  cardLabels,
  label,
  labels,
  options,
  className,
}: {
  children: ReactNode;
  rest: CourseCardData[];
  cardLabels: CourseCardLabels;
  label: string;
  labels: CarouselLabels;
  options: CarouselOptions;
  className?: string;
}) {
  const [showRest, setShowRest] = useState(false);
  return (
    <Carousel
      {...options}
      label={label}
      labels={labels}
      className={className}
      onBeforeLoad={rest.length > 0 ? () => setShowRest(true) : undefined}
    >
      {children}
      {showRest && rest.map((data) => <CourseCardView key={data.id} data={data} labels={cardLabels} />)}
    </Carousel>
  );
}
