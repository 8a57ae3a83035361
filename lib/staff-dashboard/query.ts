import { DashboardQuerySchema, type DashboardQuery } from '@/lib/contract/endpoints/staff-dashboard';
import { isoDay } from '@/lib/dates/format';

/**
 * The dashboard's filters, read from the page's URL (and the CSV link's): from, to (Dubai days), granularity,
 * category. Missing filters take the default view (the last DEFAULT_DAYS days, by day, every category); filters the
 * contract refuses are reported (`invalid`) and replaced by that default, so a bad link shows a message, never a
 * broken page.
 */
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;

export interface ParsedQuery {
  query: DashboardQuery;
  invalid: boolean;
}

function defaultQuery(now: Date): DashboardQuery {
  const to = isoDay(now);
  const from = isoDay(new Date(Date.parse(`${to}T12:00:00+04:00`) - (DEFAULT_DAYS - 1) * DAY_MS));
  return { from, to, granularity: 'day' };
}

type Params = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export function parseDashboardQuery(params: Params, now = new Date()): ParsedQuery {
  const fallback = defaultQuery(now);
  const raw = {
    from: first(params.from) ?? fallback.from,
    to: first(params.to) ?? fallback.to,
    granularity: first(params.granularity),
    category: first(params.category),
  };
  const parsed = DashboardQuerySchema.safeParse(raw);
  return parsed.success ? { query: parsed.data, invalid: false } : { query: fallback, invalid: true };
}

/** The filters as a query string (the CSV links, the section drill-down links). */
export function queryString(q: DashboardQuery, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams({ from: q.from, to: q.to, granularity: q.granularity, ...extra });
  if (q.category !== undefined) p.set('category', String(q.category));
  return p.toString();
}
