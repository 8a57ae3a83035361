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
      <section className="flex flex-col items-center gap-2">
        <h1 className={TITLE}>{en.title}</h1>
        <Body lang="en" t={en} />
      </section>
      <section lang="ar" dir="rtl" className="flex flex-col items-center gap-2">
        <h2 className={TITLE}>{ar.title}</h2>
        <Body lang="ar" t={ar} />
      </section>
    </main>
  );
}

const TITLE = 'text-2xl font-bold text-primary';

function Body({ lang, t }: { lang: 'en' | 'ar'; t: Texts }) {
  return (
    <>
      <p className="text-muted">{t.message}</p>
      {/* A plain link: next/link would bring a second copy of the router's helpers in this island's chunk. */}
      <a
        href={`/${lang}/home`}
        className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
      >
        {t.backHome}
      </a>
    </>
  );
}
