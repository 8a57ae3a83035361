// Money owed: unpaid pay-later orders today by age (buckets from DASHBOARD_OWED_AGE_DAYS) with their pay-by deadline,
// and declined card payments of the period and the one before.
import { sql } from 'drizzle-orm';
import { DASHBOARD_OWED_LIMIT, type DashboardQuery } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';
import { iso, orderInCategory, periods, select } from './period';

const UNPAID_PAY_LATER = sql`o.status_id = 1 and o.payment_method = 'pay_later'`;

export async function dashboardOwed(db: Db, q: DashboardQuery, ageDays: number[], now: Date) {
  const { current, previous } = periods(q);
  const nowIso = now.toISOString();
  const age = sql`floor(extract(epoch from (${nowIso}::timestamptz - o.created_at)) / 86400)::int`;
  const edges = sql`array[${sql.join(
    ageDays.map((d) => sql`${d}::int`),
    sql`, `,
  )}]`;
  const inCategory = orderInCategory(q.category);
  const [ages, orders, [failed]] = await Promise.all([
    // The bucket of an age is the number of upper bounds below it: ages 0..b0 → 0, b0+1..b1 → 1, … past the last → n.
    select<{ bucket: number; orders: number; total: number }>(
      db,
      sql`select (select count(*) from unnest(${edges}) e where e < ${age})::int as bucket,
                 count(*)::int as orders, sum(o.total_fils)::float8 as total
            from orders o where ${UNPAID_PAY_LATER} and ${inCategory}
           group by 1`,
    ),
    select<{
      order_number: number;
      order_date: Date | string;
      age: number;
      pay_by: Date | string | null;
      total_fils: number;
      first_name: string;
      last_name: string;
    }>(
      db,
      sql`select o.order_number, o.created_at as order_date, ${age} as age, d.pay_by, o.total_fils, o.first_name, o.last_name
            from orders o left join order_deadlines d on d.order_id = o.id
           where ${UNPAID_PAY_LATER} and ${inCategory}
           order by o.created_at, o.id limit ${DASHBOARD_OWED_LIMIT}`,
    ),
    select<{ c: number; c_amount: number; p: number; p_amount: number }>(
      db,
      sql`select count(*) filter (where pm.created_at >= ${current.start.toISOString()}::timestamptz)::int as c,
                 coalesce(sum(pm.amount_fils) filter (where pm.created_at >= ${current.start.toISOString()}::timestamptz), 0)::float8 as c_amount,
                 count(*) filter (where pm.created_at < ${current.start.toISOString()}::timestamptz)::int as p,
                 coalesce(sum(pm.amount_fils) filter (where pm.created_at < ${current.start.toISOString()}::timestamptz), 0)::float8 as p_amount
            from payments pm join orders o on o.id = pm.order_id
           where pm.status = 'failed' and ${inCategory}
             and pm.created_at >= ${previous.start.toISOString()}::timestamptz
             and pm.created_at < ${current.end.toISOString()}::timestamptz`,
    ),
  ]);
  const byBucket = new Map(ages.map((a) => [a.bucket, a]));
  return {
    Ages: [...ageDays, null].map((max, k) => ({
      MinDays: k === 0 ? 0 : ageDays[k - 1] + 1,
      MaxDays: max,
      Orders: byBucket.get(k)?.orders ?? 0,
      TotalFils: byBucket.get(k)?.total ?? 0,
    })),
    Orders: orders.map((o) => ({
      OrderNumber: o.order_number,
      OrderDate: iso(o.order_date),
      AgeDays: Math.max(0, o.age),
      PayBy: o.pay_by ? iso(o.pay_by) : null,
      TotalFils: o.total_fils,
      Name: `${o.first_name} ${o.last_name}`.trim(),
    })),
    FailedPayments: {
      Current: { Attempts: failed?.c ?? 0, AmountFils: failed?.c_amount ?? 0 },
      Previous: { Attempts: failed?.p ?? 0, AmountFils: failed?.p_amount ?? 0 },
    },
  };
}
