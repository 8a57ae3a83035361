import 'server-only';
import * as contract from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * Extension calls of the booking lifecycle (lib/contract/endpoints/lifecycle.ts): the waitlist and notify-me.
 * An upstream without them answers 404, which arrives as `{ ok: false, error: { kind: 'unavailable' } }`.
 */

export const joinWaitlist = (PriceOptionID: number, ctx: CallerContext) =>
  upstreamFetch(contract.waitlistJoin, { body: { PriceOptionID }, ctx });

export const leaveWaitlist = (PriceOptionID: number, ctx: CallerContext) =>
  upstreamFetch(contract.waitlistLeave, { body: { PriceOptionID }, ctx });

export const waitlistStanding = (id: number, ctx: CallerContext) =>
  upstreamFetch(contract.waitlistStanding, { query: { id }, ctx });

export const myWaitlist = (ctx: CallerContext) => upstreamFetch(contract.myWaitlist, { ctx });

export const notifyMe = (ProductId: number, ctx: CallerContext) =>
  upstreamFetch(contract.notifyMe, { body: { ProductId }, ctx });

export const notifyMeCancel = (ProductId: number, ctx: CallerContext) =>
  upstreamFetch(contract.notifyMeCancel, { body: { ProductId }, ctx });

export const notifyMeStatus = (id: number, ctx: CallerContext) =>
  upstreamFetch(contract.notifyMeStatus, { query: { id }, ctx });

/** `{ PayBy }`: when the caller's unpaid order lapses (null when it does not). */
export const orderDeadline = (oid: string, ctx: CallerContext) =>
  upstreamFetch(contract.orderDeadline, { query: { oid }, ctx });
