import { listAddresses, saveAddress } from '@/lib/bff/addresses';

export const dynamic = 'force-dynamic';

/** The signed-in user's saved addresses (User/get-addresses). */
export function GET(request: Request): Promise<Response> {
  return listAddresses(request);
}

/** Creates or updates an address, or makes it the default (User/save-address). */
export function POST(request: Request): Promise<Response> {
  return saveAddress(request);
}
