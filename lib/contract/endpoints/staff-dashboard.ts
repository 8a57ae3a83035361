import { z } from 'zod';
import { defineEndpoint } from '../define-endpoint';
import { queryPositiveInt } from '../primitives';

/**
 * The staff operations dashboard (an extension: docs/staff-dashboard.md). Every answer is an aggregate the API
 * computes in SQL; the web only draws it. Staff only (403 for customers, 401 anonymous). Money is integer fils here
 * (the dashboard sums and subtracts it; AED decimals would lose fils), dates are Asia/Dubai days.
 */

/** The widest range one call may span (days): two years of daily buckets is already 731 points. */
const DASHBOARD_MAX_DAYS = 731;
export const DASHBOARD_GRANULARITIES = ['day', 'week', 'month'] as const;
export type DashboardGranularity = (typeof DASHBOARD_GRANULARITIES)[number];

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/**
 * The filters of every dashboard call: `from`..`to` (Dubai days, both included), the bucket size, and optionally one
 * training category. The previous period is the same number of days just before `from`.
 */
export const DashboardQuerySchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    granularity: z.enum(DASHBOARD_GRANULARITIES).default('day'),
    category: queryPositiveInt().optional(),
  })
  .refine((q) => days(q.from, q.to) >= 1 && days(q.from, q.to) <= DASHBOARD_MAX_DAYS, {
    message: `from must not be after to, and the range at most ${DASHBOARD_MAX_DAYS} days`,
    path: ['to'],
  });
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

const count = z.number().int().nonnegative();
/** Integer fils; negative where credit notes outweigh invoices. */
const fils = z.number().int();
const PeriodSchema = z.object({ From: z.iso.date(), To: z.iso.date() });
const TitledSchema = { TitleEn: z.string(), TitleAr: z.string() };

const SalesPointSchema = z.object({
  /** First Dubai day of the bucket. */
  Bucket: z.iso.date(),
  NetFils: fils,
  VatFils: fils,
  Orders: count,
});
const SalesTotalsSchema = z.object({
  /** Net (VAT apart) of the tax invoices dated in the period: paid orders, refunded ones included. */
  InvoicedFils: fils,
  /** Net of the credit notes dated in the period (refunds). */
  CreditedFils: fils,
  NetFils: fils,
  VatFils: fils,
  Orders: count,
  /** InvoicedFils / Orders, rounded to whole fils; 0 without orders. */
  AverageOrderFils: fils,
});
const SalesPeriodSchema = z.object({
  Period: PeriodSchema,
  Series: z.array(SalesPointSchema),
  Totals: SalesTotalsSchema,
  /** CategoryId null: lines outside the training categories (diplomas, books, memberships). */
  ByCategory: z.array(z.object({ CategoryId: z.number().int().nullable(), ...TitledSchema, NetFils: fils })),
  ByMethod: z.array(
    z.object({ Method: z.enum(['online', 'pay_later', 'bulk', 'bank_transfer']), NetFils: fils, Orders: count }),
  ),
});
export type DashboardSales = z.output<typeof SalesPeriodSchema>;

export const dashboardSales = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-sales',
  query: DashboardQuerySchema,
  response: z.object({ Current: SalesPeriodSchema, Previous: SalesPeriodSchema }),
  auth: 'staff',
  extension: true,
  summary: 'Net revenue (invoices minus credit notes, VAT apart) by bucket, category and payment method (staff)',
});

const SeatProgramSchema = z.object({
  ProgramId: z.number().int(),
  CategoryId: z.number().int(),
  ...TitledSchema,
  StartDate: z.iso.datetime({ offset: true }),
  DaysToStart: count,
  Capacity: count,
  /** Program lines of pending and paid orders that hold their seat. */
  Sold: count,
  /** Below the threshold within the window of DASHBOARD_LOW_FILL_* (docs/settings.md). */
  Low: z.boolean(),
});

export const dashboardSeats = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-seats',
  query: DashboardQuerySchema,
  response: z.object({
    /** Upcoming published programs, soonest first (at most DASHBOARD_PROGRAMS_LIMIT). */
    Programs: z.array(SeatProgramSchema),
    LowFillPercent: z.number(),
    LowFillWithinDays: count,
    /** Seats booked (program lines ordered) in the period and in the one before. */
    Booked: z.object({ Current: count, Previous: count }),
  }),
  auth: 'staff',
  extension: true,
  summary: 'Upcoming programs: seats sold against capacity and days to start, with a low-fill flag (staff)',
});

/** How many upcoming programs the seats chart plots (the soonest). */
export const DASHBOARD_PROGRAMS_LIMIT = 300;

