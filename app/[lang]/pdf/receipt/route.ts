import { documentRoute } from '@/lib/documents/handler';

/**
 * /{lang}/pdf/receipt (docs/product/screens.md#printable-documents): see lib/documents/handler.ts for access, errors
 * and headers.
 */
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = documentRoute('receipt');
