import type { Program } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import type { IcsEvent } from '@/lib/calendar/ics';
import { htmlToText } from '@/lib/html/text';
import { coursePath } from '@/lib/routes';

/** Venue text of a program: location, area, city (each picked in the locale), without repeats. */
export function programLocation(program: Program, locale: string): string {
  const parts = (['CourseLocation', 'CourseArea', 'CourseCity'] as const)
    .map((base) => pick(program, base, locale).trim())
    .filter(Boolean);
  return [...new Set(parts)].join(locale === 'ar' ? '، ' : ', ');
}

export type ProgramIcsLabels = { timing: string; instructors: string; languages: string; courseType: string };

/**
 * The calendar event of a program. `origin` is the site's public origin (UID domain and URL);
 * `labels` are translated headings of the description lines.
 */
export function programIcsEvent(
  program: Program,
  options: { locale: string; origin: string; labels: ProgramIcsLabels },
): IcsEvent {
  const { locale, labels } = options;
  const origin = options.origin.replace(/\/+$/, '');
  let host = 'localhost';
  try {
    host = new URL(origin).hostname || host;
  } catch {
    /* keep the fallback */
  }
  const url = `${origin}/${locale}${coursePath(program)}`;
  const lines = [
    [labels.courseType, pick(program, 'CourseType', locale)],
    [labels.languages, pick(program, 'CourseLanguages', locale)],
    [labels.instructors, pick(program, 'InstructorIDs', locale)],
    [labels.timing, htmlToText(pick(program, 'CourseTiming', locale))],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  lines.push(url);
  return {
    uid: `program-${program.PriceOptionID}@${host}`,
    start: program.StartDate_DESC,
    end: program.EndDate_DESC,
    summary: pick(program, 'ProductTitle', locale),
    location: programLocation(program, locale) || null,
    description: lines.join('\n'),
    url,
  };
}
