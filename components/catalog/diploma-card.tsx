import type { Diploma } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { diplomaPath } from '@/lib/routes';
import type { DiplomaCardData, DiplomaCardLabels } from './diploma-card-view';
import { priceText, type CatalogT } from './price-tag';

/** What a diploma card shows (components/catalog/diploma-card-view), for a locale and the 'catalog' translator. */
export function diplomaCard(diploma: Diploma, locale: string, t: CatalogT): DiplomaCardData {
  return {
    id: diploma.DiplomaID,
    href: diplomaPath(diploma),
    title: pick(diploma, 'DiplomaTitle', locale),
    short: pick(diploma, 'DiplomaShortDesc', locale),
    cover: diploma.DiplomaCover,
    coursesCount: diploma.COURSES_COUNT,
    creditHours: diploma.CreditHours,
    price: priceText(diploma.Price, diploma.OldPrice, 'title', locale, t),
  };
}

/** The diploma card's fixed texts, once per list. */
export function diplomaCardLabels(t: CatalogT): DiplomaCardLabels {
  return {
    coursesCount: t('coursesCount'),
    creditHours: t('creditHours'),
    learnMore: t('learnMore'),
    learnMoreAbout: t('learnMoreAbout', { title: '{title}' }),
  };
}
