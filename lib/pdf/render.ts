/**
 * Server entry of the PDF module for route handlers (Node runtime: `export const runtime = 'nodejs'`):
 *
 *   const job = { kind: 'tax-invoice', input: { lang, order, items, institute } } as const;
 *   const bytes = await renderPdfBuffer(await documentElement(job));
 *   return new Response(new Uint8Array(bytes), { headers: pdfHeaders(`Invoice-${number}.pdf`) });
 */
import 'server-only';

export * from './render-core';
export { DocumentNotAvailableError } from './errors';
