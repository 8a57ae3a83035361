import { readBilling, saveBilling } from '@/lib/bff/billing';

export const dynamic = 'force-dynamic';

/** The signed-in customer's billing details (User/get-billing-details, a contract extension). */
export function GET(request: Request): Promise<Response> {
  return readBilling(request);
}

/** Saves them (User/set-billing-details). */
export function POST(request: Request): Promise<Response> {
  return saveBilling(request);
}
