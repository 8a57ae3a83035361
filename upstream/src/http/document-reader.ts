// Who may read a customer's printable documents (Cart/get-order, the certificate reads) for the `uid` of the query.
// The auth middleware has already checked the caller's token on this very request (a revoked or expired one is a
// 401 before this runs), and the role comes from our own records, not from the web's cookie:
//   - a signed-in customer: only their own uid;
//   - staff (users.role): any uid;
//   - the anonymous token: any uid (the web's signed, expiring document links; the anonymous token is a secret
//     only the web holds, docs/product/contract.md#headers).
import type { Auth } from './types';

export function mayReadDocumentsOf(auth: Auth, uid: string): boolean {
  if (auth.role === 'anonymous' || auth.role === 'staff') return true;
  return auth.userId !== null && auth.userId.toLowerCase() === uid.toLowerCase();
}
