import 'server-only';
import * as contract from '@/lib/contract';
import type { BillingDetailsInput } from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * Billing details (contract extensions): on an API without them both answer `{ ok: false, error: { kind:
 * 'unavailable' } }` and the pages hide the billing form.
 */
export const getBillingDetails = (ctx: CallerContext) => upstreamFetch(contract.getBillingDetails, { ctx });

export const setBillingDetails = (body: BillingDetailsInput, ctx: CallerContext) =>
  upstreamFetch(contract.setBillingDetails, { body, ctx });
