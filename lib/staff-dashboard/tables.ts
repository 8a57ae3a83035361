import type { z } from 'zod';
import type * as ep from '@/lib/contract/endpoints/staff-dashboard';
import type { Translator } from '@/lib/i18n/message-keys';
import type { AppLocale } from '@/lib/i18n/routing';
import { count, date, day, money, percent, text, type Cell, type DataTable } from './table';

/**
 * Each dashboard section's numbers as tables (lib/staff-dashboard/table.ts): the page's accessible alternative to
 * each chart and the CSV export of it. One builder per section; the section's chart draws the same answer.
 */
export type SectionData = {
  sales: z.output<typeof ep.dashboardSales.response>;
  seats: z.output<typeof ep.dashboardSeats.response>;
  bookings: z.output<typeof ep.dashboardSeatBookings.response>;
  owed: z.output<typeof ep.dashboardOwed.response>;
  waitlists: z.output<typeof ep.dashboardWaitlists.response>;
  vouchers: z.output<typeof ep.dashboardVouchers.response>;
  mail: z.output<typeof ep.dashboardMail.response>;
  brokers: z.output<typeof ep.dashboardBrokers.response>;
};
export type SectionId = keyof SectionData;

type T = Translator<'staffDashboard'>;
const title = (r: { TitleEn: string; TitleAr: string }, lang: AppLocale) => (lang === 'ar' ? r.TitleAr : r.TitleEn);
const MAIL_KINDS = [
  'order-confirmation',
  'payment-received',
  'payment-failed',
  'credit-note',
  'invitation',
  'session-reminder',
  'pay-reminder',
  'order-lapsed',
  'waitlist-offer',
  'course-open',
] as const;
type MailKind = (typeof MAIL_KINDS)[number];
const isMailKind = (k: string): k is MailKind => (MAIL_KINDS as readonly string[]).includes(k);
/** A mail kind in words; a kind this web does not know yet is shown as the API names it. */
export const mailKindLabel = (t: T, kind: string) => (isMailKind(kind) ? t(`mailKinds.${kind}`) : kind);

function sales(d: SectionData['sales'], t: T, lang: AppLocale): DataTable[] {
  const cur = d.Current;
  const prev = d.Previous;
  const categoryLabel = (c: { CategoryId: number | null; TitleEn: string; TitleAr: string }) =>
    c.CategoryId === null ? t('sales.otherCategory') : title(c, lang);
  const prevByCategory = new Map(prev.ByCategory.map((c) => [c.CategoryId, c.NetFils]));
  const prevByMethod = new Map(prev.ByMethod.map((m) => [m.Method, m]));
  const length = Math.max(cur.Series.length, prev.Series.length);
  const totalRow = (label: string, pick: (x: typeof cur.Totals) => number, kind: 'money' | 'count'): Cell[] => [
    text(label),
    kind === 'money' ? money(pick(cur.Totals)) : count(pick(cur.Totals)),
    kind === 'money' ? money(pick(prev.Totals)) : count(pick(prev.Totals)),
  ];
  return [
    {
      id: 'sales-series',
      caption: t('sales.seriesCaption'),
      columns: [
        t('columns.bucket'),
        t('columns.net'),
        t('columns.vat'),
        t('columns.orders'),
        t('columns.previousBucket'),
        t('columns.previousNet'),
      ],
      rows: Array.from({ length }, (_, k) => [
        day(cur.Series[k]?.Bucket ?? null),
        money(cur.Series[k]?.NetFils ?? 0),
        money(cur.Series[k]?.VatFils ?? 0),
        count(cur.Series[k]?.Orders ?? 0),
        day(prev.Series[k]?.Bucket ?? null),
        money(prev.Series[k]?.NetFils ?? 0),
      ]),
    },
    {
      id: 'sales-totals',
      caption: t('sales.totalsCaption'),
      columns: [t('columns.measure'), t('columns.current'), t('columns.previous')],
      rows: [
        totalRow(t('sales.invoiced'), (x) => x.InvoicedFils, 'money'),
        totalRow(t('sales.credited'), (x) => x.CreditedFils, 'money'),
        totalRow(t('sales.net'), (x) => x.NetFils, 'money'),
        totalRow(t('sales.vat'), (x) => x.VatFils, 'money'),
        totalRow(t('sales.orders'), (x) => x.Orders, 'count'),
        totalRow(t('sales.average'), (x) => x.AverageOrderFils, 'money'),
      ],
    },
    {
      id: 'sales-category',
      caption: t('sales.categoryCaption'),
      columns: [t('columns.category'), t('columns.net'), t('columns.previousNet')],
      rows: cur.ByCategory.map((c) => [
        text(categoryLabel(c)),
        money(c.NetFils),
        money(prevByCategory.get(c.CategoryId) ?? 0),
      ]),
    },
    {
      id: 'sales-method',
      caption: t('sales.methodCaption'),
      columns: [
        t('columns.method'),
        t('columns.net'),
        t('columns.orders'),
        t('columns.previousNet'),
        t('columns.previousOrders'),
      ],
      rows: cur.ByMethod.map((m) => [
        text(t(`methods.${m.Method}`)),
        money(m.NetFils),
        count(m.Orders),
        money(prevByMethod.get(m.Method)?.NetFils ?? 0),
        count(prevByMethod.get(m.Method)?.Orders ?? 0),
      ]),
    },
  ];
}

