import { getTranslations } from 'next-intl/server';
import { initCertHref, siteHref } from '@/components/account/orders/links';
import { ShareActions } from '@/components/certificates/share-actions';
import { initiativePath } from '@/components/editorial/paths';
import type { CustomerInitiative } from '@/lib/contract/entities/customer-initiative';
import type { MyCertificate } from '@/lib/contract/entities/my-certificate';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { Detail, DocLink } from './screen';

/**
 * My Initiatives (docs/product/screens.md#my-account): title, from, to, timing and location, and the certificate link
 * when HasCert.
 */
export async function InitiativesList({
  registrations,
  lang,
  userId,
  certificates = [],
}: {
  registrations: CustomerInitiative[];
  lang: string;
  userId: string;
  /** The customer's certificates (User/get-my-certificates): the share actions of the initiative ones. */
  certificates?: MyCertificate[];
}) {
  const t = await getTranslations('account.inits');
  return (
    <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" data-testid="my-initiatives">
      {registrations.map((r) => {
        const location = pick(r, 'InitLocation', lang);
        // The upstream's link when it gives one; else the spec's page link (id, uid, lang).
        const certificate = r.HasCert
          ? (siteHref(r.InitCertDownloadLink, lang) ?? initCertHref(r, userId, lang))
          : null;
        const share = certificate ? certificates.find((c) => c.Type === 'init' && c.CID === r.ID) : undefined;
        return (
          <li
            key={r.ID}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm"
            data-testid="my-initiative"
            data-registration-id={r.ID}
          >
            <h2 className="text-base font-bold text-primary">
              <Link href={initiativePath(r)} className="underline-offset-4 hover:underline">
                {pick(r, 'InitTitle', lang)}
              </Link>
            </h2>
            <dl className="grid grid-cols-2 gap-3">
              <Detail label={t('from')}>
                <time dateTime={isoDay(r.StartDate)}>{formatLongDate(r.StartDate, lang)}</time>
              </Detail>
              <Detail label={t('to')}>
                <time dateTime={isoDay(r.EndDate)}>{formatLongDate(r.EndDate, lang)}</time>
              </Detail>
              <Detail label={t('timing')}>{t('timeRange', { from: r.TimeSlot_form, to: r.TimeSlot_to })}</Detail>
              {location && (
                <Detail label={t('location')} wide>
                  {location}
                </Detail>
              )}
            </dl>
            {certificate && (
              <div className="flex flex-wrap gap-2 border-t border-line pt-3">
                <DocLink href={certificate} testId="init-certificate">
                  {t('certificate')}
                </DocLink>
                {share && <ShareActions lang={lang === 'ar' ? 'ar' : 'en'} certificate={share} openBadge />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
