// Vouchers (uses and discount given per code, on paid orders) and e-mail (sent and failed per kind), each for the
// period and the one before, in one grouped statement apiece.
import { sql } from 'drizzle-orm';
import type { DashboardQuery } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';
import { orderInCategory, periods, select } from './period';

export async function dashboardVouchers(db: Db, q: DashboardQuery) {
  const { current, previous } = periods(q);
  const cur = sql`o.created_at >= ${current.start.toISOString()}::timestamptz`;
  const rows = await select<{ code: string; uses: number; discount: number; p_uses: number; p_discount: number }>(
    db,
    sql`select o.voucher_code as code,
               count(*) filter (where ${cur})::int as uses,
               coalesce(sum(o.discount_fils) filter (where ${cur}), 0)::float8 as discount,
               count(*) filter (where not ${cur})::int as p_uses,
               coalesce(sum(o.discount_fils) filter (where not ${cur}), 0)::float8 as p_discount
          from orders o
         where o.voucher_code is not null and o.status_id = 2 and ${orderInCategory(q.category)}
           and o.created_at >= ${previous.start.toISOString()}::timestamptz
           and o.created_at < ${current.end.toISOString()}::timestamptz
         group by o.voucher_code
         order by 2 desc, 3 desc, 1`,
  );
  return rows.map((r) => ({
    Code: r.code,
    Uses: r.uses,
    DiscountFils: r.discount,
    PreviousUses: r.p_uses,
    PreviousDiscountFils: r.p_discount,
  }));
}

/** E-mails by the time they were queued; the category filter does not apply to them. */
export async function dashboardMail(db: Db, q: DashboardQuery) {
  const { current, previous } = periods(q);
  const cur = sql`m.created_at >= ${current.start.toISOString()}::timestamptz`;
  const rows = await select<{ kind: string; s: number; f: number; ps: number; pf: number }>(
    db,
    sql`select m.kind,
               count(*) filter (where ${cur} and m.status = 'sent')::int as s,
               count(*) filter (where ${cur} and m.status = 'failed')::int as f,
               count(*) filter (where not ${cur} and m.status = 'sent')::int as ps,
               count(*) filter (where not ${cur} and m.status = 'failed')::int as pf
          from mail_log m
         where m.status in ('sent', 'failed')
           and m.created_at >= ${previous.start.toISOString()}::timestamptz
           and m.created_at < ${current.end.toISOString()}::timestamptz
         group by m.kind order by m.kind`,
  );
  return rows.map((r) => ({ Kind: r.kind, Sent: r.s, Failed: r.f, PreviousSent: r.ps, PreviousFailed: r.pf }));
}
