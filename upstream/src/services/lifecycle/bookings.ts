// What an order's state changes cause, written in the same transaction as the change (so the e-mail exists exactly
// when the change does): the confirmation, calendar invitations and their cancellations, the pay-later deadline,
// payment received or failed, the credit note. The messages themselves are rendered when sent (mail/lifecycle).
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarInvites, orderDeadlines, orderItems, programs } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';

const HOUR = 3_600_000;

/** The order's program lines with their programs (id ascending). */
async function programLines(tx: Db, orderId: number) {
  return tx
    .select({ itemId: orderItems.id, p: programs })
    .from(orderItems)
    .innerJoin(programs, eq(programs.id, orderItems.itemId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemType, 'program')))
    .orderBy(asc(orderItems.id));
}

/**
 * The pay-by time of an unpaid order holding seats: `holdHours` after submission, but never past the registration
 * deadline of any of its programs (nor their start, when a program has no registration deadline).
 */
function payByOf(now: Date, holdHours: number, lines: { p: typeof programs.$inferSelect }[]): Date {
  let t = now.getTime() + holdHours * HOUR;
  for (const { p } of lines) t = Math.min(t, (p.lastDateToRegister ?? p.startDate).getTime());
  return new Date(Math.max(t, now.getTime()));
}

/** A new calendar event per booked program line, and its invitation (sequence 0). */
async function inviteLines(
  tx: Db,
  userId: string,
  lines: { itemId: number; p: typeof programs.$inferSelect }[],
  now: Date,
) {
  for (const { itemId, p } of lines) {
    const bookingKey = `item:${itemId}`;
    const created = await tx
      .insert(calendarInvites)
      .values({
        bookingKey,
        userId,
        orderItemId: itemId,
        startsAt: p.startDate,
        endsAt: p.endDate,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: calendarInvites.bookingKey });
    if (created.length)
      await queueMail(
        tx,
        { key: `invite:${bookingKey}:0`, kind: 'invitation', userId, payload: { bookingKey, sequence: 0 } },
        now,
      );
  }
}

/** A company seat accepted (docs/company.md): the agent's own 0 AED booking gets its calendar invitations. */
export async function afterSeatAccepted(tx: Db, o: { id: number; userId: string }, now: Date) {
  await inviteLines(tx, o.userId, await programLines(tx, o.id), now);
}

/** An initiative registration: its calendar event and invitation. */
export async function afterInitiativeRegistered(
  tx: Db,
  r: { registrationId: number; userId: string; start: Date; end: Date },
  now: Date,
) {
  const bookingKey = `init:${r.registrationId}`;
  const created = await tx
    .insert(calendarInvites)
    .values({
      bookingKey,
      userId: r.userId,
      initRegistrationId: r.registrationId,
      startsAt: r.start,
      endsAt: r.end,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ key: calendarInvites.bookingKey });
  if (created.length)
    await queueMail(
      tx,
      { key: `invite:${bookingKey}:0`, kind: 'invitation', userId: r.userId, payload: { bookingKey, sequence: 0 } },
      now,
    );
}

/** Submitted: the confirmation, one invitation per program, and the pay-by deadline of an unpaid order with seats. */
export async function afterSubmitted(
  tx: Db,
  o: {
    id: number;
    uniqueId: string;
    userId: string;
    unpaid: boolean;
    holdsSeats: boolean;
    /** false: a bank transfer on net terms (docs/company.md), never lapsed by the pay-later sweep. */
    payByDeadline?: boolean;
    /** false: a company order, whose agents are invited when they accept their seats. */
    invite?: boolean;
  },
  now: Date,
  holdHours: number,
) {
  const lines = await programLines(tx, o.id);
  if (o.unpaid && o.holdsSeats && o.payByDeadline !== false) {
    await tx.insert(orderDeadlines).values({ orderId: o.id, payBy: payByOf(now, holdHours, lines) });
  }
  await queueMail(
    tx,
    {
      key: `order-confirmation:${o.uniqueId}`,
      kind: 'order-confirmation',
      userId: o.userId,
      payload: { orderId: o.id },
    },
    now,
  );
  if (o.invite !== false) await inviteLines(tx, o.userId, lines, now);
}

