import { z } from 'zod';
import { MSG } from '@/lib/validation/messages';

/** Inputs of the waitlist and notify-me BFF routes; an issue's message is a message key. */
const Id = z.number({ message: MSG.invalid }).int(MSG.invalid).positive(MSG.invalid).max(2_147_483_647, MSG.invalid);

export const WaitlistInputSchema = z.object({
  action: z.enum(['join', 'leave'], { message: MSG.invalid }),
  PriceOptionID: Id,
});
export const NotifyInputSchema = z.object({
  action: z.enum(['subscribe', 'cancel'], { message: MSG.invalid }),
  ProductId: Id,
});

/** `?id=` of the GET routes: a positive 32-bit id, or null. */
export function idParam(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

export const LIFECYCLE_MSG = {
  unavailable: 'lifecycle.errors.unavailable',
  failed: MSG.failed,
  loginFirst: MSG.notLoggedIn,
} as const;
