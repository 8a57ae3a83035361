import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';

/** Which document of an order: its tax invoice, or its tax credit note (orders in credit or refund only). */
export const E_INVOICE_TYPES = ['invoice', 'credit-note'] as const;

const EInvoiceSchema = z.object({
  /** e.g. INV-100020.xml */
  FileName: z.string(),
  /** The PINT AE (Peppol, OASIS UBL 2.1) Invoice or CreditNote document, UTF-8. */
  Xml: z.string(),
});

/**
 * Contract extension: the e-invoice XML of an order's invoice or credit note. Same query and same access as
 * Cart/get-order (oid + uid). Data null when the pair is unknown or the document does not apply (a credit note of
 * an order that is not in credit): an extension never answers 404 for that (the web reads 404 as "no e-invoicing").
 */
export const getEInvoice = defineEndpoint({
  method: 'GET',
  path: 'Cart/get-e-invoice',
  query: z.object({ oid: z.string().min(1).max(64), uid: z.guid(), type: z.enum(E_INVOICE_TYPES) }),
  response: EInvoiceSchema.nullable(),
  summary: 'PINT AE (UBL 2.1) XML of the tax invoice or tax credit note of an order.',
  extension: true,
});

export const eInvoiceEndpoints = { getEInvoice } as const;
