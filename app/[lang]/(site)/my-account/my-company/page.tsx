import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountError, AccountScreen } from '@/components/account/items/screen';
import { CompanyAdmins } from '@/components/company/company-admins';
import { CompanyDetails } from '@/components/company/company-details';
import { CompanyForm } from '@/components/company/company-form';
import { ReceivedInvitations } from '@/components/company/received-invitations';
import { StaffCompanies } from '@/components/company/staff-companies';
import { SeatsArea } from '@/components/company-seats/seats-area';
import { ScopedIntl } from '@/components/i18n/scoped-intl';
import { COMPANY_NAMESPACES } from '@/lib/i18n/client-messages';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { callerContext, getSession } from '@/lib/session/session';
import { getCompanies, getMyCompany } from '@/lib/upstream/company';
import { isUnavailable } from '@/lib/upstream/result';

export async function generateMetadata({ params }: PageProps<'/[lang]/my-account/my-company'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'company' });
  return { title: t('menu') };
}

/**
 * My Company (extension Company/*, docs/company.md): the caller's company and its admins, or the form that creates
 * one; invitations they received; for staff, every company to verify. Per-user: read on the server with the session.
 */
export default async function Page({ params }: PageProps<'/[lang]/my-account/my-company'>) {
  const { lang } = await pageParams(params);
  const t = await getTranslations('company');
  const session = await getSession();
  const caller = callerContext(session, lang);
  const [result, staff] = await Promise.all([
    getMyCompany(caller),
    session.role === 'staff' ? getCompanies(caller) : Promise.resolve(null),
  ]);
  const note = 'rounded-2xl border border-line bg-white p-8 text-center text-muted shadow-sm';
  return (
    <ScopedIntl namespaces={COMPANY_NAMESPACES}>
      <AccountScreen title={t('menu')} testId="account-company">
        {isUnavailable(result) ? (
          <p className={note} data-testid="company-unavailable">
            {t('errors.unavailable')}
          </p>
        ) : !result.ok ? (
          <AccountError error={result.error} />
        ) : (
          <>
            <ReceivedInvitations invitations={result.data.Invitations} lang={lang} />
            {result.data.Company ? (
              <>
                <CompanyDetails company={result.data.Company} lang={lang} />
                <CompanyAdmins data={result.data} lang={lang} />
                <SeatsArea companyId={result.data.Company.CompanyID} lang={lang} caller={caller} />
              </>
            ) : (
              <section className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">
                <div>
                  <h2 className="text-base font-bold text-primary">{t('form.title')}</h2>
                  <p className="mt-1 text-sm text-muted">{t('form.intro')}</p>
                </div>
                <CompanyForm />
              </section>
            )}
            {staff?.ok ? <StaffCompanies companies={staff.data} lang={lang} /> : null}
          </>
        )}
      </AccountScreen>
    </ScopedIntl>
  );
}
