// The licence's dates as a calendar file (RFC 5545), attached to each reminder: the last day to register for the
// renewal test and the expiry day, as all-day events. A plain PUBLISH calendar (not an invitation): the customer adds
// it to their own calendar. UIDs are stable per customer, date kind and expiry date, so adding it twice updates.
import ical, { ICalCalendarMethod } from 'ical-generator';

export interface LicenceDates {
  userId: string;
  expiryDate: string;
  registrationDeadline: string;
  summaries: { deadline: string; expiry: string };
  url: string;
  stamp: Date;
}

/** `yyyy-MM-dd` as a date at noon UTC: ical-generator writes an all-day event's day in the date's own calendar day. */
const day = (text: string) => new Date(`${text}T12:00:00.000Z`);

export function licenceIcs(d: LicenceDates): string {
  const cal = ical({
    prodId: { company: 'Real Estate Training Institute', product: 'Licence', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  const uid = (kind: string) => `licence-${kind}-${d.userId}-${d.expiryDate}@institute.example`;
  for (const [kind, date, summary] of [
    ['deadline', d.registrationDeadline, d.summaries.deadline],
    ['expiry', d.expiryDate, d.summaries.expiry],
  ] as const)
    cal.createEvent({ id: uid(kind), allDay: true, start: day(date), stamp: d.stamp, summary, url: d.url });
  return cal.toString();
}
