import 'server-only';
import * as contract from '@/lib/contract';
import type { AddTeamLineInput, SubmitTeamOrderInput } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * Team buying (contract extensions, lib/contract/endpoints/company-buy.ts): on an API without them each answers
 * `{ ok: false, error: { kind: 'unavailable' } }` and "Buy for my team" hides.
 */
export const addTeamLine = (body: AddTeamLineInput, ctx: CallerContext) =>
  upstreamFetch(contract.addTeamLine, { body, ctx });

export const getTeamCart = (ctx: CallerContext) => upstreamFetch(contract.getTeamCart, { ctx });

export const submitTeamOrder = (body: SubmitTeamOrderInput, ctx: CallerContext) =>
  upstreamFetch(contract.submitTeamOrder, { body, ctx });
