import { getTranslations } from 'next-intl/server';
import { AccountError } from '@/components/account/items/screen';
import type { CallerContext } from '@/lib/upstream/client';
import { getCompanySeats } from '@/lib/upstream/company-seats';
import { isUnavailable } from '@/lib/upstream/result';
import { SeatProgram } from './seat-program';

/**
 * My Company's Seats area (docs/company.md "Assigning seats"): per program the counts and seats, assign by e-mail or
 * CSV, reassign and unassign, and the CSV export. An upstream without the extension: nothing is shown.
 */
export async function SeatsArea({
  companyId,
  lang,
  caller,
}: {
  companyId: number;
  lang: string;
  caller: CallerContext;
}) {
  const result = await getCompanySeats(companyId, caller);
  if (isUnavailable(result)) return null;
  const t = await getTranslations('companySeats');
  return (
    <section
      aria-labelledby="company-seats-title"
      className="space-y-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
      data-testid="company-seats"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="company-seats-title" className="text-base font-bold text-primary">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('intro')}</p>
        </div>
        {result.ok && result.data.Programs.length ? (
          <a
            href={`/api/company/seats/export?CompanyID=${companyId}&lang=${lang}`}
            download
            className="inline-flex shrink-0 items-center justify-center rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
            data-testid="company-seats-export"
          >
            {t('export')}
          </a>
        ) : null}
      </div>
      {!result.ok ? (
        <AccountError error={result.error} />
      ) : result.data.Programs.length === 0 ? (
        <p className="text-sm text-muted">{t('empty')}</p>
      ) : (
        result.data.Programs.map((p) => (
          <SeatProgram key={`${p.ItemType}:${p.ItemID}`} program={p} companyId={companyId} lang={lang} />
        ))
      )}
    </section>
  );
}
