'use client';

import { Children, isValidElement, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { ChevronIcon } from '@/components/ui/icons';

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

/** Translated texts; build them with useCarouselLabels() / getCarouselLabels() (components/catalog/carousel-labels). */
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
};

function maxSlidesPerView(options: CarouselOptions): number {
  const values = [options.slidesPerView ?? 1, ...Object.values(options.breakpoints ?? {}).map((b) => b.slidesPerView)];
  return Math.max(...values);
}

/** Most slides shown as bullets; more get a "current / total" counter. */
const MAX_BULLETS = 12;

/**
 * The site's one carousel (Swiper), configured by presets (components/catalog/carousel-presets.ts).
 * Import it only from components that show a carousel, so Swiper stays out of other pages' bundles.
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
}: CarouselProps) {
  const locale = useLocale();
  // Arabic is the site's only right-to-left locale (lib/i18n/locales); not imported here to keep date-fns
  // locales out of the carousel's client bundle.
  const direction = dir ?? (locale === 'ar' ? 'rtl' : 'ltr');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(!fadeIn);
  const [edges, setEdges] = useState({ beginning: true, end: false });
  const [reducedMotion, setReducedMotion] = useState(false);

  // toArray drops null / undefined / booleans and keys the children.
  const slides = Children.toArray(children);
  const canLoop = loop && slides.length >= Math.ceil(maxSlidesPerView({ slidesPerView, breakpoints })) * 2;
  const autoplay =
    autoplayDelay && autoplayDelay > 0 && !reducedMotion
      ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false;

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (query?.matches) setReducedMotion(true);
  }, []);

  function updateEdges(swiper: SwiperInstance) {
    setEdges({ beginning: swiper.isBeginning, end: swiper.isEnd });
  }

  if (slides.length === 0) return null;

  const button =
    'absolute top-1/2 z-10 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white text-primary shadow-md ring-1 ring-line hover:bg-primary-50 disabled:opacity-40';

  return (
    <section
      aria-label={label}
      aria-roledescription="carousel"
      dir={direction}
      className={`relative transition-opacity duration-500 ${ready ? 'opacity-100' : 'opacity-0'} ${className}`}
      data-testid="carousel"
      // Pause autoplay while a keyboard user is inside.
      onFocus={() => swiperRef.current?.autoplay?.running && swiperRef.current.autoplay.pause()}
      onBlur={() => swiperRef.current?.autoplay?.paused && swiperRef.current.autoplay.resume()}
    >
      <Swiper
        key={`${direction}-${canLoop}-${autoplay ? 'a' : 'm'}`}
        dir={direction}
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        breakpoints={breakpoints}
        loop={canLoop}
        autoplay={autoplay}
        keyboard={{ enabled: true, onlyInViewport: true }}
        // Past a dozen slides a row of bullets wraps and crowds the cards (and no bullet is a usable target):
        // show "3 / 41" instead; the prev / next buttons move through them.
        pagination={pagination ? (slides.length > MAX_BULLETS ? { type: 'fraction' } : { clickable: true }) : false}
        a11y={{
          prevSlideMessage: labels.previous,
          nextSlideMessage: labels.next,
          firstSlideMessage: labels.first,
          lastSlideMessage: labels.last,
          paginationBulletMessage: labels.goTo,
          slideLabelMessage: labels.slide,
        }}
        watchOverflow
        className={pagination ? '!pb-10' : ''}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          updateEdges(swiper);
        }}
        onAfterInit={() => setReady(true)}
        onSlideChange={updateEdges}
        onResize={updateEdges}
      >
        {slides.map((child, i) => (
          <SwiperSlide
            key={isValidElement(child) && child.key != null ? child.key : i}
            className={`!h-auto ${slideClassName}`}
          >
            {child}
          </SwiperSlide>
        ))}
      </Swiper>
      {navigation && slides.length > 1 && (
        <>
          <button
            type="button"
            aria-label={labels.previous}
            onClick={() => swiperRef.current?.slidePrev()}
            disabled={!canLoop && edges.beginning}
            className={`${button} start-0 -ms-3`}
          >
            <ChevronIcon size={18} className="-scale-x-100 rtl:scale-x-100" />
          </button>
          <button
            type="button"
            aria-label={labels.next}
            onClick={() => swiperRef.current?.slideNext()}
            disabled={!canLoop && edges.end}
            className={`${button} end-0 -me-3`}
          >
            <ChevronIcon size={18} className="rtl:-scale-x-100" />
          </button>
        </>
      )}
    </section>
  );
}
