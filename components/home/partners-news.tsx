import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { SectionHeader } from '@/components/ui/section-header';
import type { Partner } from '@/lib/contract';
import { CLIENT_PARTNER_CATEGORY_ID } from '@/lib/contract/constants/limits';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPartners } from '@/lib/upstream/shared';
import { staticPagePath } from '@/lib/routes';
import { PartnersCarousel } from './partners-carousel';

/** The partners page (static page id 'partners', docs/product/screens.md#static-page). */
const PARTNERS_PAGE_PATH = staticPagePath('partners');
const PARTNERS_NEWS_COUNT = 2;

/**
 * The two news items. The contract has no partners-news endpoint (Shared/get-partners has no text, date or
 * link), so they are the two newest partners: the last two of the list (upstream order: display order,
 * then id), clients (category 7) excluded, newest first.
 */
function partnersNews(partners: Partner[]): Partner[] {
  return partners
    .filter((p) => p.CategoryId !== CLIENT_PARTNER_CATEGORY_ID)
    .slice(-PARTNERS_NEWS_COUNT)
    .reverse();
}

/** Home item 4: a carousel of two partner news items with learn-more links, 7 s autoplay. */
export async function PartnersNews({ lang }: { lang: AppLocale }) {
  const partners = await getPartners();
  if (!partners.ok) return null; // A decorative section: nothing rather than an error box.
  const items = partnersNews(partners.data);
  if (items.length === 0) return null;
  const [t, labels] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'home.partnersNews' }),
    getCarouselLabels(lang),
  ]);

  return (
    <section
      aria-labelledby="home-partners-news"
      className="below-fold bg-white py-14"
      data-testid="home-partners-news"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader id="home-partners-news" title={t('title')} />
        <PartnersCarousel
          items={items.map((partner) => {
            const name = pick(partner, 'PartnerName', lang);
            const category = pick(partner, 'CategoryTitle', lang);
            return {
              key: `${partner.CategoryId}-${partner.PartnerName_en}`,
              name,
              category,
              text: t('item', { name, category }),
              logo: partner.PartnerLogo ?? null,
              learnMoreAbout: t('learnMoreAbout', { name }),
            };
          })}
          href={PARTNERS_PAGE_PATH}
          learnMore={t('learnMore')}
          label={t('title')}
          labels={labels}
        />
      </div>
    </section>
  );
}
