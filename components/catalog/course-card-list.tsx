'use client';

import { gridImageLoading } from '@/lib/images/grid-priority';
import { itemListJsonLd, JsonLd, pageUrl } from '@/lib/seo/jsonld-core';
import type { CourseCardData } from '@/lib/cards/types';
import { CourseCardView, type CourseCardLabels } from './course-card-view';

/** What a list's ItemList JSON-LD needs besides its cards: the site's origin, the page's language and the list's name. */
export type ItemListOf = { origin: string; locale: string; name: string };

/** The ItemList of a course list, from the cards' own fields: each course's absolute URL and title. */
export function courseListJsonLd(items: CourseCardData[], { origin, locale, name }: ItemListOf) {
  return itemListJsonLd(
    items.map((item) => ({ url: pageUrl(origin, locale, item.href), name: item.title })),
    name,
  );
}

/**
 * A grid of course cards rendered from their data (components/catalog/course-card builds it on the server): the
 * page's HTML has each card's markup once, and its flight data only each card's fields, not the markup again.
 * The first `eager` photos load at once (the first row, above the fold on a wide screen); only the first is the
 * page's LCP candidate at high priority: on a phone the others are below the fold, and at high priority they took
 * bandwidth from it. With `itemList` it also writes the list's ItemList JSON-LD, from the same fields: written by a
 * server component, the JSON-LD was in the flight data a second time, escaped
 * (docs/performance.md#html-and-flight-data).
 */
export function CourseCardList({
  items,
  labels,
  eager = 0,
  itemList,
  className = '',
}: {
  items: CourseCardData[];
  labels: CourseCardLabels;
  eager?: number;
  itemList?: ItemListOf;
  className?: string;
}) {
  return (
    <>
      <ul className={className}>
        {items.map((data, i) => (
          <li key={data.id}>
            <CourseCardView data={data} labels={labels} {...gridImageLoading(i, eager)} />
          </li>
        ))}
      </ul>
      {itemList && <JsonLd data={courseListJsonLd(items, itemList)} />}
    </>
  );
}
