import { htmlToLine } from '@/lib/html/text';
import type { Bilingual } from '../../institute';
import type { PrintedLine } from '../../order-amounts';
import { pickText, type DocLang } from '../../types';

const ITEM_TYPES: Record<string, Bilingual> = {
  program: { en: 'Training program', ar: 'برنامج تدريبي' },
  diploma: { en: 'Academic program (diploma)', ar: 'برنامج أكاديمي (دبلوم)' },
  book: { en: 'Book', ar: 'كتاب' },
  membership: { en: 'Membership', ar: 'عضوية' },
  exam: { en: 'Exam', ar: 'امتحان' },
};

/** "Training program · 05 December 2026 - 07 December 2026 · Classroom · English · 09:00 - 17:00 · Dubai" */
export function describeLine(
  line: PrintedLine,
  lang: DocLang,
  formatDate: (iso: string) => string,
): string | undefined {
  const src = line.source;
  const type = typeof src.ItemType === 'string' ? ITEM_TYPES[src.ItemType.toLowerCase()] : undefined;
  const parts: string[] = [];
  if (type) parts.push(type[lang]);
  if (src.StartDate_DESC) {
    const start = formatDate(src.StartDate_DESC);
    const end = src.EndDate_DESC ? formatDate(src.EndDate_DESC) : start;
    parts.push(start === end ? start : `${start} - ${end}`);
  }
  const details = [
    pickText(src.CourseType_en, src.CourseType_ar, lang, src.CourseType),
    pickText(src.CourseLanguages_en, src.CourseLanguages_ar, lang, src.CourseLanguages),
    // Timing fields are HTML: keep the words.
    htmlToLine(pickText(src.CourseTiming_en, src.CourseTiming_ar, lang, src.CourseTiming)),
    pickText(src.CourseLocation_en, src.CourseLocation_ar, lang, src.CourseLocation),
  ];
  for (const v of details) if (v) parts.push(v);
  return parts.length ? parts.join(' · ') : undefined;
}
