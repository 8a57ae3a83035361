import 'server-only';
import type { Program } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import type { Translator } from '@/lib/i18n/message-keys';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { sanitize } from '@/lib/html/sanitize';
import { coursePath } from '@/lib/routes';
import { programLocation } from '@/lib/catalog/program';
import { showsLocation } from '@/lib/catalog/course-types';
import { seatBand } from '@/lib/catalog/seats';
import type { DateText, ProgramCardData, ProgramCardLabels } from './program-card-view';
import { priceText, type CatalogT } from './price-tag';
import { formatAed } from './money';

/** A translator of the 'program' messages (useTranslations or getTranslations). */
export type ProgramT = Translator<'program'>;

function dateText(value: string | null | undefined, locale: string): DateText | null {
  const text = formatLongDate(value, locale);
  return text ? { iso: isoDay(value), text } : null;
}

/**
 * What a program card shows (components/catalog/program-card-view), for a locale and the 'program' and 'catalog'
 * translators: every text is worded here, on the server, and the timing's HTML is cleaned here.
 */
export function programCard(program: Program, locale: string, t: ProgramT, tc: CatalogT): ProgramCardData {
  const typeLabel = pick(program, 'CourseType', locale);
  const seats = Math.max(0, program.MaxStudents);
  const location = programLocation(program, locale);
  const start = dateText(program.StartDate_DESC, locale) ?? { iso: '', text: '' };
  const end = dateText(program.EndDate_DESC, locale);
  const examPrice = program.ExamPrice > 0 ? formatAed(program.ExamPrice, locale) : tc('free');
  return {
    id: program.PriceOptionID,
    title: pick(program, 'ProductTitle', locale),
    href: coursePath(program),
    type: typeLabel ? { id: program.CourseTypeID, label: typeLabel } : null,
    start,
    end: end && end.text !== start.text ? end : null,
    seats,
    seatsText: t('seatsValue', { count: seats, display: String(seats) }),
    band: seatBand(seats),
    creditHours: program.CreditHours,
    languages: pick(program, 'CourseLanguages', locale),
    deadline: dateText(program.LastDateToRegister_DESC, locale),
    instructors: pick(program, 'InstructorIDs', locale),
    timingSafeHtml: sanitize(pick(program, 'CourseTiming', locale)),
    location: showsLocation(program.CourseTypeID, location) ? location : null,
    exam: program.HasExam ? t('examAvailable', { price: examPrice }) : t('noExam'),
    hasExam: program.HasExam,
    defaultWithExam: program.WithExam,
    examPrice,
    price: priceText(program.SchedulePrice, program.OldPrice, 'upper', locale, tc),
  };
}

/** The program card's fixed texts, once per list. */
export function programCardLabels(t: ProgramT): ProgramCardLabels {
  return {
    courseType: t('courseType'),
    dates: t('dates'),
    seats: t('seats'),
    seatBand: { high: t('seatBand.high'), mid: t('seatBand.mid'), low: t('seatBand.low') },
    creditHours: t('creditHours'),
    languages: t('languages'),
    deadline: t('deadline'),
    instructors: t('instructors'),
    timing: t('timing'),
    location: t('location'),
    exam: t('exam'),
    addToCalendar: t('addToCalendar'),
    addToCalendarLabel: t('addToCalendarLabel', { title: '{title}' }),
  };
}
