import 'server-only';
import { isUnavailable } from '@/lib/upstream/result';
import { getWishlistKeys } from '@/lib/upstream/wishlist';

/** How long an answer about the extension holds: a definite one 5 minutes, a failed probe 30 seconds. */
const KNOWN_MS = 5 * 60_000;
const UNKNOWN_MS = 30_000;
/** A visitor's page waits on this at most once per period: keep it short. */
const PROBE_TIMEOUT_MS = 1500;

let known: { available: boolean; until: number } | null = null;
let probing: Promise<boolean> | null = null;

/**
 * Whether the upstream has the wishlist extension, for visitors who are not signed in (a signed-in customer's
 * own call answers it). One anonymous Wishlist/get-wishlist-keys per instance every few minutes: only a 404
 * hides the hearts; an upstream that cannot be reached leaves them shown (the click then leads to login).
 */
export async function wishlistAvailable(now = Date.now()): Promise<boolean> {
  if (known && known.until > now) return known.available;
  probing ??= getWishlistKeys({}, PROBE_TIMEOUT_MS)
    .then((result) => {
      const available = !isUnavailable(result);
      known = { available, until: Date.now() + (result.ok || !available ? KNOWN_MS : UNKNOWN_MS) };
      return available;
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}

/** Tests: forget what was learnt. */
export function resetWishlistAvailability(): void {
  known = null;
  probing = null;
}
