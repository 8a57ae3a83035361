// Brokers: licences expiring within each window (30, 60, 90 days from today, Dubai days, cumulative) per authority,
// and of them those whose holder has booked the renewal, in one grouped statement. "Booked" is the rule of
// services/licence/licence.ts renewalBooked() (an order since the expiry date was recorded, paid or unpaid and still
// holding its seats, with a program of one of the authority's step courses) as an EXISTS, so no JavaScript loop asks
// it licence by licence.
import { sql } from 'drizzle-orm';
import { dayText, dubaiDayNumber } from '@shared/contract/constants/licence';
import type { Db } from '../../db/client';
import { select } from './period';

const PAID = 2;
const PENDING = 1;

export async function dashboardBrokers(db: Db, windows: number[], now: Date) {
  const today = dubaiDayNumber(now);
  const widest = Math.max(...windows);
  const rows = await select<{ authority: string; within: number; licences: number; booked: number }>(
    db,
    sql`with l as (
          select l.authority, l.expiry_date - ${dayText(today)}::date as days_left,
                 exists (select 1 from orders o
                           join order_items i on i.order_id = o.id and i.item_type = 'program'
                           join programs p on p.id = i.item_id
                          where o.user_id = l.user_id and o.created_at >= l.expiry_set_at
                            and (o.status_id = ${PAID} or (o.status_id = ${PENDING} and o.seats_held))
                            and p.course_id in (a.renewal_course_id, a.certified_course_id, a.full_course_id)) as booked
            from broker_licences l
            join licence_authorities a on a.code = l.authority
           where l.expiry_date >= ${dayText(today)}::date and l.expiry_date <= ${dayText(today + widest)}::date
        )
        select a.code as authority, w.within::int as within,
               count(l.authority)::int as licences,
               count(l.authority) filter (where l.booked)::int as booked
          from licence_authorities a
          cross join unnest(${sql.raw(`array[${windows.map((d) => Math.trunc(d)).join(',')}]::int[]`)}) as w(within)
          left join l on l.authority = a.code and l.days_left <= w.within
         group by a.code, w.within
         order by a.code, w.within`,
  );
  return {
    Windows: windows,
    Expiries: rows.map((r) => ({
      Authority: r.authority,
      WithinDays: r.within,
      Licences: r.licences,
      Booked: r.booked,
    })),
  };
}
