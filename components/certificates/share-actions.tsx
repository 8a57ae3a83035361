import { getTranslations } from 'next-intl/server';
import { linkedInAddUrl } from '@/lib/certificates/linkedin';
import { settings } from '@/lib/settings';
import { verifyByNumberUrl } from '@/lib/certificates/verify-url';
import type { CertificateType } from '@/lib/contract/entities/certificate';
import { LinkedinIcon } from '@/components/ui/icons';

type Props = {
  lang: 'en' | 'ar';
  certificate: {
    Type: CertificateType;
    CID?: number;
    CertificateNumber: string;
    Title_en: string;
    Title_ar: string;
    GivenDate: string;
  };
  /** The owner's view (My Account): also the signed Open Badge download. */
  openBadge?: boolean;
  /** The page LinkedIn links to; default: the page that verifies the certificate by its number. */
  certUrl?: string;
};

/**
 * Share a certificate: LinkedIn's "Add to Profile" link (name, the institute, issue month, the page that
 * verifies it by number, the number) and, for its owner, the Open Badges 3.0 credential.
 */
export async function ShareActions({ lang, certificate: c, openBadge, certUrl }: Props) {
  const t = await getTranslations('certShare');
  const name = (lang === 'ar' ? c.Title_ar || c.Title_en : c.Title_en || c.Title_ar) ?? '';
  const href = linkedInAddUrl({
    name,
    issued: c.GivenDate,
    certUrl: certUrl ?? verifyByNumberUrl(c.CertificateNumber, lang),
    certId: c.CertificateNumber,
    organizationId: settings().linkedInOrganizationId,
  });
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="certificate-share">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-lg bg-[#0a66c2] px-3 py-2 text-sm font-semibold text-white hover:bg-[#004182]"
        data-testid="linkedin-add"
      >
        <LinkedinIcon size={16} aria-hidden="true" />
        {t('linkedin')}
      </a>
      {openBadge && c.CID !== undefined && (
        <a
          href={`/api/account/certificates/credential?type=${c.Type}&cid=${c.CID}&lang=${lang}`}
          download
          title={t('openBadgeHint')}
          className="inline-flex items-center rounded-lg border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
          data-testid="open-badge"
        >
          {t('openBadge')}
        </a>
      )}
    </div>
  );
}
