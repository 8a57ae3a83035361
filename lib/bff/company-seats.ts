import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CompanyChangeAnswer } from '@/lib/bff/answer-types';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import type { SeatAssignAnswer } from '@/lib/company-seats/answers';
import { parseSeatCsv } from '@/lib/company-seats/csv-parse';
import { seatsCsv } from '@/lib/company-seats/export-csv';
import type { AssignSeatsInput } from '@/lib/contract';
import { BODY_LIMITS } from '@/lib/security/body-limit';
import type { Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import * as upstream from '@/lib/upstream/company-seats';
import { firstIssue } from '@/lib/validation/auth';
import {
  AnswerSeatFormSchema,
  AssignCsvFormSchema,
  AssignSeatFormSchema,
  ChangeSeatFormSchema,
} from '@/lib/validation/company-seats';

/**
 * The seats BFF (app/api/company/seats/*): Origin, session, the form's schema, a per-user limit, then the upstream
 * with the session's token, which checks again that the caller is the company's admin (or the invited agent). A
 * domain refusal answers its key `companySeats.status.<Status>` with 409; nothing changed. A CSV is read here into
 * rows; the upstream reports each row.
 */
const MUTATION = { auth: 'user', invalid: firstIssue, limit: 'company', order: SESSION_FIRST } as const;

function fail(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unavailable') return failure('companySeats.errors.unavailable', 404);
  if (error.status === 403) return failure('company.errors.forbidden', 403);
  return upstreamFailure(error, session);
}

const outcome = (status: string, done: readonly string[]) =>
  done.includes(status)
    ? answer<CompanyChangeAnswer>({ ok: true, status })
    : failure(`companySeats.status.${status}`, 409);

async function assign(
  input: AssignSeatsInput,
  session: Session,
  caller: Parameters<typeof upstream.assignCompanySeats>[1],
) {
  const r = await upstream.assignCompanySeats(input, caller);
  if (!r.ok) return fail(r.error, session);
  if (r.data.Status !== 'done') return failure(`companySeats.status.${r.data.Status}`, 409);
  return answer<SeatAssignAnswer>({ ok: true, rows: r.data.Rows });
}

/** POST /api/company/seats/assign `{ CompanyID, ItemType, ItemID, Email }`: one agent. */
export const assignSeat = bffRoute(
  { ...MUTATION, body: AssignSeatFormSchema },
  async ({ input, session, caller, lang }) =>
    assign(
      {
        CompanyID: input.CompanyID,
        ItemType: input.ItemType,
        ItemID: input.ItemID,
        Lang: lang,
        Rows: [{ Email: input.Email }],
      },
      session,
      caller,
    ),
);

/** POST /api/company/seats/upload `{ CompanyID, ItemType, ItemID, Csv }`: the file's text, a result per row. */
export const uploadSeats = bffRoute(
  { ...MUTATION, body: AssignCsvFormSchema, bodyLimit: BODY_LIMITS.bulkOrder },
  async ({ input, session, caller, lang }) => {
    const parsed = parseSeatCsv(input.Csv);
    if (!parsed.ok) return failure(`companySeats.errors.csv_${parsed.error}`, 400);
    return assign(
      { CompanyID: input.CompanyID, ItemType: input.ItemType, ItemID: input.ItemID, Lang: lang, Rows: parsed.rows },
      session,
      caller,
    );
  },
);

/** POST /api/company/seats/change `{ CompanyID, SeatID, Action, Email? }`. */
export const changeSeat = bffRoute(
  { ...MUTATION, body: ChangeSeatFormSchema },
  async ({ input, session, caller, lang }) => {
    const r = await upstream.changeCompanySeat({ ...input, Lang: lang }, caller);
    if (!r.ok) return fail(r.error, session);
    return outcome(r.data.Status, ['unassigned', 'reassigned']);
  },
);

/** POST /api/company/seats/answer `{ Token, Accept }`: the invited agent. */
export const answerSeat = bffRoute({ ...MUTATION, body: AnswerSeatFormSchema }, async ({ input, session, caller }) => {
  const r = await upstream.answerSeatInvitation(input, caller);
  if (!r.ok) return fail(r.error, session);
  return outcome(r.data.Status, ['accepted', 'declined']);
});

/** GET /api/company/seats/export?CompanyID=&lang=: the company view as a CSV download (UTF-8 BOM for Excel). */
export const exportSeats = bffRoute(
  { auth: 'user', limit: 'dataExport' },
  async ({ request, session, caller, lang }) => {
    const companyId = Number(new URL(request.url).searchParams.get('CompanyID'));
    if (!Number.isInteger(companyId) || companyId < 1) return failure('companySeats.errors.invalid', 400);
    const r = await upstream.getCompanySeats(companyId, caller);
    if (!r.ok) return fail(r.error, session);
    if (r.data.Status !== 'ok') return failure(`companySeats.status.${r.data.Status}`, 409);
    const t = await getTranslations({ locale: lang, namespace: 'companySeats' });
    const csv = seatsCsv(r.data.Programs, lang, {
      header: [
        t('csv.program'),
        t('csv.start'),
        t('csv.state'),
        t('csv.email'),
        t('csv.name'),
        t('csv.assigned'),
        t('csv.accepted'),
        t('csv.attended'),
        t('csv.certified'),
        t('csv.licenceExpiry'),
      ],
      state: { open: t('state.open'), invited: t('state.invited'), accepted: t('state.accepted') },
      yes: t('csv.yes'),
      no: t('csv.no'),
    });
    return new Response(`\uFEFF${csv}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="company-seats-${companyId}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
