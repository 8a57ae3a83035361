'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/field';
import { answerOf, postAnswer } from '@/lib/bff/client';
import type { SeatAssignAnswer } from '@/lib/company-seats/answers';
import { SEAT_CSV_MAX_BYTES } from '@/lib/company-seats/csv-parse';
import type { SeatRowResult } from '@/lib/contract/entities/company-seats';
import { useRouter } from '@/lib/i18n/navigation';

type Item = { CompanyID: number; ItemType: 'program' | 'diploma' | 'membership'; ItemID: number };

/** Upload a CSV of agents: the file is read here, sent as text, and each row's result is listed in a table. */
export function UploadSeatsForm({ item, testId }: { item: Item; testId: string }) {
  const t = useTranslations('companySeats');
  const lang = useLocale();
  const router = useRouter();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<SeatRowResult[] | null>(null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setRows(null);
    if (!file || file.size === 0 || file.size > SEAT_CSV_MAX_BYTES) return setError('companySeats.errors.file');
    setPending(true);
    const Csv = await file.text();
    const result = answerOf(
      await postAnswer<SeatAssignAnswer>('/api/company/seats/upload', { ...item, Csv }, { lang }),
    );
    setPending(false);
    if (!result.ok) return setError(result.error);
    setRows(result.rows);
    router.refresh();
  }

  const count = (r: SeatRowResult['Result']) => rows?.filter((x) => x.Result === r).length ?? 0;
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid={`${testId}-upload`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 sm:flex-1">
          <p id={`${inputId}-label`} className="block text-sm font-semibold text-ink">
            {t('upload.label')}
          </p>
          {/* The browser's own file button speaks its own language: a translated one stands in for it. */}
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-labelledby={`${inputId}-label`}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <div className="mt-1 flex min-w-0 flex-wrap items-center gap-3">
            <label
              htmlFor={inputId}
              className="cursor-pointer rounded-lg border border-line bg-white px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-50 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-primary"
            >
              {t('upload.choose')}
            </label>
            <span className="min-w-0 break-all text-sm text-muted" data-testid="seat-upload-file">
              {file ? <bdi>{file.name}</bdi> : t('upload.none')}
            </span>
          </div>
          <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
            {t('upload.hint')}
          </p>
        </div>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className="inline-flex items-center justify-center rounded-lg border border-primary bg-white px-5 py-2.5 text-sm font-semibold text-primary hover:bg-primary-50 disabled:opacity-50"
        >
          {t('upload.submit')}
        </button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {error ? <FormAlert message={error} /> : null}
      </div>
      {rows ? (
        <div className="space-y-2" data-testid={`${testId}-report`}>
          <h4 className="text-sm font-bold text-primary">{t('report.title')}</h4>
          <p className="text-sm text-muted" role="status">
            {t('report.summary', {
              assigned: String(count('assigned')),
              invited: String(count('invited')),
              refused: String(count('refused')),
            })}
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-line text-muted">
                  <th scope="col" className="py-1 pe-3 text-start font-semibold">
                    {t('report.row')}
                  </th>
                  <th scope="col" className="py-1 pe-3 text-start font-semibold">
                    {t('report.email')}
                  </th>
                  <th scope="col" className="py-1 text-start font-semibold">
                    {t('report.result')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.Row}
                    className="border-b border-line align-top"
                    data-testid="seat-report-row"
                    data-result={r.Result}
                  >
                    <td className="py-1 pe-3 tabular-nums">{r.Row}</td>
                    <td className="break-all py-1 pe-3">
                      <bdi dir="ltr">{r.Email}</bdi>
                    </td>
                    <td className={`py-1 ${r.Result === 'refused' ? 'text-seats-low' : 'text-seats-high'}`}>
                      {r.Result === 'refused'
                        ? `${t('result.refused')}: ${t(`reasons.${r.Reason ?? 'bad_email'}`)}`
                        : t(`result.${r.Result}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </form>
  );
}
