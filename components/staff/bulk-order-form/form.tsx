'use client';

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BulkOrderAnswer } from '@/lib/bff/answer-types';
import { postAnswer } from '@/lib/bff/client';
import type { BulkData, BulkProgram } from '@/lib/documents/bulk-types';
import type { AppLocale } from '@/lib/i18n/routing';
import { BulkAlert, type BulkAlertMessage } from './alert';
import { amountOf, totalsOf } from './amounts';
import { CreateButton } from './create-button';
import { PriceFields } from './price-fields';
import { ProgramFields } from './program-fields';
import { StudentsFieldset } from './students';
import { BulkTotals } from './totals';

/** The page reloads 2 s after a successful run (docs/product/constants.md#layout). */
const RELOAD_AFTER_MS = 2000;

/**
 * The bulk-order form: the order details (course, program, prices, totals, 'Mark as PAID'), the students, and
 * CREATE (n) ORDERS, which posts to `endpoint` and then reloads the page, or shows why it failed.
 */
export function BulkOrderForm({ lang, data, endpoint }: { lang: AppLocale; data: BulkData; endpoint: string }) {
  const t = useTranslations('documents.bulkOrder');
  const [courseId, setCourseId] = useState(0);
  const [program, setProgram] = useState<BulkProgram | null>(null);
  const [programPrice, setProgramPrice] = useState('0');
  const [examPrice, setExamPrice] = useState('0');
  const [withExam, setWithExam] = useState(false);
  const [paid, setPaid] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<BulkAlertMessage | null>(null);
  const id = useId();

  const programs = useMemo(() => data.programs.filter((p) => p.courseId === courseId), [data.programs, courseId]);
  const totals = totalsOf(programPrice, examPrice, withExam);
  const count = selected.size;
  const chosen = data.students.filter((s) => selected.has(s.id));

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
      answer = (await postAnswer<BulkOrderAnswer>(`${endpoint}?lang=${lang}`, body)).body ?? {
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

  return (
    <div className="grid gap-6">
      {alert && <BulkAlert alert={alert} />}

      <fieldset disabled={saving} className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-primary">{t('orderDetails')}</legend>
        <ProgramFields
          lang={lang}
          idPrefix={id}
          courses={data.courses}
          courseId={courseId}
          programs={programs}
          program={program}
          onCourse={chooseCourse}
          onProgram={chooseProgram}
        />
        <PriceFields
          idPrefix={id}
          hasExam={Boolean(program?.hasExam)}
          programPrice={programPrice}
          examPrice={examPrice}
          withExam={withExam}
          onProgramPrice={setProgramPrice}
          onExamPrice={setExamPrice}
          onWithExam={toggleExam}
        />
        <BulkTotals lang={lang} totals={totals} count={count} />
        <label className="flex items-center gap-2 text-sm font-medium text-primary sm:col-span-2">
          <input type="checkbox" className="size-4" checked={paid} onChange={(e) => setPaid(e.target.checked)} />
          {t('markPaid')}
        </label>
      </fieldset>

      <StudentsFieldset
        idPrefix={id}
        disabled={saving}
        students={data.students}
        selected={selected}
        chosen={chosen}
        onMove={move}
      />

      {program && count > 0 && <CreateButton count={count} saving={saving} onCreate={create} />}
    </div>
  );
}
