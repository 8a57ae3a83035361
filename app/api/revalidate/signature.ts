import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { settings } from '@/lib/settings';

/** Hex HMAC-SHA256 of the raw body, compared in constant time (`sha256=` prefix accepted). */
export function validSignature(rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const given = header.trim().replace(/^sha256=/i, '');
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', settings().revalidateSecret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}