export const dashboardSeatBookings = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-seat-bookings',
  query: z.object({ program: queryPositiveInt() }),
  response: z.array(
    z.object({
      OrderNumber: z.number().int(),
      OrderDate: z.iso.datetime({ offset: true }),
      Paid: z.boolean(),
      Method: z.enum(['online', 'pay_later', 'bulk', 'bank_transfer']),
      Name: z.string(),
      Email: z.string(),
    }),
  ),
  auth: 'staff',
  extension: true,
  summary: 'The bookings holding seats of one program (staff)',
});

const OwedOrderSchema = z.object({
  OrderNumber: z.number().int(),
  OrderDate: z.iso.datetime({ offset: true }),
  AgeDays: count,
  PayBy: z.iso.datetime({ offset: true }).nullable(),
  TotalFils: fils,
  Name: z.string(),
});

export const dashboardOwed = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-owed',
  query: DashboardQuerySchema,
  response: z.object({
    /** Unpaid pay-later orders today by age; MaxDays null is the open-ended last bucket. */
    Ages: z.array(z.object({ MinDays: count, MaxDays: count.nullable(), Orders: count, TotalFils: fils })),
    /** The oldest unpaid pay-later orders, with their pay-by deadline (at most DASHBOARD_OWED_LIMIT). */
    Orders: z.array(OwedOrderSchema),
    /** Declined card payments (attempts at the card page) in the period and the one before. */
    FailedPayments: z.object({
      Current: z.object({ Attempts: count, AmountFils: fils }),
      Previous: z.object({ Attempts: count, AmountFils: fils }),
    }),
  }),
  auth: 'staff',
  extension: true,
  summary: 'Unpaid pay-later orders by age with their deadlines, and failed card payments (staff)',
});

export const DASHBOARD_OWED_LIMIT = 100;

const OffersSchema = z.object({ Sent: count, Accepted: count, Lapsed: count });

export const dashboardWaitlists = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-waitlists',
  query: DashboardQuerySchema,
  response: z.object({
    /** Programs with a live waitlist, longest first. */
    Programs: z.array(
      z.object({
        ProgramId: z.number().int(),
        ...TitledSchema,
        StartDate: z.iso.datetime({ offset: true }),
        Waiting: count,
        Offered: count,
      }),
    ),
    /** Offers made in the period; of them, accepted (a seat claimed) and lapsed (expired unclaimed). */
    Offers: z.object({ Current: OffersSchema, Previous: OffersSchema }),
    /** Open notify-me requests per course, most first. */
    NotifyMe: z.array(z.object({ CourseId: z.number().int(), ...TitledSchema, Open: count })),
    /** Notify-me e-mails sent (a program opened) in the period and the one before. */
    Notified: z.object({ Current: count, Previous: count }),
  }),
  auth: 'staff',
  extension: true,
  summary: 'Waitlist length per program, offers sent, accepted and lapsed, notify-me requests (staff)',
});

export const dashboardVouchers = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-vouchers',
  query: DashboardQuerySchema,
  response: z.array(
    z.object({
      Code: z.string(),
      Uses: count,
      DiscountFils: fils,
      PreviousUses: count,
      PreviousDiscountFils: fils,
    }),
  ),
  auth: 'staff',
  extension: true,
  summary: 'Voucher uses and discount given per code, this period and the one before (staff)',
});

export const dashboardMail = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-mail',
  query: DashboardQuerySchema,
  response: z.array(
    z.object({ Kind: z.string(), Sent: count, Failed: count, PreviousSent: count, PreviousFailed: count }),
  ),
  auth: 'staff',
  extension: true,
  summary: 'E-mails sent and failed per kind, this period and the one before (staff)',
});

/**
 * Broker licences expiring within each window of DASHBOARD_LICENCE_WINDOWS_DAYS (30, 60, 90: cumulative, from today,
 * Dubai days) per licensing authority, and how many of them have booked the renewal (docs/licence.md). Relative to
 * today, so the dashboard's date range and category do not apply.
 */
export const dashboardBrokers = defineEndpoint({
  method: 'GET',
  path: 'Staff/dashboard-brokers',
  response: z.object({
    /** The windows (days from today), ascending. */
    Windows: z.array(count),
    /** One row per authority and window, authorities in code order, windows ascending (zero rows included). */
    Expiries: z.array(
      z.object({
        Authority: z.string(),
        WithinDays: count,
        /** Licences whose card expires from today to today + WithinDays, both included. */
        Licences: count,
        /** Of them, those whose holder has booked the renewal since recording this expiry date. */
        Booked: count,
      }),
    ),
  }),
  auth: 'staff',
  extension: true,
  summary: 'Broker licences expiring in the next 30, 60 and 90 days per authority, and renewals booked (staff)',
});

export const staffDashboardEndpoints = {
  dashboardSales,
  dashboardSeats,
  dashboardSeatBookings,
  dashboardOwed,
  dashboardWaitlists,
  dashboardVouchers,
  dashboardMail,
  dashboardBrokers,
} as const;
