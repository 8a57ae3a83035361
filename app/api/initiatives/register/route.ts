import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { InitRegStatus } from '@/lib/contract';
import { answer, failure, limited, readJson, requestLang, signedIn, upstreamFailure } from '@/lib/session/bff-server';
import { callerContext } from '@/lib/session/session';
import { payloadTooLarge, TOO_LARGE } from '@/lib/security/body-limit';
import { refuseCrossSite } from '@/lib/security/origin';
import { initiativeTag, initReg } from '@/lib/upstream/initiatives';
import { MSG } from '@/lib/validation/messages';

export const dynamic = 'force-dynamic';

const BodySchema = z.object({ initId: z.number().int().positive(), programId: z.number().int().positive() });

/** Message keys of the registration outcomes (docs/product/states.md#initiative-registration). */
const INIT_REG_MESSAGES = {
  ok: 'errors.confirm.registrationConfirmed',
  already: 'errors.confirm.alreadyRegistered',
  full: 'errors.slotFullyBooked',
  email: 'initiatives.emailError',
} as const;

/** A refused booking: the upstream's status and the message key. */
const refusal = (status: number, error: string, httpStatus: number) =>
  Response.json(
    { ok: false, status, error },
    { status: httpStatus, headers: { 'Cache-Control': 'private, no-store' } },
  );

/**
 * Initiative booking (Shared/init-reg) for the signed-in user. Status 200 → registered, 202 → already
 * registered (both `ok`, the page then opens my-initiatives), 403 → full, 201 or 500 → the e-mail error.
 * Whatever the outcome, the initiative's cached data (seat counts) is expired so the page reloads it fresh.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const body = await readJson(request);
  if (body === TOO_LARGE) return payloadTooLarge();
  const parsed = BodySchema.safeParse(body);
  if (!parsed.success) return failure(MSG.invalid, 400);
  const auth = await signedIn();
  if (!auth.ok) return auth.response;
  const tooFast = await limited(['initReg', auth.session.userId]);
  if (tooFast) return tooFast;

  const result = await initReg(parsed.data.programId, callerContext(auth.session, requestLang(request)));
  if (!result.ok) {
    if (result.error.kind === 'not_found') return failure(MSG.invalid, 404);
    return upstreamFailure(result.error, auth.session);
  }
  revalidateTag(initiativeTag(parsed.data.initId), { expire: 0 });

  switch (result.data) {
    case InitRegStatus.Ok:
      return answer({ ok: true, status: 200, message: INIT_REG_MESSAGES.ok });
    case InitRegStatus.Special:
      return answer({ ok: true, status: 202, message: INIT_REG_MESSAGES.already });
    case InitRegStatus.Full:
      return refusal(403, INIT_REG_MESSAGES.full, 409);
    case InitRegStatus.EmailError:
    case InitRegStatus.ServerEmailError:
      return refusal(result.data, INIT_REG_MESSAGES.email, 502);
    default:
      return failure(MSG.failed, 502);
  }
}
