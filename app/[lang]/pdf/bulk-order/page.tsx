import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BulkOrder } from '@/components/staff/bulk-order';
import { MailHealth } from '@/components/staff/mail-health';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { Link } from '@/lib/i18n/navigation';
import { STAFF_NAMESPACES } from '@/lib/i18n/client-messages';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession, isLoggedIn } from '@/lib/session/session';

export async function generateMetadata({ params }: PageProps<'/[lang]/pdf/bulk-order'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'documents.bulkOrder' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /{lang}/pdf/bulk-order (docs/product/screens.md#bulk-order): the staff bulk-order page, without chrome, with the
 * e-mail outbox's health above it. The role is
 * checked here on the server (anyone else sees 'Not Authorized' and no data is read) and again by the BFF and the
 * upstream.
 */
export default async function BulkOrderPage({ params }: PageProps<'/[lang]/pdf/bulk-order'>) {
  const { lang } = await pageParams(params);
  const [t, tDashboard, session] = await Promise.all([
    getTranslations('documents.bulkOrder'),
    getTranslations('staffDashboard'),
    getSession(),
  ]);
  const staff = isLoggedIn(session) && session.role === 'staff';

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-primary">{t('title')}</h1>
      {staff ? (
        <>
          <p className="mb-4">
            <Link href="/staff" className="text-sm font-semibold text-secondary underline" prefetch={false}>
              {tDashboard('dashboardLink')}
            </Link>
          </p>
          <MailHealth ctx={callerContext(session, lang)} lang={lang} />
          <ScopedIntl namespaces={STAFF_NAMESPACES}>
            <BulkOrder lang={lang} />
          </ScopedIntl>
        </>
      ) : (
        <p
          role="alert"
          data-testid="not-authorized"
          className="rounded-lg border border-seats-low bg-white px-4 py-6 text-center text-lg font-semibold text-seats-low"
        >
          {t('notAuthorized')}
        </p>
      )}
    </div>
  );
}
