import { getTranslations } from 'next-intl/server';
import type { StaffCompany } from '@/lib/contract/entities/company';
import { CompanyAction } from './company-action';

/** Staff: every company, unverified first, with verify (or withdraw). */
export async function StaffCompanies({ companies, lang }: { companies: StaffCompany[]; lang: string }) {
  const t = await getTranslations('company.staff');
  return (
    <section
      aria-labelledby="company-staff-title"
      className="space-y-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="company-staff"
    >
      <h2 id="company-staff-title" className="text-base font-bold text-primary">
        {t('title')}
      </h2>
      {companies.length === 0 ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-line">
          {companies.map((c) => (
            <li
              key={c.CompanyID}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="staff-company"
              data-company-id={c.CompanyID}
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink">{lang === 'ar' ? c.LegalName_ar : c.LegalName_en}</p>
                <p className="text-muted">
                  {t('line', { trn: c.TRN, licence: c.TradeLicenseNumber, admins: String(c.AdminCount) })}
                </p>
              </div>
              <CompanyAction
                url="/api/company/verify"
                body={{ CompanyID: c.CompanyID, Verified: !c.IsVerified }}
                tone={c.IsVerified ? 'plain' : 'primary'}
                testId="staff-company-verify"
              >
                {c.IsVerified ? t('unverify') : t('verify')}
              </CompanyAction>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
