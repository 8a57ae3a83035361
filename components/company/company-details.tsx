import { getTranslations } from 'next-intl/server';
import { Detail } from '@/components/account/items/screen';
import type { Company } from '@/lib/contract/entities/company';
import { EMIRATE_KEYS } from '@/lib/validation/address';

/** What a tax invoice to the company prints: legal names, licence, TRN, address, billing contact; and its status. */
export async function CompanyDetails({ company, lang }: { company: Company; lang: string }) {
  const t = await getTranslations('company');
  const tb = await getTranslations('tax.billing');
  const a = company.Address;
  const emirate =
    a.Emirate && a.Emirate in EMIRATE_KEYS
      ? tb(`emirates.${EMIRATE_KEYS[a.Emirate as keyof typeof EMIRATE_KEYS]}`)
      : a.Emirate;
  const address = [a.Line1, a.Line2, a.City, emirate, a.POBox ? t('poBox', { box: a.POBox }) : null]
    .filter(Boolean)
    .join(lang === 'ar' ? '، ' : ', ');
  return (
    <section
      aria-labelledby="company-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="company-details"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="company-title" className="text-lg font-bold text-primary" data-testid="company-name">
          {lang === 'ar' ? company.LegalName_ar : company.LegalName_en}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${
            company.IsVerified ? 'bg-green-50 text-seats-high' : 'bg-sand text-muted'
          }`}
          data-testid="company-status"
          data-verified={company.IsVerified}
        >
          {company.IsVerified ? t('verified') : t('unverified')}
        </span>
      </div>
      {!company.IsVerified && <p className="text-sm text-muted">{t('unverifiedNote')}</p>}
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Detail label={t('fields.LegalName_en')}>
          <bdi dir="ltr">{company.LegalName_en}</bdi>
        </Detail>
        <Detail label={t('fields.LegalName_ar')}>
          <bdi dir="rtl">{company.LegalName_ar}</bdi>
        </Detail>
        <Detail label={t('fields.TRN')}>
          <bdi dir="ltr" data-testid="company-trn">
            {company.TRN}
          </bdi>
        </Detail>
        <Detail label={t('fields.TradeLicenseNumber')}>
          <bdi dir="ltr">{company.TradeLicenseNumber}</bdi> · {company.TradeLicenseAuthority}
        </Detail>
        <Detail label={t('form.address')} wide>
          {address}
        </Detail>
        <Detail label={t('form.contact')} wide>
          {company.BillingContactName} · <bdi dir="ltr">{company.BillingContactEmail}</bdi> ·{' '}
          <bdi dir="ltr">{company.BillingContactPhone}</bdi>
        </Detail>
      </dl>
    </section>
  );
}
