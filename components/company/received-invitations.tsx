import { getTranslations } from 'next-intl/server';
import type { ReceivedCompanyInvitation } from '@/lib/contract/entities/company';
import { CompanyAction } from './company-action';

/** Invitations to become a company's admin: accept or decline. */
export async function ReceivedInvitations({
  invitations,
  lang,
}: {
  invitations: ReceivedCompanyInvitation[];
  lang: string;
}) {
  const t = await getTranslations('company.invitations');
  if (!invitations.length) return null;
  return (
    <section
      aria-labelledby="company-invitations-title"
      className="space-y-3 rounded-2xl border border-accent/40 bg-primary-50 p-5 shadow-sm sm:p-6"
      data-testid="company-invitations"
    >
      <h2 id="company-invitations-title" className="text-base font-bold text-primary">
        {t('title')}
      </h2>
      <ul className="space-y-3">
        {invitations.map((i) => (
          <li
            key={i.InvitationID}
            className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="company-invitation"
          >
            <p className="text-sm">
              {t('text', { company: lang === 'ar' ? i.LegalName_ar : i.LegalName_en, by: i.InvitedBy })}
            </p>
            <div className="flex gap-2">
              <CompanyAction
                url="/api/company/invitation"
                body={{ InvitationID: i.InvitationID, Accept: true }}
                testId="company-accept"
              >
                {t('accept')}
              </CompanyAction>
              <CompanyAction
                url="/api/company/invitation"
                body={{ InvitationID: i.InvitationID, Accept: false }}
                tone="plain"
                testId="company-decline"
              >
                {t('decline')}
              </CompanyAction>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
