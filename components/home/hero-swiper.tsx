'use client';

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useReducedMotion } from '@/components/hooks/use-media-query';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { useLazySwiper } from '@/components/ui/lazy-swiper';
import { HeroSlideView, type HeroSlide } from './hero-slide';

export type HeroLabels = {
  label: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** With Swiper's `{{index}}`. */
  goTo: string;
  /** With Swiper's `{{index}}` and `{{slidesLength}}`. */
  slide: string;
};

const AUTOPLAY_MS = 5000;
/** Swiper's code loads this long after hydration (or at the first touch, pointer or focus): not while the page loads. */
const LOAD_AFTER_MS = 2500;

/**
 * The hero's controls and motion around the server-rendered first slide (`children`, a `.swiper-slide` element) and
 * the others (`rest`), rendered just before Swiper loads. Until then the first slide simply shows; the first change
 * still comes 5 s after the page appeared.
 */
export function HeroSwiper({
  children,
  rest,
  count,
  dir,
  labels,
}: {
  children: ReactNode;
  rest: HeroSlide[];
  count: number;
  dir: 'ltr' | 'rtl';
  labels: HeroLabels;
}) {
  const [showRest, setShowRest] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const shownAt = useRef(0);
  // The visitor's own play or pause; until they choose, reduced motion starts the slider paused.
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const playing = choice ?? !reducedMotion;
  const several = count > 1;
  const playingRef = useRef(playing);

  const { swiper, start } = useLazySwiper(
    rootRef,
    () => ({
      loop: several,
      autoplay: several ? { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
      keyboard: { enabled: true, onlyInViewport: true },
      pagination: several ? { el: '.swiper-pagination', clickable: true } : false,
      a11y: {
        enabled: true,
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        paginationBulletMessage: labels.goTo,
        slideLabelMessage: labels.slide,
        containerRoleDescriptionMessage: null,
        itemRoleDescriptionMessage: null,
      },
    }),
    {
      delayMs: several ? LOAD_AFTER_MS : undefined,
      beforeLoad: () => setShowRest(true),
      beforeCreate: (el) => {
        // The first slide has been on screen since hydration: it gets what is left of its 5 s.
        const first = el.querySelector<HTMLElement>('.swiper-slide');
        const left = Math.max(500, AUTOPLAY_MS - (performance.now() - shownAt.current));
        first?.setAttribute('data-swiper-autoplay', String(Math.round(left)));
      },
      onReady: (instance) => {
        instance.once('slideChange', () =>
          instance.el
            .querySelectorAll('[data-swiper-autoplay]')
            .forEach((slide) => slide.removeAttribute('data-swiper-autoplay')),
        );
        if (!playingRef.current) instance.autoplay?.stop();
      },
    },
  );

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  useEffect(() => {
    playingRef.current = playing;
    const autoplay = swiper.current?.autoplay;
    if (!several || !autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing, several, swiper]);

  const control =
    'flex size-11 items-center justify-center rounded-full bg-white/90 text-primary shadow hover:bg-white';
  const move = async (to: 'prev' | 'next') => {
    const instance = swiper.current ?? (await start());
    if (to === 'prev') instance?.slidePrev();
    else instance?.slideNext();
  };

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="hero-slider surface-dark relative bg-primary"
      // 12 px bullets 28 px apart: WCAG 2.5.8 target size by spacing (globals.css sets the rest of the look).
      style={{ '--swiper-pagination-bullet-horizontal-gap': '8px' } as CSSProperties}
      dir={dir}
    >
      <div className="swiper h-[26rem] sm:h-[30rem] lg:h-[34rem]" dir={dir}>
        <div className="swiper-wrapper">
          {children}
          {showRest && rest.map((slide, i) => <HeroSlideView key={slide.id} slide={slide} index={i + 1} />)}
        </div>
        {several && <div className="swiper-pagination" />}
      </div>

      {several && (
        <div className="absolute bottom-4 end-4 z-10 flex gap-2 sm:bottom-6 sm:end-6">
          <button type="button" className={control} onClick={() => void move('prev')}>
            <i className="chev chev-xl chev-back" />
            <span className="sr-only">{labels.previous}</span>
          </button>
          <button type="button" className={control} onClick={() => setChoice(!playing)}>
            {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} className="rtl:-scale-x-100" />}
            <span className="sr-only">{playing ? labels.pause : labels.play}</span>
          </button>
          <button type="button" className={control} onClick={() => void move('next')}>
            <i className="chev chev-xl" />
            <span className="sr-only">{labels.next}</span>
          </button>
        </div>
      )}
    </section>
  );
}
