'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { HOME_PATH } from '@/lib/routes';

/**
 * The 404 content (docs/product/screens.md#not-found): '404', a message and a link home, in the current language.
 * A client component: every page's flight data carries the not-found UI of each layout that has one (for a later
 * notFound()), as a reference to this island rather than its markup.
 */
export function NotFoundView() {
  const t = useTranslations('notFound');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
      data-testid="not-found"
    >
      <p className="text-7xl font-bold text-accent-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-primary">
        <span className="sr-only">404 </span>
        {t('title')}
      </h1>
      <p className="text-muted">{t('message')}</p>
      <Link
        href={HOME_PATH}
        className="mt-2 rounded-full bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}
