'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import './globals.css';
import { HOME_PATH, localePath } from '@/lib/routes';

type Text = { title: string; message: string; retry: string; home: string };
type Messages = { common: { somethingWrong: string; loadFailed: string; retry: string; backHome: string } };

const pick = (m: Messages): Text => ({
  title: m.common.somethingWrong,
  message: m.common.loadFailed,
  retry: m.common.retry,
  home: m.common.backHome,
});

// The root layout itself failed (it renders <html lang dir> per language), so no translation provider exists
// here: the language comes from the path and the texts from the message files, loaded only when this shows
// (this boundary is part of every page's bundle; the message files are not).
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const lang = /^\/ar(\/|$)/.test(usePathname() ?? '') ? 'ar' : 'en';
  const [text, setText] = useState<Text | null>(null);
  useEffect(() => {
    console.error(error);
  }, [error]);
  useEffect(() => {
    let live = true;
    const load = lang === 'ar' ? import('@/messages/ar.json') : import('@/messages/en.json');
    void load.then((m) => live && setText(pick((m.default ?? m) as Messages)));
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <body className="flex min-h-dvh items-center justify-center bg-sand text-ink">
        <main
          role="alert"
          aria-busy={!text}
          data-testid="global-error"
          className="flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center"
        >
          {text ? (
            <>
              <title>{text.title}</title>
              <h1 className="text-2xl font-bold text-primary">{text.title}</h1>
              <p className="text-muted">{text.message}</p>
              <div className="flex flex-wrap justify-center gap-3">
                <button
                  type="button"
                  onClick={() => retry()}
                  className="rounded-full bg-primary px-6 py-3 font-semibold text-white"
                >
                  {text.retry}
                </button>
                {/* A full navigation: the broken root layout cannot do a client-side one. */}
                <a
                  href={localePath(lang, HOME_PATH)}
                  className="rounded-full border border-primary px-6 py-3 font-semibold text-primary"
                >
                  {text.home}
                </a>
              </div>
            </>
          ) : null}
        </main>
      </body>
    </html>
  );
}
