import 'server-only';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Program } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import { pick } from '@/lib/i18n/pick';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { coursePath } from '@/lib/catalog/paths';
import { programIcsEvent, programLocation } from '@/lib/catalog/program';
import { courseTypeClass, showsLocation } from '@/lib/catalog/course-types';
import { SEAT_BAND_CLASSES, seatBand } from '@/lib/catalog/seats';
import { siteUrl } from '@/lib/seo/hreflang';
import { SafeHtml } from '@/components/ui/safe-html';
import { AddToCartButton } from './add-to-cart-button';
import { AddToCalendarButton } from './add-to-calendar-button';
import { PriceTag } from './price-tag';
import { formatAed } from './money';

export type ProgramCardProps = {
  program: Program;
  /** Show the course title link (default true; the course page may hide it). */
  showTitle?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** Public origin for the calendar UID/URL; defaults to SITE_URL (lib/seo/hreflang). */
  origin?: string;
  className?: string;
};

function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div className="flex flex-col gap-0.5" data-testid={testId}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="text-sm text-ink">{children}</dd>
    </div>
  );
}

/**
 * Upcoming-program card (spec 2): course title link, course type label (colour by id), available seats
 * (colour by band, with text), dates, credit hours, languages, registration deadline (dd MMMM yyyy),
 * instructors, timing (HTML), location (venue types, when given), exam information, price / old price /
 * VAT note, Add to Cart (with an optional "with exam" checkbox) and Add to calendar (.ics).
 */
export function ProgramCard({ program, showTitle = true, headingLevel = 3, origin, className = '' }: ProgramCardProps) {
  const t = useTranslations('program');
  const tc = useTranslations('catalog');
  const locale = useLocale();
  const title = pick(program, 'ProductTitle', locale);
  const typeLabel = pick(program, 'CourseType', locale);
  const seats = Math.max(0, program.MaxStudents);
  const band = seatBand(seats);
  const languages = pick(program, 'CourseLanguages', locale);
  const instructors = pick(program, 'InstructorIDs', locale);
  const timing = pick(program, 'CourseTiming', locale);
  const location = programLocation(program, locale);
  const deadline = formatLongDate(program.LastDateToRegister_DESC, locale);
  const start = formatLongDate(program.StartDate_DESC, locale);
  const end = formatLongDate(program.EndDate_DESC, locale);
  const examPrice = program.ExamPrice > 0 ? formatAed(program.ExamPrice, locale) : tc('free');
  const Heading = `h${headingLevel}` as const;

  const event = programIcsEvent(program, {
    locale,
    origin: origin ?? siteUrl().origin,
    labels: {
      timing: t('timing'),
      instructors: t('instructors'),
      languages: t('languages'),
      courseType: t('courseType'),
    },
  });

  return (
    <article
      className={`flex h-full flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm ${className}`}
      data-testid="program-card"
      data-program-id={program.PriceOptionID}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        {showTitle && (
          <Heading className="text-lg font-semibold leading-snug text-primary">
            <Link href={coursePath(program)} className="hover:underline">
              {title}
            </Link>
          </Heading>
        )}
        {typeLabel && (
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${courseTypeClass(program.CourseTypeID)}`}
            data-testid="course-type"
            data-type-id={program.CourseTypeID}
          >
            <span className="sr-only">{t('courseType')}: </span>
            {typeLabel}
          </span>
        )}
      </div>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Row label={t('dates')} testId="program-dates">
          <time dateTime={isoDay(program.StartDate_DESC)}>{start}</time>
          {end && end !== start && (
            <>
              {' – '}
              <time dateTime={isoDay(program.EndDate_DESC)}>{end}</time>
            </>
          )}
        </Row>
        <Row label={t('seats')} testId="program-seats">
          <span
            className={`inline-flex items-center gap-1.5 font-semibold ${SEAT_BAND_CLASSES[band].text}`}
            data-band={band}
          >
            <span className={`inline-block size-2.5 rounded-full ${SEAT_BAND_CLASSES[band].bg}`} aria-hidden="true" />
            {t('seatsValue', { count: seats, display: String(seats) })}{' '}
            <span className="text-xs font-normal">({t(`seatBand.${band}`)})</span>
          </span>
        </Row>
        <Row label={t('creditHours')} testId="program-credit-hours">
          {program.CreditHours}
        </Row>
        {languages && (
          <Row label={t('languages')} testId="program-languages">
            {languages}
          </Row>
        )}
        {deadline && (
          <Row label={t('deadline')} testId="program-deadline">
            <time dateTime={isoDay(program.LastDateToRegister_DESC)}>{deadline}</time>
          </Row>
        )}
        {instructors && (
          <Row label={t('instructors')} testId="program-instructors">
            {instructors}
          </Row>
        )}
        {timing && (
          <Row label={t('timing')} testId="program-timing">
            <SafeHtml html={timing} className="[&_p]:m-0" />
          </Row>
        )}
        {showsLocation(program.CourseTypeID, location) && (
          <Row label={t('location')} testId="program-location">
            {location}
          </Row>
        )}
        <Row label={t('exam')} testId="program-exam">
          {program.HasExam ? t('examAvailable', { price: examPrice }) : t('noExam')}
        </Row>
      </dl>

      <PriceTag price={program.SchedulePrice} oldPrice={program.OldPrice} className="mt-auto" />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <AddToCartButton
          itemId={program.PriceOptionID}
          hasExam={program.HasExam}
          defaultWithExam={program.WithExam}
          labels={{
            addToCart: t('addToCart'),
            addToCartLabel: t('addToCartLabel', { title }),
            adding: t('adding'),
            loginFirst: t('loginFirst'),
            added: t('added'),
            alreadyPurchased: t('alreadyPurchased'),
            cartError: t('cartError'),
            withExam: program.HasExam ? t('withExam', { price: examPrice }) : undefined,
          }}
        />
        <AddToCalendarButton
          event={event}
          fileBase={`program-${program.PriceOptionID}`}
          label={t('addToCalendar')}
          ariaLabel={t('addToCalendarLabel', { title })}
        />
      </div>
    </article>
  );
}