export async function afterPaid(tx: Db, o: { id: number; uniqueId: string; userId: string }, now: Date) {
  await queueMail(
    tx,
    { key: `payment-received:${o.uniqueId}`, kind: 'payment-received', userId: o.userId, payload: { orderId: o.id } },
    now,
  );
}

export async function afterDeclined(tx: Db, o: { id: number; userId: string }, attempt: { id: string }, now: Date) {
  await queueMail(
    tx,
    { key: `payment-failed:${attempt.id}`, kind: 'payment-failed', userId: o.userId, payload: { orderId: o.id } },
    now,
  );
}

/** The events of bookings that ended: METHOD:CANCEL with the next sequence. */
async function cancelInvites(tx: Db, where: { orderId?: number; initRegistrationId?: number }, now: Date) {
  const cond =
    where.orderId !== undefined
      ? inArray(
          calendarInvites.orderItemId,
          tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, where.orderId)),
        )
      : eq(calendarInvites.initRegistrationId, where.initRegistrationId ?? -1);
  const rows = await tx
    .update(calendarInvites)
    .set({ status: 'cancelled', sequence: sql`${calendarInvites.sequence} + 1`, updatedAt: now })
    .where(and(cond, eq(calendarInvites.status, 'confirmed')))
    .returning({ key: calendarInvites.bookingKey, seq: calendarInvites.sequence, userId: calendarInvites.userId });
  for (const r of rows)
    await queueMail(
      tx,
      {
        key: `invite:${r.key}:${r.seq}`,
        kind: 'invitation',
        userId: r.userId,
        payload: { bookingKey: r.key, sequence: r.seq },
      },
      now,
    );
}

/** Cancelled (lapsed deadline or staff): invitations withdrawn; a lapse also tells the customer. */
export async function afterCancelled(
  tx: Db,
  o: { id: number; uniqueId: string; userId: string },
  reason: 'lapsed' | 'staff',
  now: Date,
) {
  await cancelInvites(tx, { orderId: o.id }, now);
  if (reason === 'lapsed')
    await queueMail(
      tx,
      { key: `order-lapsed:${o.uniqueId}`, kind: 'order-lapsed', userId: o.userId, payload: { orderId: o.id } },
      now,
    );
}

export async function afterRefunded(tx: Db, o: { id: number; uniqueId: string; userId: string }, now: Date) {
  await cancelInvites(tx, { orderId: o.id }, now);
  await queueMail(
    tx,
    { key: `credit-note:${o.uniqueId}`, kind: 'credit-note', userId: o.userId, payload: { orderId: o.id } },
    now,
  );
}

/** Program dates that changed since their invitations: an update (METHOD:REQUEST, next sequence) per booking. */
export async function syncChangedDates(db: Db, now: Date): Promise<number> {
  const changed = await db
    .select({ key: calendarInvites.bookingKey, start: programs.startDate, end: programs.endDate })
    .from(calendarInvites)
    .innerJoin(orderItems, eq(orderItems.id, calendarInvites.orderItemId))
    .innerJoin(programs, eq(programs.id, orderItems.itemId))
    .where(
      and(
        eq(calendarInvites.status, 'confirmed'),
        isNotNull(calendarInvites.orderItemId),
        sql`(${programs.startDate} <> ${calendarInvites.startsAt} or ${programs.endDate} <> ${calendarInvites.endsAt})`,
      ),
    )
    .limit(500);
  for (const c of changed) {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [r] = await tx
        .update(calendarInvites)
        .set({ startsAt: c.start, endsAt: c.end, sequence: sql`${calendarInvites.sequence} + 1`, updatedAt: now })
        .where(
          and(
            eq(calendarInvites.bookingKey, c.key),
            eq(calendarInvites.status, 'confirmed'),
            sql`(${calendarInvites.startsAt} <> ${c.start} or ${calendarInvites.endsAt} <> ${c.end})`,
          ),
        )
        .returning({ seq: calendarInvites.sequence, userId: calendarInvites.userId });
      if (r)
        await queueMail(
          tx,
          {
            key: `invite:${c.key}:${r.seq}`,
            kind: 'invitation',
            userId: r.userId,
            payload: { bookingKey: c.key, sequence: r.seq },
          },
          now,
        );
    });
  }
  return changed.length;
}
