import { eInvoiceRoute } from '@/lib/documents/e-invoice-route';

/** /{lang}/pdf/invoice/xml?oid&uid: the invoice's e-invoice (PINT AE XML), same access as the PDF. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = eInvoiceRoute('invoice');
