'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocale } from 'next-intl';
import { Carousel, type CarouselLabels, type CarouselOptions } from '@/components/ui/carousel';
import type { CourseCardsAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';
import { CourseCardView, type CourseCardData, type CourseCardLabels } from './course-card-view';

/** How long the carousel waits for its later cards before it starts with those it has. */
const MORE_TIMEOUT_MS = 5000;

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
  const [later, setLater] = useState<CourseCardData[]>([]);
  const lang = useLocale();

  async function loadLater() {
    // Not AbortSignal.timeout: Safari has it only from 16.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), MORE_TIMEOUT_MS);
    try {
      const { body } = await fetchAnswer<CourseCardsAnswer>(`/api/course-cards?lang=${lang}&ids=${moreIds.join(',')}`, {
        signal: abort.signal,
      });
      if (!body || !('cards' in body)) return;
      const seen = new Set(slides.map((s) => s.id));
      flushSync(() => setLater(body.cards.filter((c) => !seen.has(c.id))));
    } catch {
      // The first view's cards stay; the carousel starts with them.
    } finally {
      clearTimeout(timer);
    }
  }

  return (
    <Carousel
      {...options}
      label={label}
      labels={labels}
      className={className}
      onBeforeLoad={moreIds.length > 0 ? loadLater : undefined}
    >
      {[...slides, ...later].map((data) => (
        <CourseCardView key={data.id} data={data} labels={cardLabels} />
      ))}
    </Carousel>
  );
}
