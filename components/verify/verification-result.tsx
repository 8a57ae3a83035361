import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { CertificateType, CertificateVerification } from '@/lib/contract';
import { formatShortDate } from '@/lib/dates/format';
import { StrokeSvg } from '@/components/ui/icons';

type Lang = 'en' | 'ar';

/**
 * The answer of /{lang}/verify-certificate (docs/product/screens.md#certificate-verification): 'Verification Success'
 * with the holder's name, the certificate's title, date and number, or 'Invalid Certificate'. Nothing else about the
 * holder is shown.
 */
export async function VerificationResult({
  lang,
  type,
  result,
  invalidBody,
  children,
}: {
  lang: Lang;
  type: CertificateType;
  result: CertificateVerification | null;
  /** The explanation under 'Invalid Certificate' (a link's or a typed number's). */
  invalidBody?: string;
  /** Under a verified result: the share actions. */
  children?: ReactNode;
}) {
  const t = await getTranslations('documents.verify');
  if (!result?.valid) {
    return (
      <section
        role="alert"
        data-testid="verify-invalid"
        className="mx-auto max-w-xl rounded-xl border border-seats-low bg-white px-6 py-8 text-center"
      >
        <StrokeSvg size={48} strokeWidth={2} round={false} className="mx-auto text-seats-low">
          <circle cx="12" cy="12" r="10" />
          <path d="M15 9l-6 6M9 9l6 6" />
        </StrokeSvg>
        <h2 className="mt-3 text-xl font-bold text-seats-low">{t('invalid')}</h2>
        <p className="mt-2 text-muted">{invalidBody ?? t('invalidBody')}</p>
      </section>
    );
  }
  const title = (lang === 'ar' ? result.Title_ar || result.Title_en : result.Title_en || result.Title_ar) ?? '';
  const rows: [string, string][] = [
    [t('holder'), result.NameOnCertificate ?? ''],
    [t(`titleOf.${type}`), title],
    [t('date'), formatShortDate(result.GivenDate, lang)],
    [t('number'), result.CertificateNumber ?? ''],
  ];
  return (
    <section
      role="status"
      data-testid="verify-success"
      className="mx-auto max-w-xl rounded-xl border border-seats-high bg-white px-6 py-8"
    >
      <div className="text-center">
        <StrokeSvg size={48} strokeWidth={2} round={false} className="mx-auto text-seats-high">
          <circle cx="12" cy="12" r="10" />
          <path d="M7 12.5l3 3 7-7" />
        </StrokeSvg>
        <h2 className="mt-3 text-xl font-bold text-seats-high">{t('success')}</h2>
        <p className="mt-1 text-sm text-muted">{t(`kind.${type}`)}</p>
      </div>
      <dl className="mt-6 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold text-primary" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {children && <div className="mt-6 border-t border-line pt-4">{children}</div>}
    </section>
  );
}
