import { z } from 'zod';
import { IdSchema, IsoDateSchema, MoneySchema } from '../primitives';

/**
 * Extension: a customer's live place on the waitlist of a full program. `Position` is 1 for the next in line (0 while
 * an offer stands); `OfferExpiresAt` is when a seat offered to them passes to the next person.
 */
export const WaitlistPlaceSchema = z.object({
  PriceOptionID: IdSchema,
  ProductId: IdSchema,
  /** The course's Link (slug of its page). */
  Link: z.string().nullable(),
  ProductTitle_en: z.string(),
  ProductTitle_ar: z.string(),
  StartDate: IsoDateSchema,
  EndDate: IsoDateSchema,
  SchedulePrice: MoneySchema,
  Status: z.enum(['waiting', 'offered']),
  Position: z.number().int().min(0),
  JoinedAt: IsoDateSchema,
  OfferExpiresAt: IsoDateSchema.nullable(),
});
export type WaitlistPlace = z.infer<typeof WaitlistPlaceSchema>;

/** joined · already (on the list) · not_full (a seat is on sale: buy it) · closed (not bookable) · booked (holds it). */
export const WaitlistJoinStatusSchema = z.enum(['joined', 'already', 'not_full', 'closed', 'booked']);
export type WaitlistJoinStatus = z.infer<typeof WaitlistJoinStatusSchema>;

/** The caller's standing for one program: none, waiting (with position) or offered (until OfferExpiresAt). */
export const WaitlistStandingSchema = z.object({
  Status: z.enum(['none', 'waiting', 'offered']),
  Position: z.number().int().min(0),
  OfferExpiresAt: IsoDateSchema.nullable(),
});
export type WaitlistStanding = z.infer<typeof WaitlistStandingSchema>;
