import { useTranslations } from 'next-intl';
import { formatShortDate } from '@/lib/dates/format';
import type { BulkData, BulkProgram } from '@/lib/documents/bulk-types';
import type { AppLocale } from '@/lib/i18n/routing';
import { FIELD } from './field-class';
import { LabelledField } from './labelled-field';

/** The course select, then (once a course is chosen) its programs: dates, type, languages and seats. */
export function ProgramFields({
  lang,
  idPrefix,
  courses,
  courseId,
  programs,
  program,
  onCourse,
  onProgram,
}: {
  lang: AppLocale;
  idPrefix: string;
  courses: BulkData['courses'];
  courseId: number;
  /** the chosen course's programs */
  programs: BulkProgram[];
  program: BulkProgram | null;
  onCourse: (id: number) => void;
  onProgram: (id: number) => void;
}) {
  const t = useTranslations('documents.bulkOrder');
  return (
    <>
      <LabelledField id={`${idPrefix}-course`} label={t('course')}>
        <select
          id={`${idPrefix}-course`}
          className={FIELD}
          value={courseId}
          onChange={(e) => onCourse(Number(e.target.value))}
        >
          <option value={0}>{t('chooseCourse')}</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {lang === 'ar' ? c.title_ar || c.title_en : c.title_en || c.title_ar}
            </option>
          ))}
        </select>
      </LabelledField>

      {courseId !== 0 && (
        <LabelledField id={`${idPrefix}-program`} label={t('program')}>
          <select
            id={`${idPrefix}-program`}
            className={FIELD}
            value={program?.id ?? 0}
            onChange={(e) => onProgram(Number(e.target.value))}
          >
            <option value={0}>{t('chooseProgram')}</option>
            {programs.map((p) => (
              <option key={p.id} value={p.id}>
                {`${formatShortDate(p.start, lang)} – ${formatShortDate(p.end, lang)} · ${lang === 'ar' ? p.type_ar : p.type_en} · ${lang === 'ar' ? p.languages_ar : p.languages_en} · ${t('seats', { count: p.seats })}`}
              </option>
            ))}
          </select>
          {programs.length === 0 && <p className="mt-1 text-sm text-muted">{t('noPrograms')}</p>}
        </LabelledField>
      )}
    </>
  );
}
