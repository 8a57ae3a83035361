import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/lib/i18n/routing';

/**
 * Print pages (paths containing /pdf/ have no header, footer or chat link: docs/product/screens.md#chrome). The
 * documents are route handlers.
 */
export default async function PdfLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return (
    <main id="main" tabIndex={-1} className="flex-1 bg-sand focus:outline-none">
      {children}
    </main>
  );
}
