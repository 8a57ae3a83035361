import 'server-only';
import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Program } from '@/lib/contract';
import { pick } from '@/lib/i18n/pick';
import { formatLongDate, isoDay } from '@/lib/dates/format';
import { coursePath, programCalendarPath } from '@/lib/routes';
import { programLocation } from '@/lib/catalog/program';
import { courseTypeClass, showsLocation } from '@/lib/catalog/course-types';
import { SEAT_BAND_CLASSES, seatBand } from '@/lib/catalog/seats';
import { SafeHtml } from '@/components/ui/safe-html';
import { IntentLink } from '@/components/ui/intent-link';
import { WaitlistButton } from '@/components/waitlist/waitlist-button';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { ProgramCartButton } from './program-cart-button';
import { PriceTag } from './price-tag';
import { formatAed } from './money';

export type ProgramCardProps = {
  program: Program;
  /** Show the course title link (default true; the course page may hide it). */
  showTitle?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** One fact of the card; its look comes from `.program-card dl` (globals.css), not from classes on every row. */
function Row({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Upcoming-program card (docs/product/screens.md#upcoming-program-card): course title link, course type label (colour
 * by id), available seats (colour by band, with text), dates, credit hours, languages, registration deadline (dd MMMM
 * yyyy), instructors, timing (HTML), location (venue types, when given), exam information, price / old price / VAT
 * note, Add to Cart (with an optional "with exam" checkbox) and Add to calendar (.ics). A server component, lean
 * because /training-programs shows every program: the Add to Cart island gets an id, a title and the exam's price; Add
 * to calendar is a plain link to the .ics route (no JavaScript).
 */
export function ProgramCard({ program, showTitle = true, headingLevel = 3, className = '' }: ProgramCardProps) {
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

  return (
    <article
      className={`program-card relative ${className}`}
      data-testid="program-card"
      data-program-id={program.PriceOptionID}
    >
      <WishlistHeart
        type="program"
        id={program.PriceOptionID}
        title={`${title}, ${start}`}
        className="absolute end-3 top-3"
      />
      <div className="flex flex-wrap items-start justify-between gap-2 pe-12">
        {showTitle && (
          <Heading className="card-title">
            <IntentLink href={coursePath(program)} className="hover:underline">
              {title}
            </IntentLink>
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

      <dl>
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
          <span className={`seat-band ${SEAT_BAND_CLASSES[band].text}`} data-band={band}>
            <i className={SEAT_BAND_CLASSES[band].bg} aria-hidden="true" />
            {t('seatsValue', { count: seats, display: String(seats) })} <small>({t(`seatBand.${band}`)})</small>
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
            <SafeHtml html={timing} />
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
        {/* A full program offers its waitlist instead (an extension; without it, the spec's Add to Cart). */}
        <WaitlistButton full={seats === 0} programId={program.PriceOptionID} title={title}>
          <ProgramCartButton
            itemId={program.PriceOptionID}
            title={title}
            hasExam={program.HasExam}
            defaultWithExam={program.WithExam}
            examPrice={examPrice}
          />
        </WaitlistButton>
        <a
          href={programCalendarPath(program.PriceOptionID, locale)}
          download={`program-${program.PriceOptionID}.ics`}
          aria-label={t('addToCalendarLabel', { title })}
          className="btn-outline"
        >
          <i className="icon i-calendar size-4" aria-hidden="true" />
          {t('addToCalendar')}
        </a>
      </div>
    </article>
  );
}
