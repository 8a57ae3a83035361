import { getTranslations } from 'next-intl/server';

/** Download all my data (UAE PDPL right of access): one JSON file from /api/account/privacy/export. */
export async function ExportCard({ lang }: { lang: string }) {
  const t = await getTranslations('privacy.export');
  return (
    <section
      className="space-y-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="export-card"
    >
      <h2 className="text-lg font-bold text-primary">{t('title')}</h2>
      <p className="text-sm text-ink">{t('body')}</p>
      <a
        href={`/api/account/privacy/export?lang=${lang}`}
        download
        className="inline-flex items-center justify-center rounded-lg border border-primary px-5 py-2.5 text-sm font-semibold text-primary hover:bg-primary-50"
        data-testid="export-link"
      >
        {t('button')}
      </a>
    </section>
  );
}
