import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { z } from 'zod';
import { ShareActions } from '@/components/certificates/share-actions';
import { VerifyNumberForm } from '@/components/certificates/verify-number-form';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { VerificationResult } from '@/components/verify/verification-result';
import { CertificateNumberSchema, CertificateTypeSchema } from '@/lib/contract';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { verificationUrl } from '@/lib/pdf/qr';
import { clientAddress } from '@/lib/security/client-address';
import { consume } from '@/lib/security/rate-limit';
import { findCertificate, getCredentialKeys } from '@/lib/upstream/credentials';
import { verifyCertificate } from '@/lib/upstream/documents';
import { isUnavailable } from '@/lib/upstream/result';

export async function generateMetadata({ params }: PageProps<'/[lang]/verify-certificate'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'documents.verify' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const QuerySchema = z.object({
  uid: z.guid(),
  cid: z.coerce.number<string>().int().positive().max(2_147_483_647),
  type: CertificateTypeSchema,
});

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * /{lang}/verify-certificate: the public check of a certificate, from its QR link (`?uid&cid&type`) or from
 * the number printed on it, typed into the form (`?number=`; an extension of the upstream: without it the
 * form is hidden). A genuine certificate shows holder, title, date and number, and LinkedIn's add-to-profile
 * link; anything else reads 'Invalid Certificate'.
 */
export default async function VerifyCertificatePage({ params, searchParams }: PageProps<'/[lang]/verify-certificate'>) {
  const { lang } = await pageParams(params);
  const t = await getTranslations('documents.verify');
  const ts = await getTranslations('certShare');
  const raw = await searchParams;
  const typed = one(raw.number).trim().slice(0, 40);
  const lookupAvailable = !isUnavailable(await getCredentialKeys());

  let body;
  if (typed && lookupAvailable) {
    body = await byNumber(lang, typed, ts('invalidNumber'));
  } else if (raw.uid !== undefined || raw.cid !== undefined || !lookupAvailable) {
    const query = QuerySchema.safeParse({ uid: raw.uid, cid: raw.cid, type: raw.type ?? 'course' });
    if (!query.success) {
      body = <VerificationResult lang={lang} type="course" result={null} />;
    } else {
      const result = await verifyCertificate(query.data, { lang });
      if (result.ok) {
        // Shared from the QR page: LinkedIn points at the number's page, or at this QR link without the lookup.
        const certUrl = lookupAvailable ? undefined : verificationUrl({ lang, ...query.data });
        body = (
          <VerificationResult lang={lang} type={query.data.type} result={result.data}>
            <ShareActions lang={lang} certificate={{ ...result.data, Type: query.data.type }} certUrl={certUrl} />
          </VerificationResult>
        );
      } else if (result.error.kind === 'not_found')
        body = <VerificationResult lang={lang} type={query.data.type} result={null} />;
      else body = <ErrorState error={result.error} />;
    }
  }

  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} />
      {lookupAvailable && <VerifyNumberForm lang={lang} value={typed} />}
      {body}
    </PageShell>
  );
}

async function byNumber(lang: 'en' | 'ar', typed: string, invalidBody: string) {
  const number = CertificateNumberSchema.safeParse(typed);
  if (!number.success) return <VerificationResult lang={lang} type="course" result={null} invalidBody={invalidBody} />;
  // Numbers are sequential: one address may check a few dozen per 10 minutes, not walk the register.
  const wait = await consume([
    'certificateLookup',
    clientAddress(new Request('http://x', { headers: await headers() })),
  ]);
  if (wait > 0) {
    const tf = await getTranslations('forms');
    return (
      <p
        role="alert"
        className="mx-auto max-w-xl rounded-xl border border-line bg-white p-6 text-center text-seats-low"
      >
        {tf('tooMany')}
      </p>
    );
  }
  const result = await findCertificate(number.data, { lang });
  if (!result.ok) return <ErrorState error={result.error} />;
  const found = result.data;
  if (!found) return <VerificationResult lang={lang} type="course" result={null} invalidBody={invalidBody} />;
  return (
    <VerificationResult lang={lang} type={found.Type} result={found}>
      <ShareActions lang={lang} certificate={found} />
    </VerificationResult>
  );
}
