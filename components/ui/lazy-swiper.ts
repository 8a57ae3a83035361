'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { whenNear, whenUsed } from './when-near';

/**
 * Makes a Swiper on the server-rendered markup inside `container` (its `.swiper` element), loading Swiper's code
 * only when the carousel comes near the viewport (components/ui/when-near), when the visitor touches, points at or focuses it
 * (a keyboard user tabbing in), or when `start()` is called (a prev / next click before it loaded). Until then the
 * slides are plain HTML laid out by CSS exactly as Swiper lays them out, so nothing moves when it takes over.
 * `delayMs`: load that long after hydration instead of when near (a carousel that is on screen from the start but
 * need not move before then: the home hero). `beforeCreate` may adjust the markup just before Swiper takes it.
 */
export function useLazySwiper(
  container: RefObject<HTMLElement | null>,
  options: () => SwiperOptions,
  {
    delayMs,
    beforeLoad,
    beforeCreate,
    onReady,
  }: {
    delayMs?: number;
    /**
     * Called (its state updates committed at once) before Swiper's code loads: slides rendered only then. Swiper
     * starts once the promise it may return settles (slides fetched only then).
     */
    beforeLoad?: () => void | Promise<void>;
    beforeCreate?: (el: HTMLElement) => void;
    onReady?: (swiper: SwiperInstance) => void;
  } = {},
) {
  const swiper = useRef<SwiperInstance | null>(null);
  const loading = useRef<Promise<SwiperInstance | null> | null>(null);
  // Bumped on unmount, so a load that finishes after it (or after React's development double mount) makes nothing.
  const generation = useRef(0);
  const latest = useRef({ options, beforeLoad, beforeCreate, onReady });

  useEffect(() => {
    latest.current = { options, beforeLoad, beforeCreate, onReady };
  });

  function start(): Promise<SwiperInstance | null> {
    if (loading.current) return loading.current;
    const mine = generation.current;
    const { beforeLoad: early } = latest.current;
    // Its state updates are committed at once; a promise it returns (slides being fetched) is waited for.
    const before = early ? flushSync(early) : undefined;
    loading.current = Promise.all([import('./swiper-core'), before]).then(([{ createSwiper }]) => {
      const el = container.current?.querySelector<HTMLElement>('.swiper');
      if (mine !== generation.current || !el || !el.isConnected) return null;
      // Focus may have scrolled the clipped track before Swiper owned it: put it back, then show the focused slide.
      el.scrollLeft = 0;
      const focused = el.querySelector<HTMLElement>('.swiper-slide:focus-within');
      latest.current.beforeCreate?.(el);
      const instance = createSwiper(el, latest.current.options());
      if (focused) instance.slideTo(Number(focused.dataset.index ?? 0), 0);
      swiper.current = instance;
      latest.current.onReady?.(instance);
      return instance;
    });
    return loading.current;
  }

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const stop = () => {
      generation.current += 1;
      swiper.current?.destroy(true, false);
      swiper.current = null;
      loading.current = null;
    };
    const trigger = () => void start();
    const timer = delayMs === undefined ? undefined : window.setTimeout(trigger, delayMs);
    // With a delay, only use (touch, pointer, focus) loads it earlier; otherwise also coming near the viewport.
    const stopWatching = delayMs === undefined ? whenNear(root, trigger) : whenUsed(root, trigger);
    return () => {
      window.clearTimeout(timer);
      stopWatching();
      stop();
    };
    // Once per mount: the options are read when Swiper is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delayMs]);

  return { swiper, start };
}
