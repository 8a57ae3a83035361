/**
 * Server entry of the PDF module for route handlers (Node runtime: `export const runtime = 'nodejs'`):
 *
 *   const job = { kind: 'tax-invoice', input: { lang, order, items, institute } } as const;
 *   const body = await renderPdfWebStream(await documentElement(job));
 *   return new Response(body, { headers: pdfHeaders(documentFileName(job)) });
 */
import 'server-only';

export * from './render-core';
export { DocumentNotAvailableError, assertCreditNoteAvailable, assertReceiptAvailable } from './errors';
