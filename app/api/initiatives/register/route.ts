import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { InitRegStatus } from '@/lib/contract';
import { answer, failure, upstreamFailure, type BffAnswer } from '@/lib/bff/answers';
import { bffRoute } from '@/lib/bff/route';
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
  answer<BffAnswer<object, { status: number }>>({ ok: false, status, error }, httpStatus);

/**
 * Initiative booking (Shared/init-reg) for the signed-in user. Status 200 → registered, 202 → already
 * registered (both `ok`, the page then opens my-initiatives), 403 → full, 201 or 500 → the e-mail error.
 * Whatever the outcome, the initiative's cached data (seat counts) is expired so the page reloads it fresh.
 */
export const POST = bffRoute(
  { body: BodySchema, invalid: MSG.invalid, auth: 'user', limit: 'initReg' },
  async ({ input, session, caller }) => {
    const result = await initReg(input.programId, caller);
    if (!result.ok) {
      if (result.error.kind === 'not_found') return failure(MSG.invalid, 404);
      return upstreamFailure(result.error, session);
    }
    revalidateTag(initiativeTag(input.initId), { expire: 0 });

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
  },
);
