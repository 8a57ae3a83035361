import { z } from 'zod';
import { IdSchema, IsoDateSchema, LangSchema, PositiveIdSchema } from '../primitives';

/**
 * Company seats (a contract extension, docs/company.md "Assigning seats"): each seat a company bought is open,
 * invited (an e-mail named, not answered) or accepted (the agent's own booking exists). The upstream checks on every
 * call that the caller is an admin of the company named (staff may read any); a refusal is a `Status` in `data`.
 */
const SEAT_ITEM_TYPES = ['program', 'diploma', 'membership'] as const;
const SeatStateSchema = z.enum(['open', 'invited', 'accepted']);

/** Why a row of an assignment was refused (each has its translated message on the web). */
const SEAT_REFUSALS = ['bad_email', 'duplicate', 'no_seat_left', 'already_booked', 'too_late', 'bad_language'] as const;
const SeatRefusalSchema = z.enum(SEAT_REFUSALS);
export type SeatRefusal = z.infer<typeof SeatRefusalSchema>;

const CompanySeatSchema = z.object({
  SeatID: IdSchema,
  State: SeatStateSchema,
  /** The agent's e-mail (invited or accepted), null while open. */
  Email: z.string().nullable(),
  /** The agent's name when they have an account, else ''. */
  Name: z.string(),
  AssignedDate: IsoDateSchema.nullable(),
  AcceptedDate: IsoDateSchema.nullable(),
  Attended: z.boolean(),
  Certified: z.boolean(),
  /** The agent's broker licence expiry, only when they chose to share it with their company. */
  LicenceExpiry: IsoDateSchema.nullable(),
});

/** One program (or diploma, membership) the company bought seats of, with its counts and its seats. */
const SeatProgramSchema = z.object({
  ItemType: z.enum(SEAT_ITEM_TYPES),
  ItemID: IdSchema,
  Title_en: z.string(),
  Title_ar: z.string(),
  StartDate: IsoDateSchema.nullable(),
  /** Seats can be assigned, reassigned and unassigned until then (null: no deadline). */
  ChangeDeadline: IsoDateSchema.nullable(),
  CanChange: z.boolean(),
  Bought: z.number().int(),
  Assigned: z.number().int(),
  Accepted: z.number().int(),
  Attended: z.number().int(),
  Certified: z.number().int(),
  Seats: z.array(CompanySeatSchema),
});
export type SeatProgram = z.infer<typeof SeatProgramSchema>;

/** CompanySeats/get-seats: `not_admin` (and no programs) unless the caller is the company's admin or staff. */
export const CompanySeatsSchema = z.object({
  Status: z.enum(['ok', 'not_admin']),
  Programs: z.array(SeatProgramSchema),
});
export type CompanySeats = z.infer<typeof CompanySeatsSchema>;

/** One agent to assign a seat to, as typed or read from a CSV row (the upstream checks the e-mail itself). */
const SeatRowInputSchema = z.object({
  Email: z.string().max(320),
  FirstName: z.string().max(120).optional(),
  LastName: z.string().max(120).optional(),
  /** en or ar (or empty): the invitation's language when the agent has no account. */
  Language: z.string().max(20).optional(),
});

export const AssignSeatsInputSchema = z.object({
  CompanyID: PositiveIdSchema,
  ItemType: z.enum(SEAT_ITEM_TYPES),
  ItemID: PositiveIdSchema,
  /** The admin's page language: the invitation's language for an agent with no account and no Language. */
  Lang: LangSchema,
  Rows: z.array(SeatRowInputSchema).min(1).max(500),
});
export type AssignSeatsInput = z.infer<typeof AssignSeatsInputSchema>;

const SeatRowResultSchema = z.object({
  /** 1-based, in the order sent. */
  Row: z.number().int(),
  Email: z.string(),
  /** assigned: the agent has an account; invited: not yet (both are e-mailed); refused: nothing changed. */
  Result: z.enum(['assigned', 'invited', 'refused']),
  Reason: SeatRefusalSchema.nullable(),
});
export type SeatRowResult = z.infer<typeof SeatRowResultSchema>;

/** assign-seats: `done` with a result per row (each row applied whole or not at all), or refused whole. */
export const AssignSeatsResultSchema = z.object({
  Status: z.enum(['done', 'not_admin', 'too_late']),
  Rows: z.array(SeatRowResultSchema),
});

export const ChangeSeatInputSchema = z.object({
  CompanyID: PositiveIdSchema,
  SeatID: PositiveIdSchema,
  /** unassign: the seat goes back to open. reassign: to Email instead (the former agent is told). */
  Action: z.enum(['unassign', 'reassign']),
  Email: z.string().max(320).optional(),
  Lang: LangSchema,
});

export const ChangeSeatResultSchema = z.object({
  Status: z.enum(['unassigned', 'reassigned', 'not_admin', 'gone', ...SEAT_REFUSALS]),
});

/** A seat the caller was invited to (by their account's e-mail), not answered yet. */
const SeatInvitationSchema = z.object({
  Token: z.guid(),
  CompanyName_en: z.string(),
  CompanyName_ar: z.string(),
  ItemType: z.enum(SEAT_ITEM_TYPES),
  ItemID: IdSchema,
  Title_en: z.string(),
  Title_ar: z.string(),
  StartDate: IsoDateSchema.nullable(),
  InvitedDate: IsoDateSchema,
});
export type SeatInvitation = z.infer<typeof SeatInvitationSchema>;

export const MySeatInvitationsSchema = z.array(SeatInvitationSchema);

/** get-seat-invitation: the invitation of this link; `not_for_you` when it names another e-mail; `gone`. */
export const SeatInvitationResultSchema = z.object({
  Status: z.enum(['ok', 'gone', 'not_for_you']),
  Invitation: SeatInvitationSchema.nullable(),
});

export const AnswerSeatInputSchema = z.object({ Token: z.guid(), Accept: z.boolean() });

export const AnswerSeatResultSchema = z.object({
  Status: z.enum(['accepted', 'declined', 'gone', 'not_for_you', 'already_booked', 'too_late']),
});

/** Staff dashboard: seats bought vs assigned, per company and program (live company orders only). */
export const SeatTotalsSchema = z.array(
  z.object({
    CompanyID: IdSchema,
    CompanyName_en: z.string(),
    CompanyName_ar: z.string(),
    ItemType: z.enum(SEAT_ITEM_TYPES),
    ItemID: IdSchema,
    Title_en: z.string(),
    Title_ar: z.string(),
    Bought: z.number().int(),
    Assigned: z.number().int(),
    Accepted: z.number().int(),
  }),
);
export type SeatTotals = z.infer<typeof SeatTotalsSchema>;
