import { getTranslations } from 'next-intl/server';

/** A My Account child whose content comes with the commerce work: its title and 'No Data Found'. */
export async function AccountPlaceholder({ titleKey }: { titleKey: string }) {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold text-primary">{t(`menu.${titleKey}`)}</h1>
      <div className="rounded-2xl border border-line bg-white p-10 text-center text-muted shadow-sm">{t('noData')}</div>
    </section>
  );
}
