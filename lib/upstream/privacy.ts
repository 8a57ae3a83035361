import 'server-only';
import * as contract from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/** Personal data (extensions, lib/contract/endpoints/privacy.ts): an `unavailable` answer hides the feature. */

export const getConsents = (ctx: CallerContext) => upstreamFetch(contract.getConsents, { ctx });

export const setConsents = (body: contract.SetConsents, ctx: CallerContext) =>
  upstreamFetch(contract.setConsents, { body, ctx });

export const exportData = (ctx: CallerContext) => upstreamFetch(contract.exportData, { ctx, timeoutMs: 20_000 });

export const deleteAccount = (password: string, ctx: CallerContext) =>
  upstreamFetch(contract.deleteAccount, { body: { Password: password }, ctx, timeoutMs: 20_000 });
