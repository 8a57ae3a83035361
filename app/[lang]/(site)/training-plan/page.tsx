import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { TrainingPlanDownload } from '@/components/editorial/training-plan-download';
import { ErrorState } from '@/components/ui/error-state';
import { isEmptyFileId } from '@/lib/images/loader';
import { getSettings } from '@/lib/upstream/shared';
import { TRAINING_PLAN_PATH } from '@/lib/routes';

export const revalidate = 300;

const PATH = TRAINING_PLAN_PATH;

export async function generateMetadata({ params }: PageProps<'/[lang]/training-plan'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.trainingPlan' });
  return pageMetadata({ metaId: 'training-plan', path: PATH, lang, fallbackTitle: t('title') });
}

/**
 * Training plan (docs/product/screens.md#training-plan): the training calendar of the settings, when set (next 3
 * months), downloaded through ./download for a signed-in customer only; the file id is not in this (cached, shared)
 * page.
 */
export default async function TrainingPlanPage({ params }: PageProps<'/[lang]/training-plan'>) {
  const { lang } = await pageParams(params);
  const [settings, t] = await Promise.all([getSettings(), getTranslations('pages.trainingPlan')]);
  const calendar = settings.ok ? settings.data.TrainingCalendar : null;

  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]}>
        <p className="max-w-3xl text-muted">{t('intro')}</p>
      </PageHeader>
      <div className="flex max-w-3xl flex-col items-start gap-4 rounded-xl border border-line bg-white p-6">
        {!settings.ok ? (
          <ErrorState error={settings.error} />
        ) : calendar && !isEmptyFileId(calendar) ? (
          <TrainingPlanDownload
            fileHref={`/${lang}${PATH}/download`}
            returnUrl={`/${lang}${PATH}`}
            labels={{ download: t('download'), login: t('loginToDownload'), unavailable: t('unavailable') }}
          />
        ) : (
          <p className="text-muted">{t('notAvailable')}</p>
        )}
      </div>
    </PageShell>
  );
}
