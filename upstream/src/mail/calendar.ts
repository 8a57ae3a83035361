// iCalendar invitations (RFC 5545 / iTIP RFC 5546) for booked sessions: METHOD:REQUEST for a booking and each change,
// METHOD:CANCEL when it is cancelled; one stable UID per booking and a SEQUENCE that grows with every update, so a
// mail client replaces the event instead of adding a second one. Times are Asia/Dubai with its VTIMEZONE.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { TZDate } from '@date-fns/tz';

const TIMEZONE = 'Asia/Dubai';
const ORGANIZER = { name: 'Real Estate Training Institute', email: 'no-reply@institute.example' };

export interface InvitationInput {
  method: 'REQUEST' | 'CANCEL';
  /** `item:<order item id>` or `init:<registration id>`: the booking the event stands for. */
  bookingKey: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string;
  attendee: { name: string; email: string };
  /** DTSTAMP: when this version was made (the injectable clock). */
  stamp: Date;
}

const eventUid = (bookingKey: string) => `${bookingKey.replace(/[^\w-]/g, '-')}@institute.example`;

export function invitationIcs(i: InvitationInput): string {
  const cal = ical({
    prodId: { company: 'Real Estate Training Institute', product: 'Bookings', language: 'EN' },
    method: i.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    timezone: { name: TIMEZONE, generator: getVtimezoneComponent },
  });
  cal.createEvent({
    id: eventUid(i.bookingKey),
    sequence: i.sequence,
    stamp: i.stamp,
    // ical-generator writes a native Date's wall clock in the server's own zone; a TZDate carries Dubai's.
    start: new TZDate(i.start, TIMEZONE),
    end: new TZDate(i.end, TIMEZONE),
    timezone: TIMEZONE,
    summary: i.summary,
    description: i.description,
    location: i.location ?? undefined,
    url: i.url,
    status: i.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: ORGANIZER,
    attendees: [
      {
        name: i.attendee.name,
        email: i.attendee.email,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: i.method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  // RFC 5545 wants DTSTAMP in UTC ("Z"); ical-generator writes it in the calendar's zone without one.
  const stamp = i.stamp
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return cal.toString().replace(/^DTSTAMP:[^\r\n]*/m, `DTSTAMP:${stamp}`);
}
