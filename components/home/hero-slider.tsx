import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { FileImage } from '@/components/catalog/file-image';
import { HeroSwiper, type HeroLabels } from './hero-swiper';

/** One slide, already in the page's language (the server picks `_en` / `_ar`). */
export type HeroSlide = {
  id: number;
  title: string;
  subtitle: string;
  buttonText: string;
  href: string | null;
  /** Upstream file id of the slide's image. */
  imageId: string | null;
};

/**
 * Home hero (docs/product/screens.md#home): autoplay every 5 s, loops, pausable; RTL-aware through `dir`. The slides
 * are server HTML and the first image is the page's LCP element (eager, high priority, preloaded, sized to the
 * viewport); the island (hero-swiper) adds the controls and loads Swiper after the page has settled or on first use.
 */
export async function HeroSlider({ slides, dir }: { slides: HeroSlide[]; dir: 'ltr' | 'rtl' }) {
  const t = await getTranslations('home.slider');
  const labels: HeroLabels = {
    label: t('label'),
    previous: t('previous'),
    next: t('next'),
    pause: t('pause'),
    play: t('play'),
    // Swiper fills in its own {{placeholders}}.
    goTo: t('goTo', { index: '{{index}}' }),
    slide: t('slideLabel', { index: '{{index}}', total: '{{slidesLength}}' }),
  };
  return (
    <HeroSwiper count={slides.length} dir={dir} labels={labels}>
      {slides.map((slide, index) => (
        <div key={slide.id} className="swiper-slide relative" data-index={index}>
          <FileImage
            fileId={slide.imageId}
            ratio={16 / 9}
            alt=""
            fill
            sizes="100vw"
            priority={index === 0}
            className="object-cover"
          />
          <div className="hero-shade" />
          <div className="hero-body">
            <h2 className="hero-title">{slide.title}</h2>
            {slide.subtitle && <p className="max-w-xl text-base text-white/95 sm:text-lg">{slide.subtitle}</p>}
            {slide.buttonText && slide.href && (
              <Link href={slide.href} prefetch={false} className="hero-cta">
                {slide.buttonText}
                <i className="chev chev-lg" />
              </Link>
            )}
          </div>
        </div>
      ))}
    </HeroSwiper>
  );
}
