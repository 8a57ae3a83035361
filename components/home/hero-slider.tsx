'use client';

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import { ChevronIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';

/** One slide, already in the page's language (the server picks `_en` / `_ar`). */
export type HeroSlide = {
  id: number;
  title: string;
  subtitle: string;
  buttonText: string;
  href: string | null;
  image: string;
};

const AUTOPLAY_MS = 5000;

/** Home hero (spec 2, 9): autoplay every 5 s, loops, pausable; RTL-aware through `dir`. */
export function HeroSlider({ slides, dir }: { slides: HeroSlide[]; dir: 'ltr' | 'rtl' }) {
  const t = useTranslations('home.slider');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const several = slides.length > 1;

  // Respect reduced motion: start paused.
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      swiperRef.current?.autoplay?.stop();
      setPlaying(false);
    }
  }, []);

  function togglePlay() {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  }

  const control =
    'flex size-11 items-center justify-center rounded-full bg-white/90 text-primary shadow hover:bg-white';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('label')}
      className="hero-slider relative bg-primary"
      // 12 px bullets 28 px apart: WCAG 2.5.8 target size by spacing (globals.css sets the rest of the look).
      style={{ '--swiper-pagination-bullet-horizontal-gap': '8px' } as CSSProperties}
      dir={dir}
    >
      <Swiper
        key={dir}
        dir={dir}
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        loop={several}
        autoplay={several ? { delay: AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={several ? { clickable: true } : false}
        a11y={{
          enabled: true,
          prevSlideMessage: t('previous'),
          nextSlideMessage: t('next'),
          paginationBulletMessage: t('goTo', { index: '{{index}}' }),
          slideLabelMessage: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
          containerRoleDescriptionMessage: null,
          itemRoleDescriptionMessage: null,
        }}
        className="h-[26rem] sm:h-[30rem] lg:h-[34rem]"
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id} className="relative">
            <Image src={slide.image} alt="" fill sizes="100vw" preload={index === 0} className="object-cover" />
            <div className="absolute inset-0 bg-primary/55" />
            <div className="absolute inset-0 bg-gradient-to-t from-primary/90 via-primary/40 to-transparent" />
            <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center gap-4 px-6 pb-16 text-white sm:px-16">
              <h2 className="max-w-2xl text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{slide.title}</h2>
              {slide.subtitle && <p className="max-w-xl text-base text-white/95 sm:text-lg">{slide.subtitle}</p>}
              {slide.buttonText && slide.href && (
                <Link
                  href={slide.href}
                  className="mt-2 inline-flex w-fit items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-primary hover:bg-white"
                >
                  {slide.buttonText}
                  <ChevronIcon size={18} className="rtl:-scale-x-100" />
                </Link>
              )}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>

      {several && (
        <div className="absolute bottom-4 end-4 z-10 flex gap-2 sm:bottom-6 sm:end-6">
          <button type="button" className={control} onClick={() => swiperRef.current?.slidePrev()}>
            <ChevronIcon size={20} className="-scale-x-100 rtl:scale-x-100" />
            <span className="sr-only">{t('previous')}</span>
          </button>
          <button type="button" className={control} onClick={togglePlay}>
            {playing ? <PauseIcon size={20} /> : <PlayIcon size={20} className="rtl:-scale-x-100" />}
            <span className="sr-only">{playing ? t('pause') : t('play')}</span>
          </button>
          <button type="button" className={control} onClick={() => swiperRef.current?.slideNext()}>
            <ChevronIcon size={20} className="rtl:-scale-x-100" />
            <span className="sr-only">{t('next')}</span>
          </button>
        </div>
      )}
    </section>
  );
}
