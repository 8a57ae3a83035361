import 'server-only';
import type { TeamAnswer, TeamLineAnswer, TeamOrderAnswer } from '@/lib/bff/answer-types';
import { answer, failure, upstreamFailure } from '@/lib/bff/answers';
import { bffRoute, SESSION_FIRST } from '@/lib/bff/route';
import { afterSubmitPath } from '@/lib/commerce/payment';
import { isLoggedIn, type Session } from '@/lib/session/session';
import type { UpstreamError } from '@/lib/upstream/client';
import { getMyCompany } from '@/lib/upstream/company';
import * as upstream from '@/lib/upstream/company-buy';
import { firstIssue } from '@/lib/validation/auth';
import { TeamLineFormSchema, TeamOrderFormSchema } from '@/lib/validation/company-buy';

/**
 * Team buying's BFF (app/api/company/team/*, docs/company.md#buying-seats): Origin, session (401 'Please log in
 * first'), the form's schema (quantity 0, a bank transfer without a PO: their message, no upstream call), a per-user
 * limit, then the upstream, which checks again that the caller is the company's admin. Its refusals (not an admin, a
 * mixed cart, seats left, unverified…) answer `companyBuy.status.<Status>` with 409; nothing changed.
 */
const MUTATION = { auth: 'user', invalid: firstIssue, limit: 'company', order: SESSION_FIRST } as const;

function fail(error: UpstreamError, session: Session): Response {
  if (error.kind === 'unavailable') return failure('companyBuy.status.unavailable', 404);
  return upstreamFailure(error, session);
}

/** GET /api/company/team: the caller's company and their cart's team lines. */
export const readTeam = bffRoute({ auth: 'visitor' }, async ({ session, caller }) => {
  const none = answer<TeamAnswer>({ ok: true, company: null, team: null });
  if (!isLoggedIn(session) || !caller) return none;
  const mine = await getMyCompany(caller);
  if (!mine.ok) return mine.error.kind === 'unavailable' ? none : fail(mine.error, session);
  const c = mine.data.Company;
  if (!c) return none;
  const team = await upstream.getTeamCart(caller);
  if (!team.ok) return fail(team.error, session);
  return answer<TeamAnswer>({
    ok: true,
    company: {
      CompanyID: c.CompanyID,
      LegalName_en: c.LegalName_en,
      LegalName_ar: c.LegalName_ar,
      TRN: c.TRN,
      IsVerified: c.IsVerified,
    },
    team: team.data,
  });
});

/** POST /api/company/team/line `{ CompanyID, ItemType, ItemID, Quantity }`: N seats in the cart (or a new N). */
export const addTeamLine = bffRoute({ ...MUTATION, body: TeamLineFormSchema }, async ({ input, session, caller }) => {
  const r = await upstream.addTeamLine(input, caller);
  if (!r.ok) return fail(r.error, session);
  if (r.data.Status === 'ok') return answer<TeamLineAnswer>({ ok: true, status: 'ok' });
  return answer<TeamLineAnswer>(
    {
      ok: false,
      error: `companyBuy.status.${r.data.Status}`,
      ...(r.data.SeatsLeft !== null ? { seatsLeft: r.data.SeatsLeft, values: { n: r.data.SeatsLeft } } : {}),
    },
    409,
  );
});

/**
 * POST /api/company/team/order `{ terms, PaymentMethod, PONumber? }`: the team cart's order. The answer names where
 * the browser goes: the card page for a card payment, else the order on My Orders.
 */
export const submitTeamOrder = bffRoute(
  { auth: 'user', invalid: firstIssue, limit: 'checkout', order: SESSION_FIRST, body: TeamOrderFormSchema },
  async ({ input, session, caller, lang }) => {
    const { PaymentMethod, PONumber } = input;
    const r = await upstream.submitTeamOrder({ PaymentMethod, ...(PONumber ? { PONumber } : {}) }, caller);
    if (!r.ok) return fail(r.error, session);
    if (r.data.Status !== 'ok' || !r.data.OrderUniqueID)
      return failure(`companyBuy.status.${r.data.Status === 'ok' ? 'cart_empty' : r.data.Status}`, 409);
    const redirect = afterSubmitPath({
      oid: r.data.OrderUniqueID,
      total: r.data.Total ?? 0,
      // A bank transfer, like pay later, is paid after the order: the browser goes to the order.
      method: PaymentMethod === 'online' ? 'online' : 'pay_later',
      uid: session.userId!,
      lang,
    });
    return answer<TeamOrderAnswer>({ ok: true, orderId: r.data.OrderUniqueID, redirect });
  },
);
