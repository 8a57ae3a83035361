import { getTranslations } from 'next-intl/server';
import { HeroSlideView, type HeroSlide } from './hero-slide';
import { HeroSwiper, type HeroLabels } from './hero-swiper';

/**
 * Home hero (docs/product/screens.md#home): autoplay every 5 s, loops, pausable; RTL-aware through `dir`. The first
 * slide is server HTML and its image the page's LCP element; the island (hero-swiper) adds the controls and the other
 * slides, and loads Swiper after the page has settled or on first use.
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
    // Only the first slide is server HTML: the others come as their data (instead of their markup twice, in the HTML
    // and in its flight payload) and are rendered by the island when Swiper loads; they are off screen until then.
    <HeroSwiper count={slides.length} dir={dir} labels={labels} rest={slides.slice(1)}>
      <HeroSlideView slide={slides[0]} index={0} />
    </HeroSwiper>
  );
}
