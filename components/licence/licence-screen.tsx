import { getTranslations } from 'next-intl/server';
import { AccountEmpty, AccountError } from '@/components/account/items/screen';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { ACCOUNT_NAMESPACES, LICENCE_NAMESPACES } from '@/lib/i18n/client-messages';
import { callerContext, getSession } from '@/lib/session/session';
import { isUnavailable } from '@/lib/upstream/result';
import { getLicence } from '@/lib/upstream/licence';
import { LicenceForm } from './licence-form';
import { LicenceTimeline } from './licence-timeline';

/**
 * My Licence (docs/licence.md): the broker card's renewal timeline and the form that records it. On an API without
 * the licence extension the page keeps its title and 'No Data Found' (the menu entry is hidden too).
 */
export async function LicenceScreen({ lang }: { lang: string }) {
  const t = await getTranslations('licence');
  const session = await getSession();
  const result = await getLicence(callerContext(session, lang));
  const hidden = isUnavailable(result);
  return (
    <section className="space-y-5" data-testid="account-licence">
      <h1 className="text-2xl font-bold text-primary">{t('menu')}</h1>
      {hidden ? (
        <AccountEmpty />
      ) : !result.ok ? (
        <AccountError error={result.error} />
      ) : (
        <>
          <p className="text-sm text-muted">{t('intro')}</p>
          <ScopedIntl namespaces={[...ACCOUNT_NAMESPACES, ...LICENCE_NAMESPACES]}>
            {result.data && <LicenceTimeline licence={result.data} lang={lang} />}
            <LicenceForm licence={result.data} />
          </ScopedIntl>
        </>
      )}
    </section>
  );
}
