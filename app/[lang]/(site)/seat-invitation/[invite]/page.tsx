import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SeatAnswer } from '@/components/company-seats/seat-answer';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { formatLongDate } from '@/lib/dates/format';
import { ACCOUNT_NAMESPACES } from '@/lib/i18n/client-messages';
import { Link } from '@/lib/i18n/navigation';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { CREATE_ACCOUNT_PATH, loginPath, seatInvitationPath } from '@/lib/routes';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';
import { getSeatInvitation } from '@/lib/upstream/company-seats';
import { isUnavailable } from '@/lib/upstream/result';

export async function generateMetadata({ params }: PageProps<'/[lang]/seat-invitation/[invite]'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'companySeats.invitation' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const INVITE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The landing page of a company seat's e-mailed invitation (docs/company.md "Assigning seats"). A visitor is asked to
 * sign in (back here after) or create an account with the invited address; the invited account sees the seat and
 * accepts or declines; another account learns nothing about it. Without the extension: 404.
 */
export default async function Page({ params }: PageProps<'/[lang]/seat-invitation/[invite]'>) {
  const { lang } = await pageParams(params);
  const { invite } = await params;
  if (!INVITE.test(invite)) notFound();
  const t = await getTranslations('companySeats.invitation');
  const session = await getSession();
  const card = 'mx-auto my-8 max-w-xl space-y-4 rounded-2xl border border-line bg-white p-6 shadow-sm sm:my-12';
  const button =
    'inline-flex items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold bg-primary text-white hover:bg-primary-700';

  if (!isLoggedIn(session))
    return (
      <div className="px-4">
        <section className={card} data-testid="seat-invitation-visitor">
          <h1 className="text-xl font-bold text-primary">{t('title')}</h1>
          <p className="text-sm">{t('visitor')}</p>
          <div className="flex flex-wrap gap-2">
            <Link href={loginPath(`/${lang}${seatInvitationPath(invite)}`)} className={button}>
              {t('signIn')}
            </Link>
            <Link
              href={CREATE_ACCOUNT_PATH}
              className="inline-flex items-center justify-center rounded-lg border border-line bg-white px-5 py-2.5 text-sm font-semibold text-primary hover:bg-primary-50"
            >
              {t('create')}
            </Link>
          </div>
        </section>
      </div>
    );

  const result = await getSeatInvitation(invite, callerContext(session, lang));
  if (isUnavailable(result)) notFound();
  const data = result.ok ? result.data : null;
  const inv = data?.Invitation;
  return (
    <ScopedIntl namespaces={[...ACCOUNT_NAMESPACES, 'companySeats']}>
      <div className="px-4">
        <section className={card} data-testid="seat-invitation-page" data-status={data?.Status ?? 'error'}>
          <h1 className="text-xl font-bold text-primary">{t('title')}</h1>
          {!data ? (
            <p role="alert" className="text-sm text-seats-low">
              {(await getTranslations('companySeats.errors'))('unavailable')}
            </p>
          ) : !inv ? (
            <p className="text-sm">{data.Status === 'not_for_you' ? t('notForYou') : t('gone')}</p>
          ) : (
            <>
              <p>
                {t('text', {
                  company: lang === 'ar' ? inv.CompanyName_ar || inv.CompanyName_en : inv.CompanyName_en,
                  program: lang === 'ar' ? inv.Title_ar || inv.Title_en : inv.Title_en,
                })}
              </p>
              {inv.StartDate ? (
                <p className="text-sm text-muted">{t('starts', { date: formatLongDate(inv.StartDate, lang) })}</p>
              ) : null}
              <SeatAnswer invite={invite} />
            </>
          )}
        </section>
      </div>
    </ScopedIntl>
  );
}
