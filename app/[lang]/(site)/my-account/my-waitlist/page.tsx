import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountError, AccountScreen } from '@/components/account/items/screen';
import { MyWaitlist } from '@/components/waitlist/my-waitlist';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { isUnavailable } from '@/lib/upstream/result';
import { myWaitlist } from '@/lib/upstream/lifecycle';
import { TRAINING_PROGRAMS_PATH } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-waitlist'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'account.menu' });
  return { title: t('myWaitlist') };
}

/** My Waitlist (extension Waitlist/my-waitlist): the customer's places in line and offered seats; leave or book. */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-waitlist'>) {
  const { lang } = await pageParams(params);
  const [tm, t] = await Promise.all([getTranslations('account.menu'), getTranslations('lifecycle.page')]);
  const session = await getSession();
  const result = await myWaitlist(callerContext(session, lang));
  const note = 'rounded-2xl border border-line bg-white p-8 text-center text-muted shadow-sm';
  return (
    <AccountScreen title={tm('myWaitlist')} testId="account-waitlist">
      {isUnavailable(result) ? (
        <p className={note} data-testid="waitlist-unavailable">
          {t('unavailable')}
        </p>
      ) : !result.ok ? (
        <AccountError error={result.error} />
      ) : (
        <>
          <p className="text-sm text-muted">{t('intro')}</p>
          {result.data.length === 0 ? (
            <div className={note} data-testid="empty-state">
              <p>{t('empty')}</p>
              <Link href={TRAINING_PROGRAMS_PATH} className="mt-3 inline-block font-semibold text-secondary underline">
                {t('browse')}
              </Link>
            </div>
          ) : (
            <MyWaitlist places={result.data} lang={lang} />
          )}
        </>
      )}
    </AccountScreen>
  );
}