const fill = (sold: number, capacity: number) => (capacity > 0 ? Math.round((sold * 100) / capacity) : 0);

function seats(d: SectionData['seats'], t: T, lang: AppLocale): DataTable[] {
  return [
    {
      id: 'seats-programs',
      caption: t('seats.caption', { percent: String(d.LowFillPercent), days: String(d.LowFillWithinDays) }),
      columns: [
        t('columns.programId'),
        t('columns.program'),
        t('columns.start'),
        t('columns.daysToStart'),
        t('columns.sold'),
        t('columns.capacity'),
        t('columns.fill'),
        t('columns.low'),
      ],
      rows: d.Programs.map((p) => [
        count(p.ProgramId),
        text(title(p, lang)),
        date(p.StartDate),
        count(p.DaysToStart),
        count(p.Sold),
        count(p.Capacity),
        percent(fill(p.Sold, p.Capacity)),
        text(p.Low ? t('seats.lowYes') : t('seats.lowNo')),
      ]),
    },
    {
      id: 'seats-booked',
      caption: t('seats.bookedCaption'),
      columns: [t('columns.measure'), t('columns.current'), t('columns.previous')],
      rows: [[text(t('seats.booked')), count(d.Booked.Current), count(d.Booked.Previous)]],
    },
  ];
}

function bookings(d: SectionData['bookings'], t: T): DataTable[] {
  return [
    {
      id: 'bookings',
      caption: t('bookings.caption'),
      columns: [
        t('columns.orderNumber'),
        t('columns.orderDate'),
        t('columns.status'),
        t('columns.method'),
        t('columns.name'),
        t('columns.email'),
      ],
      rows: d.map((b) => [
        count(b.OrderNumber),
        date(b.OrderDate),
        text(b.Paid ? t('bookings.paid') : t('bookings.unpaid')),
        text(t(`methods.${b.Method}`)),
        text(b.Name),
        text(b.Email),
      ]),
    },
  ];
}

/** "0-2 days", "31+ days". */
export const ageLabel = (t: T, a: { MinDays: number; MaxDays: number | null }) =>
  a.MaxDays === null
    ? t('owed.ageFrom', { min: String(a.MinDays) })
    : t('owed.ageRange', { min: String(a.MinDays), max: String(a.MaxDays) });

function owed(d: SectionData['owed'], t: T): DataTable[] {
  const f = d.FailedPayments;
  return [
    {
      id: 'owed-ages',
      caption: t('owed.agesCaption'),
      columns: [t('columns.age'), t('columns.orders'), t('columns.total')],
      rows: d.Ages.map((a) => [text(ageLabel(t, a)), count(a.Orders), money(a.TotalFils)]),
    },
    {
      id: 'owed-orders',
      caption: t('owed.ordersCaption'),
      columns: [
        t('columns.orderNumber'),
        t('columns.orderDate'),
        t('columns.ageDays'),
        t('columns.payBy'),
        t('columns.total'),
        t('columns.name'),
      ],
      rows: d.Orders.map((o) => [
        count(o.OrderNumber),
        date(o.OrderDate),
        count(o.AgeDays),
        date(o.PayBy),
        money(o.TotalFils),
        text(o.Name),
      ]),
    },
    {
      id: 'owed-failed',
      caption: t('owed.failedCaption'),
      columns: [t('columns.measure'), t('columns.current'), t('columns.previous')],
      rows: [
        [text(t('owed.attempts')), count(f.Current.Attempts), count(f.Previous.Attempts)],
        [text(t('owed.amount')), money(f.Current.AmountFils), money(f.Previous.AmountFils)],
      ],
    },
  ];
}

