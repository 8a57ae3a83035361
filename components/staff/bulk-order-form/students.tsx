import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BulkData } from '@/lib/documents/bulk-types';
import { FIELD } from './field-class';
import { LabelledField } from './labelled-field';
import { StudentList } from './student-list';

type Student = BulkData['students'][number];

/** The student search and the two lists: the chosen students (remove) and the others that match (add). */
export function StudentsFieldset({
  idPrefix,
  disabled,
  students,
  selected,
  chosen,
  onMove,
}: {
  idPrefix: string;
  disabled: boolean;
  students: Student[];
  selected: ReadonlySet<string>;
  /** the selected students, in the order of `students` */
  chosen: Student[];
  onMove: (id: string, on: boolean) => void;
}) {
  const t = useTranslations('documents.bulkOrder');
  const [search, setSearch] = useState('');
  // docs/product/validation.md#bulk-order: a substring match on the display text against the lower-cased search text
  // (case-sensitive).
  const needle = search.toLowerCase();
  const available = students.filter((s) => !selected.has(s.id) && s.text.includes(needle));
  return (
    <fieldset disabled={disabled} className="grid gap-4 rounded-xl border border-line bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-primary">{t('students')}</legend>
      <LabelledField id={`${idPrefix}-search`} label={t('search')}>
        <input
          id={`${idPrefix}-search`}
          className={FIELD}
          type="search"
          value={search}
          placeholder={t('searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
        />
      </LabelledField>
      <div className="grid gap-4 md:grid-cols-2">
        <StudentList
          testId="selected-students"
          title={t('selectedTitle', { count: String(chosen.length) })}
          items={chosen}
          action={t('remove')}
          empty={t('noneSelected')}
          onAction={(id) => onMove(id, false)}
        />
        <StudentList
          testId="available-students"
          title={t('availableTitle', { count: String(available.length) })}
          items={available}
          action={t('add')}
          empty={t('noStudents')}
          onAction={(id) => onMove(id, true)}
        />
      </div>
    </fieldset>
  );
}
