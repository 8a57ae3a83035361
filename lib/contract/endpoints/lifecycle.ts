import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { IsoDateSchema, PositiveIdSchema, queryPositiveInt } from '../primitives';
import { WaitlistJoinStatusSchema, WaitlistPlaceSchema, WaitlistStandingSchema } from '../entities/waitlist';

/**
 * Extensions of the booking lifecycle (not in the institute's API): the waitlist of full programs, "notify me" for
 * courses without an open program, and the staff refund that issues a credit note. Order e-mails, calendar
 * invitations, reminders and pay-later deadlines need no endpoint: the API sends them itself.
 */
const programBody = z.object({ PriceOptionID: PositiveIdSchema });
const courseBody = z.object({ ProductId: PositiveIdSchema });

export const waitlistJoin = defineEndpoint({
  method: 'POST',
  path: 'Waitlist/join',
  body: programBody,
  response: z.object({ Status: WaitlistJoinStatusSchema }),
  auth: 'user',
  extension: true,
  summary: 'Join the waitlist of a full program (first come, first served)',
});
/** 1 when a live place was left (an offer declined passes its seat on), 0 when there was none. */
export const waitlistLeave = defineEndpoint({
  method: 'POST',
  path: 'Waitlist/leave',
  body: programBody,
  response: z.literal([0, 1]),
  auth: 'user',
  extension: true,
  summary: 'Leave the waitlist of a program',
});
export const waitlistStanding = defineEndpoint({
  method: 'GET',
  path: 'Waitlist/standing',
  query: z.object({ id: queryPositiveInt() }),
  response: WaitlistStandingSchema,
  auth: 'user',
  extension: true,
  summary: "The caller's place on the waitlist of one program",
});
export const myWaitlist = defineEndpoint({
  method: 'GET',
  path: 'Waitlist/my-waitlist',
  response: z.array(WaitlistPlaceSchema),
  auth: 'user',
  extension: true,
  summary: "The caller's live waitlist places",
});

export const notifyMe = defineEndpoint({
  method: 'POST',
  path: 'Courses/notify-me',
  body: courseBody,
  response: z.object({ Status: z.enum(['subscribed', 'already', 'unknown']) }),
  auth: 'user',
  extension: true,
  summary: 'E-mail the caller when a program of this course opens',
});
export const notifyMeCancel = defineEndpoint({
  method: 'POST',
  path: 'Courses/notify-me-cancel',
  body: courseBody,
  response: z.literal([0, 1]),
  auth: 'user',
  extension: true,
  summary: 'Withdraw a notify-me request',
});
export const notifyMeStatus = defineEndpoint({
  method: 'GET',
  path: 'Courses/notify-me-status',
  query: z.object({ id: queryPositiveInt() }),
  response: z.object({ Requested: z.boolean() }),
  auth: 'user',
  extension: true,
  summary: 'Whether the caller asked to be told about this course',
});

/** The pay-by time of the caller's unpaid order (it lapses then), or null (paid, cancelled, no deadline, not theirs). */
export const orderDeadline = defineEndpoint({
  method: 'GET',
  path: 'Cart/order-deadline',
  query: z.object({ oid: z.guid() }),
  response: z.object({ PayBy: IsoDateSchema.nullable() }),
  auth: 'user',
  extension: true,
  summary: 'When an unpaid order must be paid by before it lapses',
});

/** Staff: refund a paid order (status 4, seats released to the waitlist, credit note e-mailed). 1 done, 0 not paid. */
export const refundOrder = defineEndpoint({
  method: 'POST',
  path: 'Cart/refund-order',
  query: z.object({ oid: z.guid() }),
  response: z.literal([0, 1]),
  auth: 'staff',
  extension: true,
  summary: 'Refund a paid order and e-mail its credit note',
});

/**
 * Staff: the health of the e-mail outbox, for the staff dashboard (issue 46: a mail stuck in 'sending' must be
 * noticed). Stuck: e-mails whose sender died mid-send and whose lease has expired (the next sweep sends them again,
 * docs/adr/0010-mail-at-least-once.md); Failed: e-mails whose last attempt failed (retried with backoff, or given up).
 */
export const mailHealth = defineEndpoint({
  method: 'GET',
  path: 'System/mail-health',
  query: z.object({}),
  response: z.object({
    Stuck: z.number().int().nonnegative(),
    OldestStuckSince: IsoDateSchema.nullable(),
    Failed: z.number().int().nonnegative(),
  }),
  auth: 'staff',
  extension: true,
  summary: 'E-mails stuck in sending past their lease, and failed ones (staff)',
});

export const lifecycleEndpoints = {
  waitlistJoin,
  waitlistLeave,
  waitlistStanding,
  myWaitlist,
  notifyMe,
  notifyMeCancel,
  notifyMeStatus,
  orderDeadline,
  refundOrder,
  mailHealth,
} as const;