function waitlists(d: SectionData['waitlists'], t: T, lang: AppLocale): DataTable[] {
  const o = d.Offers;
  return [
    {
      id: 'waitlist-programs',
      caption: t('waitlists.programsCaption'),
      columns: [
        t('columns.programId'),
        t('columns.program'),
        t('columns.start'),
        t('columns.waiting'),
        t('columns.offered'),
      ],
      rows: d.Programs.map((p) => [
        count(p.ProgramId),
        text(title(p, lang)),
        date(p.StartDate),
        count(p.Waiting),
        count(p.Offered),
      ]),
    },
    {
      id: 'waitlist-offers',
      caption: t('waitlists.offersCaption'),
      columns: [t('columns.measure'), t('columns.current'), t('columns.previous')],
      rows: [
        [text(t('waitlists.sent')), count(o.Current.Sent), count(o.Previous.Sent)],
        [text(t('waitlists.accepted')), count(o.Current.Accepted), count(o.Previous.Accepted)],
        [text(t('waitlists.lapsed')), count(o.Current.Lapsed), count(o.Previous.Lapsed)],
        [text(t('waitlists.notified')), count(d.Notified.Current), count(d.Notified.Previous)],
      ],
    },
    {
      id: 'notify-courses',
      caption: t('waitlists.notifyCaption'),
      columns: [t('columns.course'), t('columns.open')],
      rows: d.NotifyMe.map((n) => [text(title(n, lang)), count(n.Open)]),
    },
  ];
}

function vouchers(d: SectionData['vouchers'], t: T): DataTable[] {
  return [
    {
      id: 'vouchers',
      caption: t('vouchers.caption'),
      columns: [
        t('columns.code'),
        t('columns.uses'),
        t('columns.discount'),
        t('columns.previousUses'),
        t('columns.previousDiscount'),
      ],
      rows: d.map((v) => [
        text(v.Code),
        count(v.Uses),
        money(v.DiscountFils),
        count(v.PreviousUses),
        money(v.PreviousDiscountFils),
      ]),
    },
  ];
}

function mail(d: SectionData['mail'], t: T): DataTable[] {
  return [
    {
      id: 'mail',
      caption: t('mail.caption'),
      columns: [
        t('columns.kind'),
        t('columns.sent'),
        t('columns.failed'),
        t('columns.previousSent'),
        t('columns.previousFailed'),
      ],
      rows: d.map((m) => [
        text(mailKindLabel(t, m.Kind)),
        count(m.Sent),
        count(m.Failed),
        count(m.PreviousSent),
        count(m.PreviousFailed),
      ]),
    },
  ];
}

const AUTHORITIES = ['RERA', 'ADREC'] as const;
type Authority = (typeof AUTHORITIES)[number];
const isAuthority = (a: string): a is Authority => (AUTHORITIES as readonly string[]).includes(a);
/** A licensing authority in words; one this web does not know yet is shown by its code. */
const authorityLabel = (t: T, code: string) => (isAuthority(code) ? t(`brokers.authorities.${code}`) : code);

function brokers(d: SectionData['brokers'], t: T): DataTable[] {
  return [
    {
      id: 'licence-expiries',
      caption: t('brokers.caption'),
      columns: [
        t('columns.authority'),
        t('columns.withinDays'),
        t('columns.expiring'),
        t('columns.renewalBooked'),
        t('columns.notBooked'),
      ],
      rows: d.Expiries.map((e) => [
        text(authorityLabel(t, e.Authority)),
        count(e.WithinDays),
        count(e.Licences),
        count(e.Booked),
        count(e.Licences - e.Booked),
      ]),
    },
  ];
}

export const SECTION_TABLES: { [S in SectionId]: (d: SectionData[S], t: T, lang: AppLocale) => DataTable[] } = {
  sales,
  seats,
  bookings: (d, t) => bookings(d, t),
  owed: (d, t) => owed(d, t),
  waitlists,
  vouchers: (d, t) => vouchers(d, t),
  mail: (d, t) => mail(d, t),
  brokers: (d, t) => brokers(d, t),
};

/** The tables of a section chosen at run time (the CSV route), from the answer read for that same section. */
export function sectionTables<S extends SectionId>(
  section: S,
  data: SectionData[S],
  t: T,
  lang: AppLocale,
): DataTable[] {
  return (SECTION_TABLES[section] as (d: SectionData[S], t: T, lang: AppLocale) => DataTable[])(data, t, lang);
}
