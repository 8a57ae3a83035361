import type { ReactNode } from 'react';
import type { SeatBand } from '@/lib/catalog/seats';
import { SEAT_BAND_CLASSES } from '@/lib/catalog/seats';
import { courseTypeClass } from '@/lib/catalog/course-type-class';
import { programCalendarPath } from '@/lib/routes';
import { IntentLink } from '@/components/ui/intent-link';
import { WaitlistButton } from '@/components/waitlist/waitlist-button';
import { WishlistHeart } from '@/components/wishlist/wishlist-heart';
import { ProgramCartButton } from './program-cart-button';
import type { PriceText } from '@/lib/cards/types';
import { PriceTagView } from './price-tag';
import { Icon } from '@/components/ui/icon';
import { BuyForTeam } from '@/components/company-buy/buy-for-team';

/** A date as the card shows it and as its <time> names it. */
export type DateText = { iso: string; text: string };

/** What a program card shows, already picked, formatted and worded for one language (components/catalog/program-card). */
export type ProgramCardData = {
  /** PriceOptionID. */
  id: number;
  title: string;
  /** The course's page, without the language prefix. */
  href: string;
  type: { id: number; label: string } | null;
  start: DateText;
  /** Null when the program ends on the day it starts. */
  end: DateText | null;
  seats: number;
  /** "35 seats" (plural rules of the language). */
  seatsText: string;
  band: SeatBand;
  creditHours: number;
  languages: string;
  deadline: DateText | null;
  instructors: string;
  /** The timing, as HTML already cleaned by lib/html/sanitize on the server. */
  timingSafeHtml: string;
  /** Null when the type has no venue or none is given. */
  location: string | null;
  /** "Exam available (AED 350.00)" or "No exam". */
  exam: string;
  hasExam: boolean;
  defaultWithExam: boolean;
  /** The exam's price as shown ("AED 350.00", or "FREE"), for the "with exam" checkbox. */
  examPrice: string;
  price: PriceText;
};

/** The card's fixed texts, once per list; `{title}` in `addToCalendarLabel` is replaced by the program's title. */
export type ProgramCardLabels = {
  courseType: string;
  dates: string;
  seats: string;
  seatBand: Record<SeatBand, string>;
  creditHours: string;
  languages: string;
  deadline: string;
  instructors: string;
  timing: string;
  location: string;
  exam: string;
  addToCalendar: string;
  addToCalendarLabel: string;
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
 * by id), available seats (colour by band, with text), dates, credit hours, languages, registration deadline,
 * instructors, timing (HTML), location, exam information, price / old price / VAT note, Add to Cart (with an optional
 * "with exam" checkbox) and Add to calendar (.ics, a plain link). The markup only, from data and without translation
 * hooks: the lists render it in the browser's island (program-card-list) from a few hundred bytes per card, instead of
 * sending the server's markup a second time as flight data.
 */
export function ProgramCardView({
  data,
  labels,
  locale,
  showTitle = true,
  headingLevel = 3,
  className = '',
}: {
  data: ProgramCardData;
  labels: ProgramCardLabels;
  locale: string;
  /** Show the course title link (default true; the course page hides it). */
  showTitle?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const band = SEAT_BAND_CLASSES[data.band];
  return (
    <article className={`program-card relative ${className}`} data-testid="program-card" data-program-id={data.id}>
      <WishlistHeart
        type="program"
        id={data.id}
        title={`${data.title}, ${data.start.text}`}
        className="absolute end-3 top-3"
      />
      <div className="flex flex-wrap items-start justify-between gap-2 pe-12">
        {showTitle && (
          <Heading className="card-title">
            <IntentLink href={data.href} className="hover:underline">
              {data.title}
            </IntentLink>
          </Heading>
        )}
        {data.type && (
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${courseTypeClass(data.type.id)}`}
            data-testid="course-type"
            data-type-id={data.type.id}
          >
            <span className="sr-only">{labels.courseType}: </span>
            {data.type.label}
          </span>
        )}
      </div>

      <dl>
        <Row label={labels.dates} testId="program-dates">
          <time dateTime={data.start.iso}>{data.start.text}</time>
          {data.end && (
            <>
              {' – '}
              <time dateTime={data.end.iso}>{data.end.text}</time>
            </>
          )}
        </Row>
        <Row label={labels.seats} testId="program-seats">
          <span className={`seat-band ${band.text}`} data-band={data.band}>
            <i className={band.bg} aria-hidden="true" />
            {data.seatsText} <small>({labels.seatBand[data.band]})</small>
          </span>
        </Row>
        <Row label={labels.creditHours} testId="program-credit-hours">
          {data.creditHours}
        </Row>
        {data.languages && (
          <Row label={labels.languages} testId="program-languages">
            {data.languages}
          </Row>
        )}
        {data.deadline && (
          <Row label={labels.deadline} testId="program-deadline">
            <time dateTime={data.deadline.iso}>{data.deadline.text}</time>
          </Row>
        )}
        {data.instructors && (
          <Row label={labels.instructors} testId="program-instructors">
            {data.instructors}
          </Row>
        )}
        {data.timingSafeHtml && (
          <Row label={labels.timing} testId="program-timing">
            <div dangerouslySetInnerHTML={{ __html: data.timingSafeHtml }} />
          </Row>
        )}
        {data.location && (
          <Row label={labels.location} testId="program-location">
            {data.location}
          </Row>
        )}
        <Row label={labels.exam} testId="program-exam">
          {data.exam}
        </Row>
      </dl>

      <PriceTagView price={data.price} className="mt-auto" />

      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        {/* A full program offers its waitlist instead (an extension; without it, the spec's Add to Cart). */}
        <WaitlistButton full={data.seats === 0} programId={data.id} title={data.title}>
          <ProgramCartButton
            itemId={data.id}
            title={data.title}
            hasExam={data.hasExam}
            defaultWithExam={data.defaultWithExam}
            examPrice={data.examPrice}
          />
        </WaitlistButton>
        <a
          href={programCalendarPath(data.id, locale)}
          download={`program-${data.id}.ics`}
          aria-label={labels.addToCalendarLabel.replace('{title}', data.title)}
          className="btn-outline"
        >
          <Icon name="calendar" className="size-4" />
          {labels.addToCalendar}
        </a>
      </div>
      {/* A company admin buys seats for their team (an extension: hidden unless the upstream has it). */}
      {data.seats > 0 && <BuyForTeam itemType="program" itemId={data.id} seatsLeft={data.seats} />}
    </article>
  );
}
