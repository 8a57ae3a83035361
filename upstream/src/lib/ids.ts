// Deterministic UUIDs (name-based, v5 layout over SHA-1) so the same seed content yields the same file ids.
import { createHash } from 'node:crypto';

export function nameUuid(name: string): string {
  const h = createHash('sha1')
    .update('upstream-seed:' + name)
    .digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
