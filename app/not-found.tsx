import type { Metadata } from 'next';
import { TrustedTypesScript } from '@/app/trusted-types-script';
import { BilingualNotFound } from '@/components/layout/bilingual-not-found';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

// Paths outside a language (e.g. /unknown.txt, or an invalid language segment): no locale is known,
// so the 404 speaks both languages and links to both home pages.
export const metadata: Metadata = {
  title: `404 · ${en.notFound.title} · ${ar.notFound.title}`,
  robots: { index: false },
};

/** Only the texts the view shows: the namespace holds others. */
const texts = ({ title, message, backHome }: Record<'title' | 'message' | 'backHome', string>) => ({
  title,
  message,
  backHome,
});

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <head>
        {/* Every document enforces Trusted Types: without the policy, Next's chunk loader is refused. */}
        <TrustedTypesScript />
      </head>
      <body className="flex min-h-dvh items-center justify-center bg-sand text-ink">
        <BilingualNotFound en={texts(en.notFound)} ar={texts(ar.notFound)} />
      </body>
    </html>
  );
}
