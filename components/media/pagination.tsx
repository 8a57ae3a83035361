import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/**
 * Paging by `?page=` links (server-rendered, crawlable): page counter, total rows, previous / next and the
 * page numbers.
 */
export async function Pagination({
  path,
  page,
  pages,
  total,
}: {
  path: string;
  page: number;
  pages: number;
  total: number;
}) {
  const t = await getTranslations('media');
  const href = (p: number) => (p <= 1 ? path : `${path}?page=${p}`);
  const link =
    'flex min-w-10 items-center justify-center rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50';
  const off =
    'flex min-w-10 items-center justify-center rounded-md border border-line bg-sand px-3 py-2 text-sm text-muted';

  return (
    <div className="mt-8 flex flex-col items-center gap-3" data-testid="pagination">
      <p className="text-sm text-muted">
        <span data-testid="page-counter">{t('pageOf', { page: String(page), pages: String(Math.max(pages, 1)) })}</span>
        {' · '}
        <span data-testid="total-rows">{t('totalRows', { total })}</span>
      </p>
      {pages > 1 && (
        <nav aria-label={t('pagination')}>
          <ul className="flex flex-wrap items-center justify-center gap-2">
            <li>
              {page > 1 ? (
                <Link href={href(page - 1)} className={link} aria-label={t('previousPage')}>
                  <i className="chev chev-back" />
                </Link>
              ) : (
                <span className={off} aria-hidden="true">
                  <i className="chev chev-back" />
                </span>
              )}
            </li>
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <li key={p}>
                <Link
                  href={href(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('goToPage', { page: String(p) })}
                  className={p === page ? `${link} !bg-primary !text-white` : link}
                >
                  {p}
                </Link>
              </li>
            ))}
            <li>
              {page < pages ? (
                <Link href={href(page + 1)} className={link} aria-label={t('nextPage')}>
                  <i className="chev" />
                </Link>
              ) : (
                <span className={off} aria-hidden="true">
                  <i className="chev" />
                </span>
              )}
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

/** `?page=` as a page number ≥ 1 (anything else → 1). */
export function pageParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,4}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}
