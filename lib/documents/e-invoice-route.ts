import 'server-only';
import { getEInvoice } from '@/lib/upstream/e-invoice';
import { messagePage, openDocumentRequest, type RouteContext } from './handler';

/**
 * GET of an order's e-invoice (`/{lang}/pdf/invoice/xml`, `/{lang}/pdf/credit-note/xml`, query oid and uid): the
 * PINT AE XML the upstream issues (Cart/get-e-invoice), opened by the same people and in the same way as the PDF
 * next to it (handler.ts openDocumentRequest, access.ts). Downloaded as a file, never cached. An unknown or foreign
 * order, a credit note that does not apply, or an API without e-invoicing: the 404 page; an upstream failure: 503.
 */
export function eInvoiceRoute(type: 'invoice' | 'credit-note') {
  return async function GET(request: Request, { params }: RouteContext): Promise<Response> {
    const opened = await openDocumentRequest(type, request, (await params).lang);
    if (!opened.ok) return opened.response;
    const { lang, query } = opened;
    const result = await getEInvoice({ oid: query.oid, uid: query.uid, type }, opened.ctx);
    if (!result.ok) {
      const signIn = opened.refused(result.error);
      if (signIn) return signIn;
      const gone = ['not_found', 'unavailable'].includes(result.error.kind);
      return messagePage(lang, gone ? 404 : 503);
    }
    if (!result.data) return messagePage(lang, 404);
    const fileName = result.data.FileName.replace(/[^\w.-]+/g, '_');
    return new Response(result.data.Xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
}
