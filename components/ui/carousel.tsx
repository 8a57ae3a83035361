'use client';

import { Children, isValidElement, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { useReducedMotion } from '@/components/hooks/use-media-query';
import { useLazySwiper } from './lazy-swiper';

/** slidesPerView (and optionally the gap) from a minimum viewport width in px. */
export type CarouselBreakpoints = Record<number, { slidesPerView: number; spaceBetween?: number }>;

export type CarouselOptions = {
  /** Autoplay delay in ms; 0 or undefined = no autoplay. Paused on hover/focus and with reduced motion. */
  autoplayDelay?: number;
  /** Loop (applied only when there are enough slides for it). */
  loop?: boolean;
  /** Slides per view below the first breakpoint (default 1). */
  slidesPerView?: number;
  breakpoints?: CarouselBreakpoints;
  /** Gap between slides in px. */
  spaceBetween?: number;
  /** Fade the carousel in once Swiper has initialised (e.g. related courses). */
  fadeIn?: boolean;
  /** Prev/next buttons (default true) and pagination bullets (default true). */
  navigation?: boolean;
  pagination?: boolean;
};

/** Translated texts; build them with getCarouselLabels() (components/catalog/carousel-labels). */
export type CarouselLabels = {
  previous: string;
  next: string;
  /** Must contain `{{index}}` (Swiper's placeholder). */
  goTo: string;
  /** Must contain `{{index}}` and `{{slidesLength}}`. */
  slide: string;
  first: string;
  last: string;
};

export type CarouselProps = CarouselOptions & {
  /** One child per slide (server-rendered cards are fine). */
  children: ReactNode;
  /** Accessible name of the carousel region (e.g. the section heading). */
  label: string;
  labels: CarouselLabels;
  /** Writing direction; defaults to the current locale's. */
  dir?: 'ltr' | 'rtl';
  className?: string;
  slideClassName?: string;
  /**
   * Called just before Swiper's code loads (near the viewport, or on use): render slides kept back until then, or
   * fetch them (Swiper starts when the promise settles).
   */
  onBeforeLoad?: () => void | Promise<void>;
};

function maxSlidesPerView(options: CarouselOptions): number {
  const values = [options.slidesPerView ?? 1, ...Object.values(options.breakpoints ?? {}).map((b) => b.slidesPerView)];
  return Math.max(...values);
}

/** Most slides shown as bullets; more get a "current / total" counter. */
const MAX_BULLETS = 12;

/**
 * Whether one bullet per slide fits in one row of the pagination: `available` px wide, each bullet `pitch` px with its
 * gaps. A row that wraps put its last bullets over the first ones (at 390 px, 12 related courses drew 9 + 3 bullets,
 * three pairs of overlapping targets and tab stops); then the pagination is a "3 / 12" counter instead.
 */
export function bulletsFit(slides: number, available: number, pitch: number): boolean {
  return slides <= MAX_BULLETS && slides * pitch <= available;
}

/** The room for bullets under the slides of `root` and the pitch of one bullet, as its stylesheet lays them out. */
function bulletRow(root: HTMLElement): { slides: number; available: number; pitch: number } {
  const track = root.querySelector<HTMLElement>('.swiper');
  const row = root.querySelector<HTMLElement>('.swiper-pagination');
  if (!track || !row) return { slides: 0, available: 0, pitch: 1 };
  const style = getComputedStyle(row);
  const px = (name: string, fallback: number) => parseFloat(style.getPropertyValue(name)) || fallback;
  const pitch = px('--swiper-pagination-bullet-size', 8) + 2 * px('--swiper-pagination-bullet-horizontal-gap', 4);
  const available = track.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
  return { slides: track.querySelectorAll('.swiper-slide').length, available, pitch };
}

function paginationParams(root: HTMLElement | null) {
  const row = root ? bulletRow(root) : { slides: 0, available: 0, pitch: 1 };
  return bulletsFit(row.slides, row.available, row.pitch)
    ? { type: 'bullets' as const, clickable: true }
    : { type: 'fraction' as const, clickable: false };
}

/**
 * The layout Swiper gives the slides (slides per view and gap by breakpoint), as CSS, so the server's HTML shows the
 * carousel as it will look before Swiper's code has loaded. Until then the images of the slides past the first view
 * are not rendered: lazy images that are not rendered are not fetched, and a phone would otherwise download every
 * slide's image of a carousel that is merely within the browser's lazy-load distance (about 1,250 px) while the page
 * loads. One rule set per configuration, shared by every carousel that has it (React dedupes <style> by href).
 */
export function layoutCss(
  key: string,
  slidesPerView: number,
  spaceBetween: number,
  breakpoints: CarouselBreakpoints = {},
) {
  const scope = `[data-carousel-layout="${key}"]`;
  const sorted = Object.entries(breakpoints)
    .map(([min, bp]) => ({ min: Number(min), spv: bp.slidesPerView, gap: bp.spaceBetween ?? spaceBetween }))
    .sort((a, b) => a.min - b.min);
  const ranges = [{ min: 0, spv: slidesPerView, gap: spaceBetween }, ...sorted];
  return ranges
    .map(({ min, spv, gap }, i) => {
      const next = ranges[i + 1]?.min;
      const layout = `${scope}{--carousel-spv:${spv};--carousel-gap:${gap}px}`;
      const later = `${scope} .swiper:not(.swiper-initialized) .swiper-slide:nth-child(n+${Math.ceil(spv) + 1}) img{display:none}`;
      // The layout cascades upwards from its breakpoint; the hidden images hold only up to the next one.
      const wrap = (css: string, upTo?: number) => {
        const query = [min > 0 && `(min-width:${min}px)`, upTo !== undefined && `(max-width:${upTo - 0.02}px)`]
          .filter(Boolean)
          .join(' and ');
        return query ? `@media ${query}{${css}}` : css;
      };
      return wrap(layout) + wrap(later, next);
    })
    .join('');
}

/**
 * A short name for a layout configuration (FNV-1a, base 36): the name is repeated in every rule of its CSS, fourteen
 * times for the testimonials', and the configuration itself ran to 50 characters.
 */
export function layoutId(configuration: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < configuration.length; i += 1) {
    hash ^= configuration.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `c${(hash >>> 0).toString(36)}`;
}

/**
 * The site's one carousel (Swiper), configured by presets (components/catalog/carousel-presets.ts). The slides are
 * server HTML laid out by CSS; Swiper's code loads when the carousel comes near the viewport or is used
 * (lazy-swiper), so pages do not pay for carousels below the fold.
 */
export function Carousel({
  children,
  label,
  labels,
  dir,
  className = '',
  slideClassName = '',
  autoplayDelay,
  loop = false,
  slidesPerView = 1,
  breakpoints,
  spaceBetween = 16,
  fadeIn = false,
  navigation = true,
  pagination = true,
  onBeforeLoad,
}: CarouselProps) {
  const locale = useLocale();
  // Arabic is the site's only right-to-left locale (lib/i18n/locales); not imported here to keep date-fns
  // locales out of the carousel's client bundle.
  const direction = dir ?? (locale === 'ar' ? 'rtl' : 'ltr');
  const rootRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(!fadeIn);
  const [edges, setEdges] = useState({ beginning: true, end: false });
  const reducedMotion = useReducedMotion();

  // toArray drops null / undefined / booleans and keys the children.
  const slides = Children.toArray(children);
  const canLoop = loop && slides.length >= Math.ceil(maxSlidesPerView({ slidesPerView, breakpoints })) * 2;
  const layoutKey = layoutId(
    `${slidesPerView}-${spaceBetween}-${Object.entries(breakpoints ?? {})
      .map(([min, bp]) => `${min}:${bp.slidesPerView}:${bp.spaceBetween ?? ''}`)
      .join(',')}`,
  );

  function updateEdges(swiper: SwiperInstance) {
    setEdges({ beginning: swiper.isBeginning, end: swiper.isEnd });
  }

  /** A turned phone or a resized window may fit more or fewer bullets: switch between bullets and the counter. */
  function fitPagination(swiper: SwiperInstance) {
    const current = swiper.params.pagination;
    if (!current || typeof current !== 'object' || !swiper.pagination) return;
    const wanted = paginationParams(rootRef.current);
    if (current.type === wanted.type) return;
    swiper.pagination.destroy();
    Object.assign(current, wanted);
    swiper.pagination.init();
    swiper.pagination.render();
    swiper.pagination.update();
  }

  const { swiper, start } = useLazySwiper(
    rootRef,
    (): SwiperOptions => ({
      slidesPerView,
      spaceBetween,
      breakpoints,
      loop: canLoop,
      autoplay:
        autoplayDelay && autoplayDelay > 0 && !reducedMotion
          ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false,
      keyboard: { enabled: true, onlyInViewport: true },
      // The slide after the view loads its image once Swiper runs, so a swipe shows it ready: the browser's own lazy
      // loading never reaches a slide that the track clips.
      lazyPreloadPrevNext: 1,
      // More slides than one row of bullets holds: show "3 / 41" instead; the prev / next buttons move through them.
      pagination: pagination ? { el: '.swiper-pagination', ...paginationParams(rootRef.current) } : false,
      a11y: {
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        firstSlideMessage: labels.first,
        lastSlideMessage: labels.last,
        paginationBulletMessage: labels.goTo,
        slideLabelMessage: labels.slide,
      },
      watchOverflow: true,
      on: {
        slideChange: updateEdges,
        resize: (instance) => {
          updateEdges(instance);
          fitPagination(instance);
        },
      },
    }),
    {
      beforeLoad: onBeforeLoad,
      onReady: (instance) => {
        updateEdges(instance);
        setReady(true);
      },
    },
  );

  if (slides.length === 0) return null;

  // On phones the arrows sit in the pagination row under the slides (beside the bullets), never over a card's
  // title; from 640 px they sit on the track's edges, half outside it.
  const button = 'carousel-arrow';
  const move = async (to: 'prev' | 'next') => {
    const instance = swiper.current ?? (await start());
    if (to === 'prev') instance?.slidePrev();
    else instance?.slideNext();
  };

  return (
    // A group, not a region: every carousel sits in a section named by its heading, and a region of the same name
    // inside it made two landmarks nobody could tell apart (axe landmark-unique).
    <div
      ref={rootRef}
      role="group"
      aria-label={label}
      aria-roledescription="carousel"
      dir={direction}
      className={`relative transition-opacity duration-500 ${ready ? 'opacity-100' : 'opacity-0'} ${className}`}
      data-testid="carousel"
      data-carousel-layout={layoutKey}
      // Pause autoplay while a keyboard user is inside.
      onFocus={() => swiper.current?.autoplay?.running && swiper.current.autoplay.pause()}
      onBlur={() => swiper.current?.autoplay?.paused && swiper.current.autoplay.resume()}
    >
      <style href={`carousel-${layoutKey}`} precedence="default">
        {layoutCss(layoutKey, slidesPerView, spaceBetween, breakpoints)}
      </style>
      <div className={`swiper ${pagination ? '!pb-10' : navigation ? 'max-sm:!pb-12' : ''}`} dir={direction}>
        <div className="swiper-wrapper">
          {slides.map((child, i) => (
            <div
              key={isValidElement(child) && child.key != null ? child.key : i}
              className={`swiper-slide ${slideClassName}`}
              data-index={i}
            >
              {child}
            </div>
          ))}
        </div>
        {pagination && <div className="swiper-pagination" />}
      </div>
      {navigation && slides.length > 1 && (
        <>
          <button
            type="button"
            aria-label={labels.previous}
            onClick={() => void move('prev')}
            disabled={!canLoop && edges.beginning}
            className={`${button} start-0 sm:-ms-3`}
          >
            <i className="chev chev-lg chev-back" />
          </button>
          <button
            type="button"
            aria-label={labels.next}
            onClick={() => void move('next')}
            disabled={!canLoop && edges.end}
            className={`${button} end-0 sm:-me-3`}
          >
            <i className="chev chev-lg" />
          </button>
        </>
      )}
    </div>
  );
}
