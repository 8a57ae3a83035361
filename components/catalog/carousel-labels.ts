import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from '@/components/ui/carousel';

type Translate = (key: string, values?: Record<string, string>) => string;

function build(t: Translate): CarouselLabels {
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

/** Carousel labels in a (non-async) server component or a component under the full messages. */
export function useCarouselLabels(): CarouselLabels {
  const t = useTranslations('catalog.carousel');
  return build(t as Translate);
}

/** Carousel labels in an async server component. */
export async function getCarouselLabels(locale: string): Promise<CarouselLabels> {
  const t = await getTranslations({ locale, namespace: 'catalog.carousel' });
  return build(t as Translate);
}
