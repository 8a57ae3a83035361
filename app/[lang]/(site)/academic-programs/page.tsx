import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DiplomaGrid } from '@/components/catalog/diploma-grid';
import { PageHeader } from '@/components/courses/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { ACADEMIC_PROGRAMS_PATH, diplomaPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { pick } from '@/lib/i18n/pick';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';
import { itemListJsonLd, JsonLd, pageUrl } from '@/lib/seo/jsonld';
import { getDiplomas } from '@/lib/upstream/academic-programs';

// Static per language, refreshed every 5 minutes (or by tag).
export const revalidate = 300;

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  return pageMetadata({ lang, path: ACADEMIC_PROGRAMS_PATH, metaId: 'academic-programs' });
}

export default async function AcademicProgramsPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [diplomas, t] = await Promise.all([getDiplomas(), getTranslations('diplomas')]);
  const origin = siteUrl().origin;

  return (
    <>
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('title') }]} />
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
