import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FileImage } from '@/components/catalog/file-image';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { metaText, pageMetadata } from '@/lib/seo/metadata';
import { HOME_PATH, initiativePath, INITIATIVES_PATH } from '@/lib/routes';
import { RICH_TEXT } from '@/components/ui/rich-text';
import { InitiativeGreeting } from '@/components/initiatives/initiative-session';
import { InitiativePrograms } from '@/components/initiatives/program-list';
import { ErrorState } from '@/components/ui/error-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { redirect } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { initGet } from '@/lib/upstream/initiatives';

// ISR: rendered on its first visit, then served from the cache per language and refreshed in the background
// after 60 s (LIFETIMES.short in lib/upstream/cache-tags.ts) or by the revalidation webhook.
export const revalidate = 60;
export const dynamicParams = true;

/** No item is prerendered at build (the build needs no upstream): each renders on its first request. */
export function generateStaticParams() {
  return [];
}

const toId = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({ params }: PageProps<'/[lang]/initiatives/[title]/[id]'>): Promise<Metadata> {
  const { lang, id } = await metadataParams(params);
  const key = toId(id);
  if (!lang || key === null) return {};
  const result = await initGet(key);
  if (!result.ok) return {};
  const init = result.data.init;
  return pageMetadata({
    metaId: 'initiatives',
    path: initiativePath(init),
    lang,
    title: pick(init, 'InitTitle', lang),
    description: metaText(pick(init, 'InitDesc', lang)) || undefined,
    image: init.InitPhoto,
  });
}

/**
 * Initiative page (docs/product/screens.md#initiative-page): title, photo, description, instructors, languages,
 * sessions. Unknown → home.
 */
export default async function InitiativePage({ params }: PageProps<'/[lang]/initiatives/[title]/[id]'>) {
  const { lang, id } = await pageParams(params);
  const key = toId(id);
  if (key === null) redirect({ href: HOME_PATH, locale: lang });

  const [result, t, tn] = await Promise.all([initGet(key!), getTranslations('initiatives'), getTranslations('nav')]);
  if (!result.ok && result.error.kind === 'not_found') redirect({ href: HOME_PATH, locale: lang });
  if (!result.ok) {
    return (
      <PageShell>
        <h1 className="sr-only">{t('initiatives')}</h1>
        <ErrorState error={result.error} />
      </PageShell>
    );
  }

  const { init, progs } = result.data;
  const title = pick(init, 'InitTitle', lang);
  const instructors = pick(init, 'InstructorIDs', lang);
  const languages = pick(init, 'Languages', lang);
  const returnUrl = `/${lang}${initiativePath(init)}`;

  return (
    <PageShell>
      <PageHeader title={title} trail={[{ label: t('initiatives'), href: INITIATIVES_PATH }, { label: title }]}>
        <InitiativeGreeting greeting={tn('greeting', { name: '{name}' })} />
      </PageHeader>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-6">
          <FileImage
            fileId={init.InitPhoto}
            ratio={16 / 9}
            width={1200}
            height={675}
            alt=""
            priority
            sizes="(min-width: 1024px) 55vw, 100vw"
            className="aspect-video w-full rounded-xl object-cover"
          />
          <section aria-labelledby="initiative-about">
            <h2 id="initiative-about" className="mb-3 text-xl font-semibold text-primary">
              {t('about')}
            </h2>
            <SafeHtml html={pick(init, 'InitDesc', lang)} className={RICH_TEXT.editorial} headingsFrom={3} />
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <dl className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-white p-5 text-sm">
            {instructors && (
              <div>
                <dt className="text-muted">{t('instructors')}</dt>
                <dd className="font-semibold text-ink">{instructors}</dd>
              </div>
            )}
            {languages && (
              <div>
                <dt className="text-muted">{t('languages')}</dt>
                <dd className="font-semibold text-ink">{languages}</dd>
              </div>
            )}
            <div>
              <dt className="text-muted">{t('seatsPerProgram')}</dt>
              <dd className="font-semibold text-ink">{init.SeatsPerProgram}</dd>
            </div>
          </dl>
          <section aria-labelledby="initiative-programs">
            <h2 id="initiative-programs" className="mb-3 text-xl font-semibold text-primary">
              {t('programs')}
            </h2>
            <InitiativePrograms initiative={init} programs={progs} lang={lang} returnUrl={returnUrl} />
          </section>
        </div>
      </div>
    </PageShell>
  );
}
