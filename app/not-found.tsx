import type { Metadata } from 'next';
import Link from 'next/link';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Paths outside a language (e.g. /unknown.txt, or an invalid language segment): no locale is known,
// so the 404 speaks both languages and links to both home pages.
export const metadata: Metadata = {
  title: `404 · ${en.notFound.title} · ${ar.notFound.title}`,
  robots: { index: false },
};

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="flex min-h-dvh items-center justify-center bg-sand text-ink">
        <main className="flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center" data-testid="not-found">
          <p className="text-7xl font-bold text-accent">404</p>
          <section className="flex flex-col items-center gap-2">
            <h1 className="text-2xl font-bold text-primary">{en.notFound.title}</h1>
            <p className="text-muted">{en.notFound.message}</p>
            <Link
              href="/en/home"
              className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
            >
              {en.notFound.backHome}
            </Link>
          </section>
          <section lang="ar" dir="rtl" className="flex flex-col items-center gap-2">
            <h2 className="text-2xl font-bold text-primary">{ar.notFound.title}</h2>
            <p className="text-muted">{ar.notFound.message}</p>
            <Link
              href="/ar/home"
              className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
            >
              {ar.notFound.backHome}
            </Link>
          </section>
        </main>
      </body>
    </html>
  );
}
