import 'server-only';
import * as contract from '@/lib/contract';
import { upstreamFetch } from '@/lib/upstream/client';
import { isUnavailable, type UpstreamResult } from '@/lib/upstream/result';

/**
 * Which extensions of the institute's API (docs/product/contract.md#extensions) this upstream has, for the features
 * the pages show or hide: the wishlist hearts and list, the Privacy tools, the waitlist, My Licence, company
 * accounts, the practice exams' links. One anonymous read per extension and instance every few minutes: the upstream
 * answers 401 when it has the endpoint and 404 when it does not. Only a 404 hides a feature; an upstream that cannot
 * be reached leaves it shown (its own call then fails with a translated message).
 */
const EXTENSIONS = ['wishlist', 'privacy', 'waitlist', 'licence', 'company', 'practiceExams'] as const;
export type Extension = (typeof EXTENSIONS)[number];
export type Features = Record<Extension, boolean>;
/**
 * Extensions that only save work (no feature to show or hide): the web uses one while it answers and does without
 * it after a 404. Learnt from the calls themselves, never probed.
 */
export type Shortcut = 'sessionSummary';

/** How long an answer holds: a definite one 5 minutes, a failed probe 30 seconds. */
const KNOWN_MS = 5 * 60_000;
const UNKNOWN_MS = 30_000;
/** A visitor's /api/session waits on the probes at most once per period: keep it short. */
const PROBE_TIMEOUT_MS = 1500;

const PROBES: Record<Extension, () => Promise<UpstreamResult<unknown>>> = {
  wishlist: () => upstreamFetch(contract.getWishlistKeys, { ctx: {}, timeoutMs: PROBE_TIMEOUT_MS }),
  privacy: () => upstreamFetch(contract.getConsents, { ctx: {}, timeoutMs: PROBE_TIMEOUT_MS }),
  waitlist: () => upstreamFetch(contract.myWaitlist, { ctx: {}, timeoutMs: PROBE_TIMEOUT_MS }),
  licence: () => upstreamFetch(contract.getLicence, { ctx: {}, timeoutMs: PROBE_TIMEOUT_MS }),
  company: () => upstreamFetch(contract.getMyCompany, { ctx: {}, timeoutMs: PROBE_TIMEOUT_MS }),
  // A customer's endpoint, so the probe is a cheap 401 (the exam list would be computed for a visitor).
  practiceExams: () => upstreamFetch(contract.getPracticeHistory, { ctx: {}, timeoutMs: PROBE_TIMEOUT_MS }),
};

const known = new Map<Extension | Shortcut, { available: boolean; until: number }>();
const probing = new Map<Extension, Promise<boolean>>();

/** Whether the upstream has `extension` (remembered per instance, see KNOWN_MS). */
async function extensionAvailable(extension: Extension, now = Date.now()): Promise<boolean> {
  const answer = known.get(extension);
  if (answer && answer.until > now) return answer.available;
  let probe = probing.get(extension);
  if (!probe) {
    probe = PROBES[extension]()
      .then((result) => learn(extension, result))
      .finally(() => probing.delete(extension));
    probing.set(extension, probe);
  }
  return probe;
}

/** Records what a call to an extension's endpoint showed (a signed-in customer's own call answers it too). */
export function learn(extension: Extension | Shortcut, result: UpstreamResult<unknown>): boolean {
  const available = !isUnavailable(result);
  const definite = !available || result.ok || result.error.kind === 'unauthorized';
  known.set(extension, { available, until: Date.now() + (definite ? KNOWN_MS : UNKNOWN_MS) });
  return available;
}

/** Whether a call to `extension` answered 404 within the last few minutes (KNOWN_MS): do without it. */
export function knownAbsent(extension: Extension | Shortcut, now = Date.now()): boolean {
  const answer = known.get(extension);
  return !!answer && answer.until > now && !answer.available;
}

/** Every extension's availability, probed at once. */
export async function features(): Promise<Features> {
  const answers = await Promise.all(EXTENSIONS.map((extension) => extensionAvailable(extension)));
  return Object.fromEntries(EXTENSIONS.map((extension, i) => [extension, answers[i]])) as Features;
}

/** Tests: forget what was learnt. */
export function resetExtensionAvailability(): void {
  known.clear();
  probing.clear();
}
