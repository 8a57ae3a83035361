import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { SessionSummaryProvider } from '@/components/layout/session-summary';
import { VisitTracker } from '@/components/layout/visit-tracker';
import { WhatsappLink } from '@/components/layout/whatsapp-link';
import { pageParams } from '@/lib/i18n/page-locale';
import { getSettings } from '@/lib/upstream/shared';

/** Pages with the site chrome: header, footer, floating WhatsApp link (hidden in app mode by CSS). */
export default async function SiteLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await pageParams(params);
  const settings = await getSettings();
  const data = settings.ok ? settings.data : null;

  return (
    <SessionSummaryProvider>
      <Header lang={lang} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer settings={data} />
      <WhatsappLink href={data?.WhatsappLink} />
      <VisitTracker />
    </SessionSummaryProvider>
  );
}
