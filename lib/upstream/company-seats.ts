import 'server-only';
import * as contract from '@/lib/contract';
import type { AssignSeatsInput } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * Company seats (contract extensions, lib/contract/endpoints/company-seats.ts): on an API without them each answers
 * `{ ok: false, error: { kind: 'unavailable' } }` and the Seats area, the invitations and the page hide.
 */
export const getCompanySeats = (CompanyID: number, ctx: CallerContext) =>
  upstreamFetch(contract.getCompanySeats, { query: { CompanyID }, ctx });

export const assignCompanySeats = (body: AssignSeatsInput, ctx: CallerContext) =>
  upstreamFetch(contract.assignCompanySeats, { body, ctx });

export const changeCompanySeat = (
  body: { CompanyID: number; SeatID: number; Action: 'unassign' | 'reassign'; Email?: string; Lang: 'en' | 'ar' },
  ctx: CallerContext,
) => upstreamFetch(contract.changeCompanySeat, { body, ctx });

export const getMySeatInvitations = (ctx: CallerContext) => upstreamFetch(contract.getMySeatInvitations, { ctx });

export const getSeatInvitation = (Token: string, ctx: CallerContext) =>
  upstreamFetch(contract.getSeatInvitation, { query: { Token }, ctx });

export const answerSeatInvitation = (body: { Token: string; Accept: boolean }, ctx: CallerContext) =>
  upstreamFetch(contract.answerSeatInvitation, { body, ctx });

export const getSeatTotals = (ctx: CallerContext) => upstreamFetch(contract.getSeatTotals, { ctx });
