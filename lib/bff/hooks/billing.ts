import useSWR from 'swr';
import type { BillingAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';
import type { BillingDetails } from '@/lib/contract';

async function fetchBilling(url: string): Promise<BillingDetails | null> {
  const { ok, status, body } = await fetchAnswer<BillingAnswer>(url);
  if (!ok || !body?.ok) throw new Error(`billing ${status}`);
  return body.billing ?? null;
}

/** The customer's billing details (GET /api/account/billing): null when the upstream has no billing extension. */
export function useBilling(lang: string) {
  return useSWR(`/api/account/billing?lang=${lang}`, fetchBilling, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
