'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { formatShortDate } from '@/lib/dates/format';
import { filsToAed, toFils } from '@/lib/money/fils';
import { formatBulkAmount } from '@/lib/money/format';
import { bulkOrderTotals, type BulkOrderTotals } from '@/lib/money/vat';
import type { BulkOrderAnswer } from '@/lib/bff/answer-types';
import { postAnswer } from '@/lib/bff/client';
import { BULK_ORDER_API, useBulkOrderData } from '@/lib/bff/hooks/bulk-order';
import type { BulkData, BulkProgram } from '@/lib/documents/bulk-types';

type Lang = 'en' | 'ar';
type Alert = { tone: 'success' | 'error'; text: string; detail?: string | null };

/** The page reloads 2 s after a successful run (docs/product/constants.md#layout). */
const RELOAD_AFTER_MS = 2000;

/** What an amount field holds: the text as typed; a negative or unreadable value counts as 0. */
function sanitizeAmount(text: string): string {
  if (text.trim() === '') return '';
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return '0';
  return text;
}
const amountOf = (text: string) => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? 0 : filsToAed(toFils(n));
};

function totalsOf(programPrice: string, examPrice: string, withExam: boolean): BulkOrderTotals {
  return bulkOrderTotals({ programPrice: amountOf(programPrice), examPrice: amountOf(examPrice), withExam });
}

/**
 * The staff bulk-order screen (docs/product/screens.md#bulk-order): course → program (price option) → prices,
 * 'With Exam', totals with 5% VAT of (program + exam) in 1 to 2 decimals, 'Mark as PAID', a student search and
 * the two lists; CREATE (n) ORDERS posts to the staff BFF, then '{n} Orders Generated' and a reload after 2 s,
 * or 'Operation Failed' with the server's text.
 */
export function BulkOrder({ lang }: { lang: Lang }) {
  const t = useTranslations('documents.bulkOrder');
  const { data, error, isLoading } = useBulkOrderData(lang);

  if (isLoading)
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    );
  if (error || !data)
    return (
      <p role="alert" className="text-seats-low">
        {t('loadFailed')}
      </p>
    );
  if (!data.ok) {
    return (
      <p role="alert" className="text-seats-low font-semibold">
        {data.error === 'documents.bulkOrder.notAuthorized' ? t('notAuthorized') : t('loadFailed')}
      </p>
    );
  }
  return <BulkOrderForm lang={lang} data={data} />;
}

