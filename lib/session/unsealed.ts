import 'server-only';
import type { SessionData } from './config';

/**
 * What recent session cookies unsealed to, by the sealed value itself. Unsealing costs CPU (iron derives
 * two keys with PBKDF2, then decrypts and checks an HMAC, each a WebCrypto call through the thread pool), on every
 * signed-in /api/session or /api/cart call, which every page view of a signed-in customer makes: remembering it
 * raised both routes' throughput in `npm run bench` (docs/performance.md#server-throughput). A sealed
 * value is immutable and authenticated, so what it unsealed to holds until its expiry, which iron writes in the
 * clear: an expired one is never answered from here. Only values that unsealed to a session are kept (a forged or
 * expired cookie unseals to nothing and is not), at most MAX_ENTRIES, oldest out first. The data is copied in and
 * out: a route that changes its session changes its copy. Per process, like the session secret it was unsealed with
 * (settings are read at start: a new secret is a restart).
 */
const MAX_ENTRIES = 2_000;
const memo = new Map<string, { data: SessionData; expiresAt: number }>();

/** Iron's expiry field (ms since the epoch), the sixth `*`-separated part of `Fe26.2*…`; 0 when there is none. */
function expiryOf(seal: string): number {
  const expiration = Number(seal.split('~')[0].split('*')[5]);
  return Number.isFinite(expiration) ? expiration : 0;
}

/** The data `seal` unsealed to within its lifetime, as a fresh copy; null when not known or expired. */
export function knownSession(seal: string, now = Date.now()): SessionData | null {
  const hit = memo.get(seal);
  if (!hit) return null;
  if (!hit.expiresAt || hit.expiresAt <= now) {
    memo.delete(seal);
    return null;
  }
  return structuredClone(hit.data);
}

/** Remembers what `seal` unsealed to (nothing when it unsealed to an empty session or carries no expiry). */
export function rememberSession(seal: string, data: SessionData): void {
  const expiresAt = expiryOf(seal);
  if (!seal || !expiresAt || Object.keys(data).length === 0) return;
  if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  memo.set(seal, { data: structuredClone(data), expiresAt });
}

/** Test helper. */
export function forgetSessions(): void {
  memo.clear();
}
