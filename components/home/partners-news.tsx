import { getTranslations } from 'next-intl/server';
import { getCarouselLabels } from '@/components/catalog/carousel-labels';
import { PARTNERS_CAROUSEL, CAROUSEL_CLASS } from '@/components/catalog/carousel-presets';
import { FileImage } from '@/components/catalog/file-image';
import { SectionHeader } from '@/components/courses/section-header';
import { Carousel } from '@/components/ui/carousel';
import type { Partner } from '@/lib/contract';
import { CLIENT_PARTNER_CATEGORY_ID } from '@/lib/contract/constants/limits';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/routing';
import { getPartners } from '@/lib/upstream/shared';
import { staticPagePath } from '@/lib/routes';

/** The partners page (static page id 'partners', docs/product/screens.md#static-page). */
export const PARTNERS_PAGE_PATH = staticPagePath('partners');
export const PARTNERS_NEWS_COUNT = 2;

/**
 * The two news items. The contract has no partners-news endpoint (Shared/get-partners has no text, date or
 * link), so they are the two newest partners: the last two of the list (upstream order: display order,
 * then id), clients (category 7) excluded, newest first.
 */
export function partnersNews(partners: Partner[]): Partner[] {
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
        <Carousel {...PARTNERS_CAROUSEL} label={t('title')} labels={labels} className={CAROUSEL_CLASS}>
          {items.map((partner) => {
            const name = pick(partner, 'PartnerName', lang);
            const category = pick(partner, 'CategoryTitle', lang);
            return (
              <article
                key={`${partner.CategoryId}-${partner.PartnerName_en}`}
                className="flex h-full flex-col gap-4 rounded-xl border border-line bg-sand p-6 sm:flex-row sm:items-center"
              >
                <div className="flex h-24 w-40 shrink-0 items-center justify-center rounded-lg bg-white p-3">
                  <FileImage
                    fileId={partner.PartnerLogo}
                    width={320}
                    height={192}
                    alt=""
                    sizes="160px"
                    className="max-h-full w-auto object-contain"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-2">
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary">{category}</p>
                  <h3 className="text-lg font-semibold text-primary">{name}</h3>
                  <p className="text-sm leading-6 text-ink">{t('item', { name, category })}</p>
                  <Link
                    href={PARTNERS_PAGE_PATH}
                    aria-label={t('learnMoreAbout', { name })}
                    className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {t('learnMore')}
                    <span className="sr-only">: {name}</span>
                    <i className="chev" />
                  </Link>
                </div>
              </article>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}
