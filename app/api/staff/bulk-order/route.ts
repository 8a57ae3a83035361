import { createBulkOrders, readBulkOrder } from '@/lib/bff/staff-documents';

/**
 * Staff bulk order (docs/product/screens.md#bulk-order, docs/product/validation.md#bulk-order): GET the page's data,
 * POST to create the orders. Staff sessions only (403).
 */
export const dynamic = 'force-dynamic';

export const GET = (request: Request) => readBulkOrder(request);
export const POST = (request: Request) => createBulkOrders(request);
