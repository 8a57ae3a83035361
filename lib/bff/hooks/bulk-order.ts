import useSWR from 'swr';
import type { BulkDataAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';

/** The staff bulk-order BFF (app/api/staff/bulk-order, lib/bff/staff-documents.ts). */
export const BULK_ORDER_API = '/api/staff/bulk-order';

async function fetchData(url: string): Promise<BulkDataAnswer> {
  const { status, body } = await fetchAnswer<BulkDataAnswer>(url);
  if (!body || typeof body !== 'object' || !('ok' in body)) throw new Error(`bulk-order data: HTTP ${status}`);
  return body;
}

/** The courses, programs and students of the bulk-order screen (GET /api/staff/bulk-order). */
export function useBulkOrderData(lang: string) {
  return useSWR(`${BULK_ORDER_API}?lang=${lang}`, fetchData, { revalidateOnFocus: false });
}
