import { getTranslations } from 'next-intl/server';
import type { MyCompany } from '@/lib/contract/entities/company';
import { formatLongDate } from '@/lib/dates/format';
import { CompanyAction } from './company-action';
import { InviteForm } from './invite-form';

/** The company's admins (leave, for the caller), the invitations still open, and the invite form. */
export async function CompanyAdmins({ data, lang }: { data: MyCompany; lang: string }) {
  const t = await getTranslations('company.admins');
  const companyId = data.Company!.CompanyID;
  return (
    <section
      aria-labelledby="company-admins-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="company-admins"
    >
      <div>
        <h2 id="company-admins-title" className="text-base font-bold text-primary">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <ul className="divide-y divide-line">
        {data.Admins.map((a) => (
          <li
            key={a.Email}
            className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="company-admin"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                {a.Name} {a.IsMe && <span className="text-sm font-normal text-muted">({t('you')})</span>}
              </p>
              <p className="break-all text-sm text-muted">
                <bdi dir="ltr">{a.Email}</bdi>
              </p>
            </div>
            {a.IsMe && (
              <CompanyAction
                url="/api/company/leave"
                body={{ CompanyID: companyId }}
                tone="plain"
                testId="company-leave"
              >
                {t('leave')}
              </CompanyAction>
            )}
          </li>
        ))}
      </ul>
      {data.SentInvitations.length > 0 && (
        <div>
          <h3 className="text-sm font-bold text-primary">{t('pending')}</h3>
          <ul className="mt-2 space-y-1 text-sm" data-testid="company-sent-invitations">
            {data.SentInvitations.map((i) => (
              <li key={i.InvitationID} className="break-all">
                <bdi dir="ltr">{i.Email}</bdi>{' '}
                <span className="text-muted">· {t('invitedOn', { date: formatLongDate(i.InvitedDate, lang) })}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <InviteForm companyId={companyId} />
    </section>
  );
}
