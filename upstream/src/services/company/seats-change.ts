// An admin unassigns a seat or reassigns it to another agent, until the change deadline (docs/company.md
// "Assigning seats"). An accepted seat's booking is cancelled the way any booking is (its calendar invitation is
// withdrawn); the former agent is told by e-mail, the new one invited.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companySeats, orderItems, orders } from '../../db/schema';
import { queueMail } from '../../jobs/mail-log';
import { afterCancelled } from '../lifecycle/bookings';
import { inviteToSeat } from './seats-assign';
import {
  alreadyBooked,
  changeDeadline,
  isAdminOf,
  isEmail,
  normalEmail,
  pastDeadline,
  seatIsLive,
  type Tx,
} from './seats-rules';

type Seat = typeof companySeats.$inferSelect;
const CANCELLED = 3;

/** Takes the seat from its agent: cancels their booking if they accepted, tells them, and opens the seat. */
async function releaseSeat(tx: Tx, seat: Seat, now: Date): Promise<void> {
  if (seat.agentOrderId) {
    const [o] = await tx
      .update(orders)
      .set({ statusId: CANCELLED })
      .where(and(eq(orders.id, seat.agentOrderId), eq(orders.statusId, 2)))
      .returning({ id: orders.id, uniqueId: orders.uniqueId, userId: orders.userId });
    if (o) await afterCancelled(tx as unknown as Db, o, 'staff', now);
  }
  const [line] = await tx
    .select({ en: orderItems.nameEn, ar: orderItems.nameAr, cEn: companies.legalNameEn, cAr: companies.legalNameAr })
    .from(orderItems)
    .innerJoin(companies, eq(companies.id, seat.companyId))
    .where(eq(orderItems.id, seat.orderItemId));
  // Everything the message says travels in its payload: the seat row is about to name someone else.
  await queueMail(
    tx as unknown as Db,
    {
      key: `seat-withdrawn:${seat.inviteToken}`,
      kind: 'seat-withdrawn',
      userId: seat.userId,
      payload: {
        email: seat.email,
        lang: seat.lang,
        titleEn: line?.en,
        titleAr: line?.ar,
        companyEn: line?.cEn,
        companyAr: line?.cAr,
      },
    },
    now,
  );
  await tx
    .update(companySeats)
    .set({
      status: 'open',
      email: null,
      lang: null,
      inviteToken: null,
      userId: null,
      agentOrderId: null,
      assignedBy: null,
      assignedAt: null,
      acceptedAt: null,
    })
    .where(eq(companySeats.id, seat.id));
}

type ChangeStatus =
  'unassigned' | 'reassigned' | 'not_admin' | 'gone' | 'too_late' | 'bad_email' | 'duplicate' | 'already_booked';

export async function changeSeat(
  db: Db,
  userId: string,
  input: { CompanyID: number; SeatID: number; Action: 'unassign' | 'reassign'; Email?: string; Lang: 'en' | 'ar' },
  changeHours: number,
  now: Date,
): Promise<{ Status: ChangeStatus }> {
  const status = await db.transaction(async (tx): Promise<ChangeStatus> => {
    if (!(await isAdminOf(tx, userId, input.CompanyID))) return 'not_admin';
    const [seat] = await tx
      .select()
      .from(companySeats)
      .where(and(eq(companySeats.id, input.SeatID), eq(companySeats.companyId, input.CompanyID), seatIsLive))
      .for('update');
    if (!seat || seat.status === 'open') return 'gone';
    if (pastDeadline(await changeDeadline(tx, seat.itemType, seat.itemId, changeHours), now)) return 'too_late';
    if (input.Action === 'unassign') {
      await releaseSeat(tx, seat, now);
      return 'unassigned';
    }
    const email = normalEmail(input.Email ?? '');
    if (!isEmail(email)) return 'bad_email';
    if (email === seat.email) return 'duplicate';
    if (await alreadyBooked(tx, email, seat.itemType, seat.itemId, seat.id)) return 'already_booked';
    await releaseSeat(tx, seat, now);
    await inviteToSeat(tx, seat.id, email, input.Lang, userId, now);
    return 'reassigned';
  });
  return { Status: status };
}
