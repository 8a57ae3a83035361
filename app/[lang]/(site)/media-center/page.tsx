import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { GALLERY_PATH, MEDIA_CENTER_PATH, VIDEOS_PATH } from '@/lib/routes';
import { Link } from '@/lib/i18n/navigation';

export const revalidate = 300;

export async function generateMetadata({ params }: PageProps<'/[lang]/media-center'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'media' });
  return pageMetadata({ metaId: 'media-center', path: MEDIA_CENTER_PATH, lang, fallbackTitle: t('mediaCenter') });
}

/** Media center landing (spec: known by name only): links to the video and photo albums. */
export default async function MediaCenterPage({ params }: PageProps<'/[lang]/media-center'>) {
  await pageParams(params);
  const t = await getTranslations('media');
  return (
    <PageShell>
      <PageHeader title={t('mediaCenter')} trail={[{ label: t('mediaCenter') }]} />
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {[
          { href: VIDEOS_PATH, label: t('videos') },
          { href: GALLERY_PATH, label: t('gallery') },
        ].map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="flex items-center justify-between rounded-xl border border-line bg-white p-6 text-lg font-semibold text-primary shadow-sm hover:bg-primary-50"
            >
              {item.label}
              <i className="chev chev-xl" />
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
