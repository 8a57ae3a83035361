import type { CartAnswer } from '@/lib/commerce/cart-view';
import type { BillingDetails } from '@/lib/contract';
import type { TeamCart } from '@/lib/contract/entities/company-buy';
import type { WaitlistJoinStatus, WaitlistStanding } from '@/lib/contract/entities/waitlist';
import type { BulkData } from '@/lib/documents/bulk-types';
import type { BlogCardData, CourseCardData, TestimonialSlideData } from '@/lib/cards/types';
import type { Features } from '@/lib/extensions/availability';

/**
 * What the BFF routes answer, shared by the route handlers and their client callers (types only, no server code,
 * so a client component may import them).
 */

/**
 * Every mutation's answer: `values`: what the message key interpolates (e.g. the minutes of a lock-out); `F`: what
 * a refusal of that route carries besides its key (the upstream's status, its message).
 */
export type BffAnswer<T extends object = object, F extends object = object> =
  ({ ok: true } & T) | ({ ok: false; error: string; values?: Record<string, number | string> } & Partial<F>);

/** GET /api/session: the per-user bits of cached pages; never the token. `wishlist` holds `type:id` keys. */
export type SessionAnswer = {
  loggedIn: boolean;
  firstName: string | null;
  cartCount: number;
  /** Which extensions of the institute's API this upstream has (their UI hides otherwise). */
  features: Features;
  wishlist: string[];
};

/** GET /api/cart. */
export type CartReadAnswer = BffAnswer<CartAnswer>;

/** POST /api/cart/add: the upstream's result (1: added) and the exam's, when one came with a program. */
export type AddToCartAnswer = BffAnswer<{ result: number; exam: number | null }, { result: number }>;

/** GET and POST /api/account/billing: null when the upstream has no billing extension. */
export type BillingAnswer = BffAnswer<{ billing: BillingDetails | null }>;

/** POST /api/company/*: the upstream's Status of a change that went through (created, invited, joined, left…). */
export type CompanyChangeAnswer = BffAnswer<{ status: string }>;

/** The caller's company as team buying needs it (docs/company.md#buying-seats). */
type TeamBuyer = {
  CompanyID: number;
  LegalName_en: string;
  LegalName_ar: string;
  TRN: string;
  IsVerified: boolean;
};

/**
 * GET /api/company/team: the caller's company (null: a visitor, no company, or an API without the extension) and the
 * team lines of their cart (null without any).
 */
export type TeamAnswer = BffAnswer<{ company: TeamBuyer | null; team: TeamCart }>;

/** POST /api/company/team/line: a refusal for seats carries how many the program has left. */
export type TeamLineAnswer = BffAnswer<{ status: 'ok' }, { seatsLeft: number }>;

/** POST /api/company/team/order: where the browser goes next. */
export type TeamOrderAnswer = BffAnswer<{ orderId: string; redirect: string }>;

/** GET /api/staff/bulk-order. */
export type BulkDataAnswer = BffAnswer<BulkData>;

/** POST /api/staff/bulk-order: how many orders were made; a refusal may carry the upstream's own words. */
export type BulkOrderAnswer = BffAnswer<{ count: number }, { message: string | null }>;

// ---------------------------------------------------------------- waitlist and notify-me

type Unavailable = { ok: true; available: false };
type Failed = { ok: false; error: string };

/** GET /api/waitlist?id: whether the extension exists, whether the visitor is signed in, their standing. */
export type StandingAnswer =
  | Unavailable
  | { ok: true; available: true; loggedIn: false }
  | { ok: true; available: true; loggedIn: true; standing: WaitlistStanding }
  | Failed;

/** GET /api/notify-me?id. */
export type NotifyAnswer =
  | Unavailable
  | { ok: true; available: true; loggedIn: false }
  | { ok: true; available: true; loggedIn: true; requested: boolean }
  | Failed;

/** POST /api/waitlist: joining says how it went (a free seat, a closed program…); leaving, whether there was a place. */
export type WaitlistChangeAnswer = BffAnswer<{ status?: WaitlistJoinStatus; left?: boolean }>;

/** POST /api/notify-me. */
export type NotifyChangeAnswer = BffAnswer<{ requested: boolean }>;

// ----------------------------------------------------------------

/** GET /api/blog?page&lang: a further page of the blog. */
export type BlogPageAnswer = { articles: BlogCardData[]; pageSize: number } | { error: 'bad_request' | 'failed' };

/** GET /api/course-cards: course carousels' slides after their first view. */
export type CourseCardsAnswer = { cards: CourseCardData[] } | { error: 'bad_request' | 'failed' };

/** GET /api/testimonials: the home carousel's slides after its first view. */
export type TestimonialsAnswer = { slides: TestimonialSlideData[] } | { error: 'bad_request' | 'failed' };

/** GET /api/visits: the footer's visitor counter. */
export type VisitsAnswer = { count: number } | { error: 'unavailable' };

/** POST /api/enquiry: codes, not message keys; the form has its own label for each. */
export type EnquiryAnswer =
  | { ok: true }
  | {
      ok: false;
      error: 'forbidden' | 'rate_limited' | 'invalid' | 'captcha' | 'failed' | 'too_large';
      fields?: string[];
    };
