import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageHeader, PageShell } from '@/components/ui/page-header';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSettings } from '@/lib/upstream/shared';
import { PAYMENT_METHODS_PATH } from '@/lib/routes';
import { PathIcon } from '@/components/ui/icons';

export const revalidate = 3600;

const PATH = PAYMENT_METHODS_PATH;

export async function generateMetadata({ params }: PageProps<'/[lang]/payment-methods'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.paymentMethods' });
  return pageMetadata({ metaId: 'payment-methods', path: PATH, lang, fallbackTitle: t('title') });
}

function Method({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary"
          aria-hidden="true"
        >
          {icon}
        </span>
        <h2 className="text-lg font-semibold text-primary">{title}</h2>
      </div>
      {children}
    </section>
  );
}

const svg = (d: string) => <PathIcon d={d} size={22} />;

/**
 * Payment methods (docs/product/screens.md#payment-methods): cards (Visa, Master), cash in dirhams, cheques, wire
 * transfer with bank details, slip by e-mail.
 */
export default async function PaymentMethodsPage({ params }: PageProps<'/[lang]/payment-methods'>) {
  await pageParams(params);
  const [t, settings] = await Promise.all([getTranslations('pages.paymentMethods'), getSettings()]);
  const email = settings.ok ? settings.data.EmailAddress : '';

  const bank: [string, string][] = [
    [t('bank'), t('bankName')],
    [t('accountName'), t('accountNameValue')],
    [t('iban'), t('ibanValue')],
    [t('swift'), t('swiftValue')],
  ];

  return (
    <PageShell>
      <PageHeader title={t('title')} trail={[{ label: t('title') }]}>
        <p className="max-w-3xl text-muted">{t('intro')}</p>
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Method title={t('cardsTitle')} icon={svg('M3 6h18v12H3zM3 10h18M7 15h3')}>
          <p className="text-ink">{t('cards')}</p>
          <p className="flex flex-wrap gap-2" aria-hidden="true">
            <span className="rounded-md border border-line px-2 py-1 text-sm font-bold italic text-type-1">VISA</span>
            <span className="rounded-md border border-line px-2 py-1 text-sm font-bold text-type-5">Mastercard</span>
          </p>
        </Method>
        <Method
          title={t('cashTitle')}
          icon={svg('M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M6 10v4M18 10v4')}
        >
          <p className="text-ink">{t('cash')}</p>
        </Method>
        <Method title={t('chequesTitle')} icon={svg('M3 6h18v12H3zM6 10h8M6 14h5M15 14l3-3')}>
          <p className="text-ink">{t('cheques')}</p>
        </Method>
        <Method title={t('wireTitle')} icon={svg('M3 10l9-6 9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18')}>
          <p className="text-ink">{t('wire')}</p>
          <h3 className="font-semibold text-primary">{t('bankDetails')}</h3>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="bank-details">
            {bank.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="font-medium text-ink">
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Method>
      </div>
      {email && (
        <p className="mt-8 rounded-xl border-s-4 border-accent bg-white p-5 text-ink" data-testid="transfer-slip">
          {t.rich('slip', {
            email,
            mail: (chunks) => (
              <a href={`mailto:${email}`} className="font-semibold text-secondary underline" dir="ltr">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </PageShell>
  );
}
