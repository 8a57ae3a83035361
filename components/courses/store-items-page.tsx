import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { MemType, type MemTypeId } from '@/lib/contract/constants/media-types';
import type { AppLocale } from '@/lib/i18n/routing';
import { getMembershipsAndBooks } from '@/lib/upstream/memberships-and-books';
import { PageHeader } from '@/components/ui/page-header';
import { StoreItemCard } from './store-item-card';

/** /memberships (type 0) and /books (type 1): breadcrumb home, memberships or books; the cards. */
export async function StoreItemsPage({ lang, type }: { lang: AppLocale; type: MemTypeId }) {
  const [items, t] = await Promise.all([
    getMembershipsAndBooks(type),
    getTranslations({ locale: lang, namespace: 'programs' }),
  ]);
  const key = type === MemType.Book ? 'books' : 'memberships';
  const title = t(`${key}.title`);

  return (
    <>
      <PageHeader title={title} subtitle={t(`${key}.subtitle`)} band trail={[{ label: title }]} />
      <div className="mx-auto max-w-7xl px-4 py-8">
        {!items.ok ? (
          <ErrorState error={items.error} />
        ) : items.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.data.map((item) => (
              <li key={item.MemID}>
                <StoreItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