function BulkOrderForm({ lang, data }: { lang: Lang; data: BulkData }) {
  const t = useTranslations('documents.bulkOrder');
  const [courseId, setCourseId] = useState(0);
  const [program, setProgram] = useState<BulkProgram | null>(null);
  const [programPrice, setProgramPrice] = useState('0');
  const [examPrice, setExamPrice] = useState('0');
  const [withExam, setWithExam] = useState(false);
  const [paid, setPaid] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const id = useId();

  const programs = useMemo(() => data.programs.filter((p) => p.courseId === courseId), [data.programs, courseId]);
  const totals = totalsOf(programPrice, examPrice, withExam);
  const count = selected.size;
  const chosen = data.students.filter((s) => selected.has(s.id));
  // docs/product/validation.md#bulk-order: a substring match on the display text against the lower-cased search text
  // (case-sensitive).
  const needle = search.toLowerCase();
  const available = data.students.filter((s) => !selected.has(s.id) && s.text.includes(needle));

  function chooseCourse(id: number) {
    setCourseId(id);
    setProgram(null);
    setProgramPrice('0');
    setExamPrice('0');
    setWithExam(false);
  }

  function chooseProgram(id: number) {
    const p = programs.find((x) => x.id === id) ?? null;
    setProgram(p);
    setProgramPrice(String(p?.price ?? 0));
    setExamPrice(String(p?.hasExam ? p.examPrice : 0));
    setWithExam(Boolean(p?.hasExam));
  }

  function toggleExam(on: boolean) {
    setWithExam(on);
    setExamPrice(on ? String(program?.examPrice ?? 0) : '0');
  }

  const move = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function create() {
    if (!program || count === 0 || saving) return;
    setSaving(true);
    setAlert(null);
    const body = {
      programId: program.id,
      programPrice: amountOf(programPrice),
      withExam: program.hasExam && withExam,
      examPrice: program.hasExam && withExam ? amountOf(examPrice) : 0,
      paid,
      students: chosen.map((s) => s.id),
    };
    let answer: BulkOrderAnswer;
    try {
      answer = (await postAnswer<BulkOrderAnswer>(`${BULK_ORDER_API}?lang=${lang}`, body)).body ?? {
        ok: false,
        error: 'failed',
      };
    } catch {
      answer = { ok: false, error: 'failed' };
    }
    if (answer.ok) {
      setAlert({ tone: 'success', text: t('generated', { count: String(answer.count) }) });
      window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      return; // inputs stay disabled until the reload
    }
    const text = answer.error === 'documents.bulkOrder.notAuthorized' ? t('notAuthorized') : t('failed');
    setAlert({ tone: 'error', text, detail: answer.message });
    setSaving(false);
  }

  const field =
    'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-ink disabled:bg-sand disabled:text-muted';
  const money = (fils: number) => formatBulkAmount(fils, lang);

  return (
    <div className="grid gap-6">
      {alert && (
        <div
          role={alert.tone === 'error' ? 'alert' : 'status'}
          data-testid="bulk-alert"
          className={`rounded-lg border px-4 py-3 ${alert.tone === 'error' ? 'border-seats-low bg-red-50 text-seats-low' : 'border-seats-high bg-green-50 text-seats-high'}`}
        >
          <p className="font-semibold">{alert.text}</p>
          {alert.detail && <p className="mt-1 text-sm">{alert.detail}</p>}
        </div>
      )}

      <fieldset disabled={saving} className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-primary">{t('orderDetails')}</legend>
        <div>
          <label htmlFor={`${id}-course`} className="block text-sm font-medium text-primary">
            {t('course')}
          </label>
          <select
            id={`${id}-course`}
            className={field}
            value={courseId}
            onChange={(e) => chooseCourse(Number(e.target.value))}
          >
            <option value={0}>{t('chooseCourse')}</option>
            {data.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {lang === 'ar' ? c.title_ar || c.title_en : c.title_en || c.title_ar}
              </option>
            ))}
          </select>
        </div>

        {courseId !== 0 && (
          <div>
            <label htmlFor={`${id}-program`} className="block text-sm font-medium text-primary">
              {t('program')}
            </label>
            <select
              id={`${id}-program`}
              className={field}
              value={program?.id ?? 0}
              onChange={(e) => chooseProgram(Number(e.target.value))}
            >
              <option value={0}>{t('chooseProgram')}</option>
              {programs.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${formatShortDate(p.start, lang)} – ${formatShortDate(p.end, lang)} · ${lang === 'ar' ? p.type_ar : p.type_en} · ${lang === 'ar' ? p.languages_ar : p.languages_en} · ${t('seats', { count: p.seats })}`}
                </option>
              ))}
            </select>
            {programs.length === 0 && <p className="mt-1 text-sm text-muted">{t('noPrograms')}</p>}
          </div>
        )}

        <div>
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-primary">
            {t('programPrice')}
          </label>
          <input
            id={`${id}-price`}
            className={field}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={programPrice}
            onChange={(e) => setProgramPrice(sanitizeAmount(e.target.value))}
          />
        </div>

        {program?.hasExam && (
          <div className="grid gap-2">
            <label className="flex items-center gap-2 text-sm font-medium text-primary">
              <input
                type="checkbox"
                className="size-4"
                checked={withExam}
                onChange={(e) => toggleExam(e.target.checked)}
              />
              {t('withExam')}
            </label>
            <div>
              <label htmlFor={`${id}-exam`} className="block text-sm font-medium text-primary">
                {t('examPrice')}
              </label>
              <input
                id={`${id}-exam`}
                className={field}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={examPrice}
                disabled={!withExam}
                onChange={(e) => setExamPrice(sanitizeAmount(e.target.value))}
              />
            </div>
          </div>
        )}

        <dl
          className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-sand p-3 text-sm sm:col-span-2"
          data-testid="bulk-totals"
        >
          <dt className="text-muted">{t('subTotal')}</dt>
          <dd className="text-end font-medium tabular-nums" data-testid="bulk-subtotal">
            {money(totals.subTotal)}
          </dd>
          <dt className="text-muted">{t('vat')}</dt>
          <dd className="text-end font-medium tabular-nums" data-testid="bulk-vat">
            {money(totals.vat)}
          </dd>
          <dt className="font-semibold text-primary">{t('total')}</dt>
          <dd className="text-end font-semibold tabular-nums text-primary" data-testid="bulk-total">
            {money(totals.total)}
          </dd>
          {count > 0 && (
            <>
              <dt className="text-muted">{t('grandTotal', { count })}</dt>
              <dd className="text-end font-medium tabular-nums" data-testid="bulk-grand-total">
                {money(totals.total * count)}
              </dd>
            </>
          )}
        </dl>

        <label className="flex items-center gap-2 text-sm font-medium text-primary sm:col-span-2">
          <input type="checkbox" className="size-4" checked={paid} onChange={(e) => setPaid(e.target.checked)} />
          {t('markPaid')}
        </label>
      </fieldset>

      <fieldset disabled={saving} className="grid gap-4 rounded-xl border border-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-primary">{t('students')}</legend>
        <div>
          <label htmlFor={`${id}-search`} className="block text-sm font-medium text-primary">
            {t('search')}
          </label>
          <input
            id={`${id}-search`}
            className={field}
            type="search"
            value={search}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <StudentList
            testId="selected-students"
            title={t('selectedTitle', { count: String(count) })}
            items={chosen}
            action={t('remove')}
            empty={t('noneSelected')}
            onAction={(id) => move(id, false)}
          />
          <StudentList
            testId="available-students"
            title={t('availableTitle', { count: String(available.length) })}
            items={available}
            action={t('add')}
            empty={t('noStudents')}
            onAction={(id) => move(id, true)}
          />
        </div>
      </fieldset>

      {program && count > 0 && (
        <div>
          <button
            type="button"
            onClick={create}
            disabled={saving}
            className="rounded-md bg-primary px-6 py-3 font-semibold text-white hover:bg-primary-700 disabled:cursor-wait disabled:opacity-80"
          >
            {saving ? t('creating', { count: String(count) }) : t('create', { count: String(count) })}
          </button>
        </div>
      )}
    </div>
  );
}

function StudentList(props: {
  testId: string;
  title: string;
  items: { id: string; text: string }[];
  action: string;
  empty: string;
  onAction: (id: string) => void;
}) {
  return (
    <section aria-label={props.title} data-testid={props.testId}>
      <h2 className="mb-2 text-sm font-semibold text-primary">{props.title}</h2>
      {props.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-line px-3 py-4 text-sm text-muted">{props.empty}</p>
      ) : (
        <ul className="max-h-96 divide-y divide-line overflow-y-auto rounded-md border border-line">
          {props.items.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-words">{s.text}</span>
              <button
                type="button"
                onClick={() => props.onAction(s.id)}
                className="shrink-0 rounded border border-secondary px-2 py-1 text-xs font-semibold text-secondary hover:bg-secondary hover:text-white"
                aria-label={`${props.action}: ${s.text}`}
              >
                {props.action}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
