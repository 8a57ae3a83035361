import { eInvoiceRoute } from '@/lib/documents/e-invoice-route';

/** /{lang}/pdf/credit-note/xml?oid&uid: the credit note's e-invoice (PINT AE XML), same access as the PDF. */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = eInvoiceRoute('credit-note');
