// The agent's side of a seat (docs/company.md "Assigning seats"): the invitations to their account's e-mail, the one
// an e-mailed link names, and the answer. Accepting makes the agent's own 0 AED booking (payment method `seat`, paid,
// holding no place: the company order holds it), so My Courses, calendar invitations, reminders and certificates
// work for them as for any booking. Only the account with the invited e-mail can answer.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { SeatInvitation } from '@shared/contract/entities/company-seats';
import type { Db } from '../../db/client';
import { companies, companySeats, orderItems, orders, programs, users } from '../../db/schema';
import { iso, isoOrNull } from '../../lib/shape';
import { afterSeatAccepted } from '../lifecycle/bookings';
import { alreadyBooked, changeDeadline, pastDeadline, seatIsLive, type Tx } from './seats-rules';

const PAID = 2;

async function emailOf(db: Db | Tx, userId: string): Promise<string> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.uniqueId, userId));
  return (u?.email ?? '').toLowerCase();
}

function invitationsQuery(db: Db | Tx) {
  return db
    .select({ s: companySeats, c: companies, line: orderItems, p: programs })
    .from(companySeats)
    .innerJoin(companies, eq(companies.id, companySeats.companyId))
    .innerJoin(orderItems, eq(orderItems.id, companySeats.orderItemId))
    .leftJoin(programs, and(eq(companySeats.itemType, 'program'), eq(programs.id, companySeats.itemId)));
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationsQuery>['where']>>[number];

const invitationOut = ({ s, c, line, p }: InvitationRow): SeatInvitation => ({
  Token: s.inviteToken!,
  CompanyName_en: c.legalNameEn,
  CompanyName_ar: c.legalNameAr,
  ItemType: s.itemType as SeatInvitation['ItemType'],
  ItemID: s.itemId,
  Title_en: line.nameEn,
  Title_ar: line.nameAr,
  StartDate: isoOrNull(p?.startDate),
  InvitedDate: iso(s.assignedAt ?? s.createdAt),
});

export async function mySeatInvitations(db: Db, userId: string): Promise<SeatInvitation[]> {
  const email = await emailOf(db, userId);
  const rows = await invitationsQuery(db)
    .where(and(eq(companySeats.email, email), eq(companySeats.status, 'invited'), seatIsLive))
    .orderBy(desc(companySeats.assignedAt));
  return rows.map(invitationOut);
}

export async function seatInvitation(db: Db, userId: string, token: string) {
  const [row] = await invitationsQuery(db).where(
    and(eq(companySeats.inviteToken, token), eq(companySeats.status, 'invited'), seatIsLive),
  );
  if (!row) return { Status: 'gone' as const, Invitation: null };
  // Another account holding the link learns nothing about the seat.
  if (row.s.email !== (await emailOf(db, userId))) return { Status: 'not_for_you' as const, Invitation: null };
  return { Status: 'ok' as const, Invitation: invitationOut(row) };
}

/** The agent's own booking of the seat: the item's line at 0 AED, and its exam line if the company bought one. */
async function bookSeat(tx: Tx, seat: typeof companySeats.$inferSelect, userId: string, now: Date): Promise<number> {
  const [u] = await tx.select().from(users).where(eq(users.uniqueId, userId));
  const [o] = await tx
    .insert(orders)
    .values({
      uniqueId: randomUUID(),
      userId,
      orderDate: now,
      statusId: PAID,
      paymentMethod: 'seat',
      firstName: u.firstName,
      lastName: u.lastName,
      paymentReceivedDate: now,
      paymentReceiveType: 'Seat',
      seatsHeld: false,
      createdBy: userId,
    })
    .returning({ id: orders.id });
  const teamLines = await tx.select().from(orderItems).where(eq(orderItems.orderId, seat.orderId));
  const main = teamLines.find((l) => l.id === seat.orderItemId)!;
  const free = { quantity: 1, unitPriceFils: 0, discountFils: 0, netFils: 0, vatFils: 0, totalFils: 0 };
  const [line] = await tx
    .insert(orderItems)
    .values({
      orderId: o.id,
      itemType: main.itemType,
      itemId: main.itemId,
      diplomaLang: main.diplomaLang,
      nameEn: main.nameEn,
      nameAr: main.nameAr,
      ...free,
    })
    .returning({ id: orderItems.id });
  const exam = teamLines.find((l) => l.itemType === 'exam' && l.parentId === main.id);
  if (exam)
    await tx.insert(orderItems).values({
      orderId: o.id,
      itemType: 'exam',
      itemId: exam.itemId,
      parentId: line.id,
      nameEn: exam.nameEn,
      nameAr: exam.nameAr,
      ...free,
    });
  await afterSeatAccepted(tx as unknown as Db, { id: o.id, userId }, now);
  return o.id;
}

type AnswerStatus = 'accepted' | 'declined' | 'gone' | 'not_for_you' | 'already_booked' | 'too_late';

export async function answerSeat(
  db: Db,
  userId: string,
  input: { Token: string; Accept: boolean },
  changeHours: number,
  now: Date,
): Promise<{ Status: AnswerStatus }> {
  const status = await db.transaction(async (tx): Promise<AnswerStatus> => {
    const [seat] = await tx
      .select()
      .from(companySeats)
      .where(and(eq(companySeats.inviteToken, input.Token), eq(companySeats.status, 'invited'), seatIsLive))
      .for('update');
    if (!seat) return 'gone';
    if (seat.email !== (await emailOf(tx, userId))) return 'not_for_you';
    if (!input.Accept) {
      await tx
        .update(companySeats)
        .set({
          status: 'open',
          email: null,
          lang: null,
          inviteToken: null,
          userId: null,
          assignedBy: null,
          assignedAt: null,
        })
        .where(eq(companySeats.id, seat.id));
      return 'declined';
    }
    if (pastDeadline(await changeDeadline(tx, seat.itemType, seat.itemId, changeHours), now)) return 'too_late';
    if (await alreadyBooked(tx, seat.email, seat.itemType, seat.itemId, seat.id)) return 'already_booked';
    const agentOrderId = await bookSeat(tx, seat, userId, now);
    await tx
      .update(companySeats)
      .set({ status: 'accepted', userId, agentOrderId, acceptedAt: now })
      .where(eq(companySeats.id, seat.id));
    return 'accepted';
  });
  return { Status: status };
}
