import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DiplomaGrid } from '@/components/catalog/diploma-grid';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { ACADEMIC_PROGRAMS_PATH, diplomaPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pick } from '@/lib/i18n/pick';
import { siteUrl } from '@/lib/seo/hreflang';
import { itemListJsonLd, JsonLd, pageUrl } from '@/lib/seo/jsonld';
import { getDiplomas } from '@/lib/upstream/academic-programs';

// Static per language, refreshed every 5 minutes (or by tag).
export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/academic-programs'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  return pageMetadata({ lang, path: ACADEMIC_PROGRAMS_PATH, metaId: 'academic-programs' });
}

export default async function AcademicProgramsPage({ params }: PageProps<'/[lang]/academic-programs'>) {
  const { lang } = await pageParams(params);
  const [diplomas, t] = await Promise.all([getDiplomas(), getTranslations('diplomas')]);
  const origin = siteUrl().origin;

  return (
    <>
      <PageHeader title={t('title')} band trail={[{ label: t('title') }]} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {diplomas.ok ? (
          <>
            <DiplomaGrid diplomas={diplomas.data} headingLevel={2} />
            <JsonLd
              data={itemListJsonLd(
                diplomas.data.map((d) => ({
                  url: pageUrl(origin, lang, diplomaPath(d)),
                  name: pick(d, 'DiplomaTitle', lang),
                })),
                t('title'),
              )}
            />
          </>
        ) : (
          <ErrorState error={diplomas.error} />
        )}
      </div>
    </>
  );
}
