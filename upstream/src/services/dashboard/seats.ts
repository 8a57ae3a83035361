// Seats of upcoming programs: sold against capacity and days to start, flagged when below the low-fill share within
// the low-fill window; and the drill-down to the bookings behind one program. Sold is read from the seat counter the
// shop keeps under row locks (services/commerce/seats.ts): capacity - seats on sale - seats held for a waitlist
// offer, which is the number of program lines of pending and paid orders holding their seat (the drill-down lists
// them). Counting those lines per program instead cost a random read per booking (over 300 ms on the benchmark).
import { sql } from 'drizzle-orm';
import { DASHBOARD_PROGRAMS_LIMIT, type DashboardQuery } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';
import { iso, periods, select } from './period';

export interface SeatSettings {
  lowFillPercent: number;
  lowFillWithinDays: number;
}

/** Orders whose program lines count as seats sold: pending (pay later) and paid, still holding their seats. */
const HOLDING = sql`o.status_id in (1, 2) and o.seats_held and o.payment_method <> 'seat'`;

export async function dashboardSeats(db: Db, q: DashboardQuery, s: SeatSettings, now: Date) {
  const { current, previous } = periods(q);
  const category = q.category === undefined ? sql`true` : sql`c.category_id = ${q.category}`;
  const nowIso = now.toISOString();
  const [programs, [booked]] = await Promise.all([
    select<{
      id: number;
      category_id: number;
      title_en: string;
      title_ar: string;
      start_date: Date | string;
      days: number;
      capacity: number;
      sold: number;
    }>(
      db,
      sql`select p.id, c.category_id, c.title_en, c.title_ar, p.start_date, p.capacity,
                 floor(extract(epoch from (p.start_date - ${nowIso}::timestamptz)) / 86400)::int as days,
                 greatest(0, p.capacity - p.seats_available
                   - (select count(*) from waitlist_entries w where w.program_id = p.id and w.status = 'offered'))::int as sold
            from programs p join courses c on c.id = p.course_id
           where p.published and p.start_date > ${nowIso}::timestamptz and ${category}
           order by p.start_date, p.id
           limit ${DASHBOARD_PROGRAMS_LIMIT}`,
    ),
    select<{ current: number; previous: number }>(
      db,
      // Seats booked: a company's team line of N seats is N; an agent's booking of one of them (`seat`) is not another.
      sql`select coalesce(sum(i.quantity) filter (where o.created_at >= ${current.start.toISOString()}::timestamptz), 0)::int as current,
                 coalesce(sum(i.quantity) filter (where o.created_at < ${current.start.toISOString()}::timestamptz), 0)::int as previous
            from orders o join order_items i on i.order_id = o.id and i.item_type = 'program'
            join programs p on p.id = i.item_id join courses c on c.id = p.course_id
           where o.status_id in (1, 2) and o.payment_method <> 'seat' and ${category}
             and o.created_at >= ${previous.start.toISOString()}::timestamptz
             and o.created_at < ${current.end.toISOString()}::timestamptz`,
    ),
  ]);
  return {
    Programs: programs.map((p) => ({
      ProgramId: p.id,
      CategoryId: p.category_id,
      TitleEn: p.title_en,
      TitleAr: p.title_ar,
      StartDate: iso(p.start_date),
      DaysToStart: Math.max(0, p.days),
      Capacity: p.capacity,
      Sold: p.sold,
      Low: p.days <= s.lowFillWithinDays && p.sold * 100 < p.capacity * s.lowFillPercent,
    })),
    LowFillPercent: s.lowFillPercent,
    LowFillWithinDays: s.lowFillWithinDays,
    Booked: { Current: booked?.current ?? 0, Previous: booked?.previous ?? 0 },
  };
}

/** The bookings holding seats of one program, oldest first (an unknown program: none). */
export async function seatBookings(db: Db, programId: number) {
  const rows = await select<{
    order_number: number;
    order_date: Date | string;
    status_id: number;
    method: 'online' | 'pay_later' | 'bulk' | 'bank_transfer';
    first_name: string;
    last_name: string;
    email: string;
  }>(
    db,
    sql`select o.order_number, o.created_at as order_date, o.status_id, o.payment_method as method, o.first_name, o.last_name, u.email
          from order_items i join orders o on o.id = i.order_id join users u on u.unique_id = o.user_id
         where i.item_type = 'program' and i.item_id = ${programId} and ${HOLDING}
         order by o.created_at, o.id`,
  );
  return rows.map((r) => ({
    OrderNumber: r.order_number,
    OrderDate: iso(r.order_date),
    Paid: r.status_id === 2,
    Method: r.method,
    Name: `${r.first_name} ${r.last_name}`.trim(),
    Email: r.email,
  }));
}
