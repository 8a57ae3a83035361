import { getTranslations } from 'next-intl/server';
import { SectionHeader } from '@/components/ui/section-header';
import { InitiativeGrid } from '@/components/initiatives/initiative-card';
import type { AppLocale } from '@/lib/i18n/routing';
import { listInitiatives } from '@/lib/upstream/initiatives';
import { INITIATIVES_PATH } from '@/lib/routes';

/** How many initiatives the home page shows; the rest are on /initiatives. */
const HOME_INITIATIVES = 3;

/**
 * The social initiatives on the home page, after its ten sections (docs/product/screens.md#home). Decorative there:
 * nothing when there are none or the upstream fails (the footer still links to /initiatives).
 */
export async function HomeInitiatives({ lang }: { lang: AppLocale }) {
  const [initiatives, t] = await Promise.all([
    listInitiatives(),
    getTranslations({ locale: lang, namespace: 'initiativesList' }),
  ]);
  if (!initiatives.ok || initiatives.data.length === 0) return null;
  return (
    <section aria-labelledby="home-initiatives" className="below-fold bg-sand py-14" data-testid="home-initiatives">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader
          id="home-initiatives"
          title={t('title')}
          subtitle={t('subtitle')}
          link={{ href: INITIATIVES_PATH, label: t('all') }}
        />
        <InitiativeGrid initiatives={initiatives.data.slice(0, HOME_INITIATIVES)} />
      </div>
    </section>
  );
}
