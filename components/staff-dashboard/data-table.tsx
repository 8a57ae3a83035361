import type { AppLocale } from '@/lib/i18n/routing';
import { formatCell, type DataTable } from '@/lib/staff-dashboard/table';

/** A chart's numbers as an HTML table (its accessible alternative); wide tables scroll inside their box. */
export function DataTableView({ table, lang, empty }: { table: DataTable; lang: AppLocale; empty: string }) {
  return (
    <div
      className="max-h-96 overflow-auto rounded-lg border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby={`${table.id}-table`}
    >
      <table className="w-full border-collapse text-sm" data-table={table.id}>
        <caption id={`${table.id}-table`} className="sr-only">
          {table.caption}
        </caption>
        <thead className="sticky top-0 bg-primary-50">
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-1.5 text-start font-semibold whitespace-nowrap text-primary">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-t border-line">
              {row.map((cell, k) =>
                k === 0 ? (
                  <th key={k} scope="row" className="px-2 py-1 text-start font-normal whitespace-nowrap">
                    {formatCell(cell, lang)}
                  </th>
                ) : (
                  <td
                    key={k}
                    className={`px-2 py-1 whitespace-nowrap ${cell.kind === 'text' ? 'text-start' : 'text-end tabular-nums'}`}
                  >
                    {formatCell(cell, lang)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {table.rows.length === 0 && (
        <p className="px-2 py-3 text-muted" data-empty>
          {empty}
        </p>
      )}
    </div>
  );
}
