import 'server-only';
import { z } from 'zod';
import { EXPIRING_MAX_DAYS } from '@/lib/contract/endpoints/licence';
import type { Licence } from '@/lib/contract/entities/licence';
import { buildIcs } from '@/lib/calendar/ics';
import { expiringCsv } from '@/lib/licence/csv';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
import { accountPath, localePath } from '@/lib/routes';
import { siteUrl } from '@/lib/seo/hreflang';
import type { Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as upstream from '@/lib/upstream/licence';
import { LicenceFormSchema, toLicenceInput } from '@/lib/validation/licence';
import { MSG } from '@/lib/validation/messages';

/** Error keys of the licence BFF beside the form's (LICENCE_MSG). */
const UNAVAILABLE = 'licence.errors.unavailable';

function licenceFailure(error: UpstreamError, session: Session): Response {
  // An API without the extension: the page and its menu entry hide on the next read.
  if (error.kind === 'unavailable') return failure(UNAVAILABLE, 404);
  return upstreamFailure(error, session);
}

/** POST /api/account/licence: the form's values, checked as the form checks them; answers the saved licence. */
export const saveLicence = bffRoute(
  { body: LicenceFormSchema, auth: 'user', limit: 'licence' },
  async ({ input, session, caller }) => {
    const result = await upstream.saveLicence(toLicenceInput(input), caller);
    if (!result.ok) return licenceFailure(result.error, session);
    return answer({ ok: true });
  },
);

/** POST /api/account/licence/delete: forgets the licence (its reminders stop). */
export const deleteLicence = bffRoute({ auth: 'user', limit: 'licence' }, async ({ session, caller }) => {
  const result = await upstream.deleteLicence(caller);
  if (!result.ok) return licenceFailure(result.error, session);
  return answer({ ok: true });
});

/** A Dubai calendar day `yyyy-MM-dd` as the instants it starts and ends. */
const dubaiDay = (day: string) => {
  const start = new Date(`${day}T00:00:00+04:00`);
  return { start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString() };
};

/** The registration deadline and the expiry as a calendar file (the same dates the reminders attach). */
function licenceCalendar(l: Licence, labels: { deadline: string; expiry: string }, lang: string) {
  const url = new URL(localePath(lang, accountPath('my-licence')), siteUrl()).toString();
  return buildIcs(
    [
      {
        uid: `licence-deadline-${l.Authority}-${l.CardNumber}-${l.ExpiryDate}@institute.example`,
        ...dubaiDay(l.Timeline.RegistrationDeadline),
        summary: labels.deadline,
        url,
      },
      {
        uid: `licence-expiry-${l.Authority}-${l.CardNumber}-${l.ExpiryDate}@institute.example`,
        ...dubaiDay(l.ExpiryDate),
        summary: labels.expiry,
        url,
      },
    ],
    { prodId: '-//Real Estate Training Institute//Licence//EN' },
  );
}

type CalendarLabels = (lang: 'en' | 'ar') => Promise<{ deadline: string; expiry: string }>;

/**
 * GET /api/account/licence/calendar?lang=: the licence's dates as an .ics download; 404 when none is recorded. The
 * route hands in the events' titles in the caller's language (`labels`: its translator).
 */
export const licenceCalendarFile = (labels: CalendarLabels) =>
  bffRoute({ auth: 'user', limit: 'dataExport' }, async ({ session, caller, lang }) => {
    const result = await upstream.getLicence(caller);
    if (!result.ok) return licenceFailure(result.error, session);
    if (!result.data) return failure('licence.errors.none', 404);
    return new Response(licenceCalendar(result.data, await labels(lang), lang), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="broker-card.ics"',
        'Cache-Control': 'private, no-store',
      },
    });
  });

const DaysSchema = z.coerce.number().int().min(1).max(EXPIRING_MAX_DAYS);

/**
 * GET /api/staff/licences?days=N[&format=csv]: customers whose broker cards expire within N days (1 to
 * EXPIRING_MAX_DAYS), soonest first: `{ ok: true, days, rows: ExpiringLicence[] }`, or the same rows as a CSV
 * download. Staff sessions only (anyone else: 401); the upstream checks the role again.
 */
export const expiringLicencesList = bffRoute(
  { auth: 'staff', limit: 'dataExport' },
  async ({ request, session, caller }) => {
    const params = new URL(request.url).searchParams;
    const days = DaysSchema.safeParse(params.get('days') ?? '30');
    if (!days.success) return failure(MSG.invalid, 400);
    const result = await upstream.expiringLicences(days.data, caller);
    if (!result.ok) return licenceFailure(result.error, session);
    if (params.get('format') !== 'csv') return answer({ ok: true, days: days.data, rows: result.data });
    return new Response(`\uFEFF${expiringCsv(result.data)}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="licences-expiring-${days.data}-days.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
);
