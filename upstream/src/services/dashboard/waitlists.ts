// Waitlists and notify-me: live waitlist length per program, the offers of the period (sent; of them accepted and
// lapsed) against the period before, open notify-me requests per course and the notify-me e-mails sent.
import { sql } from 'drizzle-orm';
import { DASHBOARD_PROGRAMS_LIMIT, type DashboardQuery } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';
import { iso, periods, select } from './period';

export async function dashboardWaitlists(db: Db, q: DashboardQuery) {
  const { current, previous } = periods(q);
  const category = q.category === undefined ? sql`true` : sql`c.category_id = ${q.category}`;
  const cur = current.start.toISOString();
  const prevStart = previous.start.toISOString();
  const end = current.end.toISOString();
  const offers = (at: 'offered_at' | 'notified_at') =>
    sql`${sql.raw(at)} >= ${prevStart}::timestamptz and ${sql.raw(at)} < ${end}::timestamptz`;
  const [programs, [o], notify, [notified]] = await Promise.all([
    select<{
      id: number;
      title_en: string;
      title_ar: string;
      start_date: Date | string;
      waiting: number;
      offered: number;
    }>(
      db,
      sql`select p.id, c.title_en, c.title_ar, p.start_date,
                 count(*) filter (where w.status = 'waiting')::int as waiting,
                 count(*) filter (where w.status = 'offered')::int as offered
            from waitlist_entries w join programs p on p.id = w.program_id join courses c on c.id = p.course_id
           where w.status in ('waiting', 'offered') and ${category}
           group by p.id, c.title_en, c.title_ar, p.start_date
           order by count(*) desc, p.start_date, p.id limit ${DASHBOARD_PROGRAMS_LIMIT}`,
    ),
    select<Record<'cs' | 'ca' | 'cl' | 'ps' | 'pa' | 'pl', number>>(
      db,
      sql`select count(*) filter (where w.offered_at >= ${cur}::timestamptz)::int as cs,
                 count(*) filter (where w.offered_at >= ${cur}::timestamptz and w.status = 'claimed')::int as ca,
                 count(*) filter (where w.offered_at >= ${cur}::timestamptz and w.status = 'expired')::int as cl,
                 count(*) filter (where w.offered_at < ${cur}::timestamptz)::int as ps,
                 count(*) filter (where w.offered_at < ${cur}::timestamptz and w.status = 'claimed')::int as pa,
                 count(*) filter (where w.offered_at < ${cur}::timestamptz and w.status = 'expired')::int as pl
            from waitlist_entries w join programs p on p.id = w.program_id join courses c on c.id = p.course_id
           where ${offers('offered_at')} and ${category}`,
    ),
    select<{ id: number; title_en: string; title_ar: string; open: number }>(
      db,
      sql`select c.id, c.title_en, c.title_ar, count(*)::int as open
            from course_notify_requests n join courses c on c.id = n.course_id
           where n.notified_at is null and ${category}
           group by c.id order by count(*) desc, c.id limit ${DASHBOARD_PROGRAMS_LIMIT}`,
    ),
    select<{ c: number; p: number }>(
      db,
      sql`select count(*) filter (where n.notified_at >= ${cur}::timestamptz)::int as c,
                 count(*) filter (where n.notified_at < ${cur}::timestamptz)::int as p
            from course_notify_requests n join courses c on c.id = n.course_id
           where ${offers('notified_at')} and ${category}`,
    ),
  ]);
  return {
    Programs: programs.map((p) => ({
      ProgramId: p.id,
      TitleEn: p.title_en,
      TitleAr: p.title_ar,
      StartDate: iso(p.start_date),
      Waiting: p.waiting,
      Offered: p.offered,
    })),
    Offers: {
      Current: { Sent: o?.cs ?? 0, Accepted: o?.ca ?? 0, Lapsed: o?.cl ?? 0 },
      Previous: { Sent: o?.ps ?? 0, Accepted: o?.pa ?? 0, Lapsed: o?.pl ?? 0 },
    },
    NotifyMe: notify.map((n) => ({ CourseId: n.id, TitleEn: n.title_en, TitleAr: n.title_ar, Open: n.open })),
    Notified: { Current: notified?.c ?? 0, Previous: notified?.p ?? 0 },
  };
}
