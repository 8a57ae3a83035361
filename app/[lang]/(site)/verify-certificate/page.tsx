import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { PageHeader, PageShell } from '@/components/editorial/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { VerificationResult } from '@/components/verify/verification-result';
import { CertificateTypeSchema } from '@/lib/contract';
import { routing } from '@/lib/i18n/routing';
import { verifyCertificate } from '@/lib/upstream/documents';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'documents.verify' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

const QuerySchema = z.object({
  uid: z.guid(),
  cid: z.coerce.number<string>().int().positive().max(2_147_483_647),
  type: CertificateTypeSchema,
});

/**
 * /{lang}/verify-certificate?uid&cid&type=course|diploma|init: the public target of the certificates' QR codes
 * (lib/pdf/qr.ts). A malformed query or a pair the upstream does not know reads 'Invalid Certificate'.
 */
export default async function VerifyCertificatePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('documents.verify');
  const raw = await searchParams;
  const query = QuerySchema.safeParse({ uid: raw.uid, cid: raw.cid, type: raw.type ?? 'course' });

  let body;
  if (!query.success) {
    body = <VerificationResult lang={lang} type="course" result={null} />;
  } else {
    const result = await verifyCertificate(query.data, { lang });
    if (result.ok) body = <VerificationResult lang={lang} type={query.data.type} result={result.data} />;
    else if (result.error.kind === 'not_found')
      body = <VerificationResult lang={lang} type={query.data.type} result={null} />;
    else body = <ErrorState error={result.error} />;
  }

  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]} />
      {body}
    </PageShell>
  );
}
