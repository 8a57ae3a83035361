import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from '@/components/ui/carousel';
import type { AppLocale } from '@/lib/i18n/routing';
import type { Translator } from '@/lib/i18n/message-keys';

function build(t: Translator<'catalog.carousel'>): CarouselLabels {
  return {
    previous: t('previous'),
    next: t('next'),
    // Swiper fills in its own {{placeholders}}.
    goTo: t('goTo', { index: '{{index}}' }),
    slide: t('slide', { index: '{{index}}', total: '{{slidesLength}}' }),
    first: t('first'),
    last: t('last'),
  };
}

/** Carousel labels in an async server component. */
export async function getCarouselLabels(locale: AppLocale): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'catalog.carousel' });
  return build(t);
}
