import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import type { DataTable } from '@/lib/staff-dashboard/table';
import { DataTableView } from './data-table';

/**
 * One chart of the dashboard: its title, the SVG (labelled by the title), the same numbers as a table beside it
 * (below it on a phone) and the CSV export of that table. `chart` gets the id of the title to label itself with.
 */
export async function ChartBlock({
  table,
  chart,
  csvHref,
  lang,
}: {
  table: DataTable;
  chart?: (labelledBy: string) => ReactNode;
  csvHref: string;
  lang: AppLocale;
}) {
  const t = await getTranslations('staffDashboard');
  const titleId = `${table.id}-title`;
  return (
    <div data-testid={`chart-${table.id}`} className="mt-6">
      <h3 id={titleId} className="mb-2 font-semibold text-primary">
        {table.caption}
      </h3>
      <div className={chart ? 'grid gap-4 lg:grid-cols-2' : ''}>
        {chart && (
          <figure className="min-w-0 rounded-lg border border-line bg-white p-2">
            {table.rows.length > 0 ? (
              chart(titleId)
            ) : (
              <p data-empty-chart className="px-2 py-8 text-center text-muted">
                {t('empty')}
              </p>
            )}
          </figure>
        )}
        <div className="min-w-0">
          <DataTableView table={table} lang={lang} empty={t('empty')} />
          <a
            href={csvHref}
            download
            className="mt-2 inline-block text-sm font-semibold text-secondary underline"
            data-testid={`csv-${table.id}`}
          >
            {t('csv', { table: table.caption })}
          </a>
        </div>
      </div>
    </div>
  );
}
