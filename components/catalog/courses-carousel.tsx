'use client';

import { useLocale } from 'next-intl';
import { Carousel, type CarouselLabels, type CarouselOptions } from '@/components/ui/carousel';
import type { CourseCardsAnswer } from '@/lib/bff/answer-types';
import { useLaterSlides } from '@/components/ui/later-slides';
import type { CourseCardData } from '@/lib/cards/types';
import { CourseCardView, type CourseCardLabels } from './course-card-view';

/**
 * A course carousel (home featured courses, a course's related and other courses). The page carries the first
 * view's cards as their data (drawn here and in the server's HTML) and the ids of the others; when the carousel comes
 * near the viewport or is used, it fetches those cards from /api/course-cards (a cached answer) and Swiper starts
 * once they are in, or with the first view's when the answer fails.
 */
export function CoursesCarousel({
  slides,
  moreIds,
  cardLabels,
  label,
  labels,
  options,
  className,
}: {
  slides: CourseCardData[];
  /** The courses after the first view, in order. */
  moreIds: number[];
  cardLabels: CourseCardLabels;
  label: string;
  labels: CarouselLabels;
  options: CarouselOptions;
  className?: string;
}) {
  const lang = useLocale();
  const { slides: shown, load } = useLaterSlides(
    slides,
    moreIds.length > 0 ? `/api/course-cards?lang=${lang}&ids=${moreIds.join(',')}` : null,
    (answer: CourseCardsAnswer) => ('cards' in answer ? answer.cards : undefined),
  );

  return (
    <Carousel {...options} label={label} labels={labels} className={className} onBeforeLoad={load}>
      {shown.map((data) => (
        <CourseCardView key={data.id} data={data} labels={cardLabels} />
      ))}
    </Carousel>
  );
}
