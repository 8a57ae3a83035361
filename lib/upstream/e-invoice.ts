import 'server-only';
import * as contract from '@/lib/contract';
import { upstreamFetch, type CallerContext } from './client';

/**
 * Cart/get-e-invoice (contract extension): the PINT AE XML of an order's invoice or credit note, read with the same
 * caller context as its PDF (lib/documents/access.ts). Data null: unknown order or not applicable; error
 * 'unavailable': this API has no e-invoicing.
 */
export const getEInvoice = (
  query: { oid: string; uid: string; type: (typeof contract.E_INVOICE_TYPES)[number] },
  ctx: CallerContext,
) => upstreamFetch(contract.getEInvoice, { query, ctx });
