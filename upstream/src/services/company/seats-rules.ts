// The rules every seat call shares (docs/company.md "Assigning seats"): who is an admin, which seats count (their
// company order is live), until when they can change hands, and whether an agent already holds that program.
import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyAdmins, companySeats, orderCompany, orderItems, orders, programs, users } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/** Company orders whose seats count: pending (1) or paid (2); a cancelled or credited order's seats are gone. */
const LIVE = [1, 2];
const HOUR = 3_600_000;

/** A syntactically plain address: one @, a dot in the domain, no spaces (the web shows the row's reason). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const normalEmail = (raw: string) => raw.trim().toLowerCase();
export const isEmail = (email: string) => email.length <= 254 && EMAIL.test(email);

export async function isAdminOf(db: Reader, userId: string, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: companyAdmins.companyId })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.userId, userId), eq(companyAdmins.companyId, companyId)));
  return Boolean(row);
}

/** The seat's company order is live. */
export const seatIsLive = inArray(
  companySeats.orderId,
  sql`(select ${orders.id} from ${orders} where ${orders.statusId} in (1, 2))`,
);

/**
 * Until when a seat of this item can be assigned, reassigned, unassigned or accepted: a program's registration
 * deadline, else `changeHours` before its start (COMPANY_SEAT_CHANGE_HOURS). Diplomas and memberships: no deadline.
 */
export async function changeDeadline(
  db: Reader,
  itemType: string,
  itemId: number,
  changeHours: number,
): Promise<Date | null> {
  if (itemType !== 'program') return null;
  const [p] = await db
    .select({ last: programs.lastDateToRegister, start: programs.startDate })
    .from(programs)
    .where(eq(programs.id, itemId));
  if (!p) return null;
  return p.last ?? new Date(p.start.getTime() - changeHours * HOUR);
}

export const pastDeadline = (deadline: Date | null, now: Date) => deadline !== null && now > deadline;

/**
 * Whether `email` already holds a live booking of the item: an order of their own (not a company's team order) or
 * another seat of it, in any company. `exceptSeat`: the seat being answered or reassigned.
 */
export async function alreadyBooked(
  db: Reader,
  email: string,
  itemType: string,
  itemId: number,
  exceptSeat?: number,
): Promise<boolean> {
  const seat = await db
    .select({ id: companySeats.id })
    .from(companySeats)
    .where(
      and(
        eq(companySeats.email, email),
        eq(companySeats.itemType, itemType as 'program'),
        eq(companySeats.itemId, itemId),
        ne(companySeats.status, 'open'),
        exceptSeat ? ne(companySeats.id, exceptSeat) : undefined,
        seatIsLive,
      ),
    )
    .limit(1);
  if (seat.length) return true;
  const own = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.uniqueId, orders.userId))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(users.email, email),
        inArray(orders.statusId, LIVE),
        eq(orderItems.itemType, itemType as 'program'),
        eq(orderItems.itemId, itemId),
        // The admin's team order is the company's, not a place of their own.
        notExists(
          db.select({ id: orderCompany.orderId }).from(orderCompany).where(eq(orderCompany.orderId, orders.id)),
        ),
      ),
    )
    .limit(1);
  return own.length > 0;
}

/** The account of an e-mail, if any (its language is the invitation's). */
export async function accountOf(db: Reader, email: string) {
  const [u] = await db
    .select({ id: users.uniqueId, lang: users.preferredLanguage })
    .from(users)
    .where(eq(users.email, email));
  return u ?? null;
}
