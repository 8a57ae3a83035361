import type { Metadata, Viewport } from 'next';
import { preload } from 'react-dom';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { AppModeScript } from '@/app/app-mode-script';
import { TrustedTypesScript } from '@/app/trusted-types-script';
import { AppModeSync } from '@/components/layout/app-mode-sync';
import { IconSprite } from '@/components/ui/icon-sprite';
import { FONT_PRELOADS } from '@/lib/fonts/font-files';
import { clientMessages } from '@/lib/i18n/client-messages';
import { LOCALES } from '@/lib/i18n/locales';
import { metadataParams, pageParams } from '@/lib/i18n/page-locale';
import { routing } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/seo/hreflang';

export function generateStaticParams() {
  return routing.locales.map((lang) => ({ lang }));
}

export const viewport: Viewport = { themeColor: '#0b2545', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: LayoutProps<'/[lang]'>): Promise<Metadata> {
  const { lang } = await metadataParams(params);
  if (!lang) return {};
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  const name = t('defaultTitle');
  return {
    metadataBase: siteUrl(),
    title: { default: name, template: `%s | ${name}` },
    description: t('defaultDescription'),
    applicationName: name,
    openGraph: { siteName: name, locale: LOCALES[lang].ogLocale, type: 'website' },
  };
}

export default async function LangLayout({ children, params }: LayoutProps<'/[lang]'>) {
  const { lang } = await pageParams(params);
  const [messages, t] = await Promise.all([getMessages(), getTranslations('common')]);
  // Only this language's fonts (app/font-faces.css): body text and headings, before the CSS asks. Through React's
  // preload, which writes each once at the top of <head>: a <link rel="preload"> element was written twice.
  for (const href of FONT_PRELOADS[lang]) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });

  return (
    <html lang={lang} dir={LOCALES[lang].dir} suppressHydrationWarning>
      <head>
        {/* No frame until <main> is parsed whole (Chromium 124+; elsewhere ignored): a phone draws frames while the
            page is still arriving, and a row drawn part-read moved when the rest came (home's header and social band,
            CLS in some Lighthouse loads). Chromium lets the frame go when the element opens, so the target is the
            footer that follows <main>; a layout without it draws once the page is parsed. The stylesheet, which the
            first frame waits for anyway, usually takes longer than the document up to there; a streamed page sends
            its footer with its shell. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <TrustedTypesScript />
        <AppModeScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <IconSprite />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-primary"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={lang} messages={clientMessages(messages)}>
          {children}
        </NextIntlClientProvider>
        <AppModeSync />
      </body>
    </html>
  );
}
