'use client';

type Texts = { title: string; message: string; backHome: string };

/**
 * The 404 of paths outside a language (app/not-found.tsx), in both languages. A client component: every page's flight
 * data carries the root layout's not-found UI, and so only these six texts rather than its markup too.
 */
export function BilingualNotFound({ en, ar }: { en: Texts; ar: Texts }) {
  return (
    <main className="flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center" data-testid="not-found">
      <p className="text-7xl font-bold text-accent">404</p>
      {(
        [
          ['en', en],
          ['ar', ar],
        ] as const
      ).map(([lang, t]) => (
        <section
          key={lang}
          lang={lang === 'ar' ? 'ar' : undefined}
          dir={lang === 'ar' ? 'rtl' : undefined}
          className="flex flex-col items-center gap-2"
        >
          {lang === 'en' ? (
            <h1 className="text-2xl font-bold text-primary">{t.title}</h1>
          ) : (
            <h2 className="text-2xl font-bold text-primary">{t.title}</h2>
          )}
          <p className="text-muted">{t.message}</p>
          {/* A plain link: next/link would bring a second copy of the router's helpers in this island's chunk. */}
          <a
            href={`/${lang}/home`}
            className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
          >
            {t.backHome}
          </a>
        </section>
      ))}
    </main>
  );
}
