import 'server-only';
import * as contract from '@/lib/contract';
import type { CompanyInput } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * Company accounts (contract extensions, lib/contract/endpoints/company.ts): on an API without them each answers
 * `{ ok: false, error: { kind: 'unavailable' } }` and My Company hides.
 */
export const getMyCompany = (ctx: CallerContext) => upstreamFetch(contract.getMyCompany, { ctx });

export const createCompany = (body: CompanyInput, ctx: CallerContext) =>
  upstreamFetch(contract.createCompany, { body, ctx });

export const inviteCompanyAdmin = (body: { CompanyID: number; Email: string }, ctx: CallerContext) =>
  upstreamFetch(contract.inviteCompanyAdmin, { body, ctx });

export const answerCompanyInvitation = (body: { InvitationID: number; Accept: boolean }, ctx: CallerContext) =>
  upstreamFetch(contract.answerCompanyInvitation, { body, ctx });

export const leaveCompany = (body: { CompanyID: number }, ctx: CallerContext) =>
  upstreamFetch(contract.leaveCompany, { body, ctx });

export const getCompanies = (ctx: CallerContext) => upstreamFetch(contract.getCompanies, { ctx });

export const verifyCompany = (body: { CompanyID: number; Verified: boolean }, ctx: CallerContext) =>
  upstreamFetch(contract.verifyCompany, { body, ctx });
