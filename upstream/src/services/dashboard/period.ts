// Shared pieces of the dashboard's aggregates: the current and previous period of a query (Dubai days), the buckets of a
// window, the category of an order line, and the one way rows come back from raw SQL.
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardGranularity, DashboardQuery } from '@shared/contract/endpoints/staff-dashboard';
import type { Db } from '../../db/client';

const DAY_MS = 86_400_000;

export interface Window {
  /** First and last Dubai day, both included. */
  from: string;
  to: string;
  /** [start, end) as instants. */
  start: Date;
  end: Date;
}

const dubaiMidnight = (day: string) => new Date(`${day}T00:00:00+04:00`);
const dayOf = (instant: Date) => new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

/** The query's period and the one of the same length just before it. */
export function periods(q: Pick<DashboardQuery, 'from' | 'to'>): { current: Window; previous: Window } {
  const start = dubaiMidnight(q.from);
  const end = new Date(dubaiMidnight(q.to).getTime() + DAY_MS);
  const length = end.getTime() - start.getTime();
  const prevStart = new Date(start.getTime() - length);
  return {
    current: { from: q.from, to: q.to, start, end },
    previous: { from: dayOf(prevStart), to: dayOf(new Date(start.getTime() - DAY_MS)), start: prevStart, end: start },
  };
}

/** Every bucket of a window, in order, as 'YYYY-MM-DD' (the chart's axis, empty buckets included). */
export async function bucketsOf(db: Db, w: Window, g: DashboardGranularity): Promise<string[]> {
  const rows = await select<{ b: string }>(
    db,
    sql`select generate_series(date_trunc(${sql.raw(`'${g}'`)}, ${w.from}::date::timestamp),
                               ${w.to}::date::timestamp, ${sql.raw(`interval '1 ${g}'`)})::date::text as b`,
  );
  return rows.map((r) => r.b);
}

/**
 * Category of an order line: program and exam lines are of their program's course; other lines (diplomas, books,
 * memberships) have none. Expects the line aliased `i`; adds the aliases `lp` and `lc`.
 */
const LINE_CATEGORY_JOIN = sql`left join programs lp on i.item_type in ('program', 'exam') and lp.id = i.item_id
  left join courses lc on lc.id = lp.course_id`;

/** "The order `o` has a line of category `category`", or true without a filter. */
export const orderInCategory = (category: number | undefined) =>
  category === undefined
    ? sql`true`
    : sql`exists (select 1 from order_items i ${LINE_CATEGORY_JOIN}
                  where i.order_id = o.id and lc.category_id = ${category})`;

/** Raw SQL rows (both drivers answer `{ rows }`). Sums are cast to float8 in SQL: exact to 2^53, never a string. */
export async function select<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const iso = (v: Date | string) => new Date(v).toISOString();
