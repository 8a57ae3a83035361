import { pageParams } from '@/lib/i18n/page-locale';

/**
 * Print pages (paths containing /pdf/ have no header, footer or chat link: docs/product/screens.md#chrome). The
 * documents are route handlers.
 */
export default async function PdfLayout({ children, params }: LayoutProps<'/[lang]/pdf'>) {
  await pageParams(params);
  return (
    <main id="main" tabIndex={-1} className="flex-1 bg-sand focus:outline-none">
      {children}
    </main>
  );
}
