import { pageParams } from '@/lib/i18n/page-locale';

/** Print (pdf/) and payment-link pages: no header, footer or chat link (docs/product/screens.md#chrome). */
export default async function BareLayout({ children, params }: LayoutProps<'/[lang]'>) {
  await pageParams(params);
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      {children}
    </main>
  );
}
