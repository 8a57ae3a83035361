import { z } from 'zod';
import {
  dubaiDayNumber,
  LICENCE_AUTHORITIES,
  LICENCE_CARD_TYPES,
  licenceIssues,
  type LicenceFields,
} from '../constants/licence';
import { FileIdSchema, IdSchema, IsoDateSchema, LinkSchema, MoneySchema, UuidSchema } from '../primitives';

/**
 * The broker licence (an extension of the institute's API: docs/licence.md): what a customer records of their
 * broker card, and the timeline the API computes from it and the authority's rules (data: renewal-test window,
 * grace after expiry, which catalogue course each step books).
 */
const LicenceAuthoritySchema = z.enum(LICENCE_AUTHORITIES);
const LicenceCardTypeSchema = z.enum(LICENCE_CARD_TYPES);
/** A calendar day `yyyy-MM-dd` (the card's dates are days, not instants). */
const DaySchema = z.iso.date();

/**
 * The body of Licence/save-licence. The checks are licenceIssues' (lib/contract/constants/licence.ts), the same the
 * web's form runs; each issue's message is its code (`authority`, `cardNumber`, `expiryBeforeIssue`, …).
 */
export const LicenceInputSchema = z
  .object({
    Authority: z.string().max(10),
    CardNumber: z.string().max(20),
    CardType: z.string().max(20),
    IssueDate: z.string().max(10),
    ExpiryDate: z.string().max(10),
    /** The employer's trade licence number, when the customer gives it. */
    EmployerTradeLicence: z.string().max(40).nullable(),
    /** A copy of the card (an upload of this customer, User/upload-file), or null. */
    CardCopy: FileIdSchema.nullable(),
    /** Whether the customer wants the reminder e-mails (on unless they turn them off). */
    Reminders: z.boolean(),
    /** Whether a company whose seat the customer accepted sees the expiry date (off unless sent true). */
    ShareWithCompany: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    for (const issue of licenceIssues(v as LicenceFields, dubaiDayNumber(new Date())))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.code });
  });
export type LicenceInput = z.infer<typeof LicenceInputSchema>;

/** What the rules ask of the broker now: the renewal test, the certified course, or the full course again. */
const LicenceStepKindSchema = z.enum(['renewal-test', 'certified-course', 'full-course']);
export type LicenceStepKind = z.infer<typeof LicenceStepKindSchema>;

/** The dated program (PriceOptionID) of the step's course that can be booked now and starts by the deadline. */
const LicenceProgramSchema = z.object({
  PriceOptionID: IdSchema,
  StartDate_DESC: IsoDateSchema,
  EndDate_DESC: IsoDateSchema,
  CourseType_en: z.string(),
  CourseType_ar: z.string(),
  /** Available seats. */
  MaxStudents: z.number().int(),
  SchedulePrice: MoneySchema,
});

const LicenceReminderSchema = z.object({
  /** 'deadline': DaysBefore days before the registration deadline; 'expiry': on the day the card expires. */
  Kind: z.enum(['deadline', 'expiry']),
  DaysBefore: z.number().int().nullable(),
  On: DaySchema,
  /** Whether it has been queued or sent for this expiry date. */
  Sent: z.boolean(),
});

const LicenceTimelineSchema = z.object({
  /** Today in Dubai, as the API computed the timeline. */
  Today: DaySchema,
  /** Days until the card expires (negative once it has). */
  DaysLeft: z.number().int(),
  /** The last day to register for the renewal test (the authority's window before expiry). */
  RegistrationDeadline: DaySchema,
  /** The current step's last day (the registration deadline, or the end of the grace); null for the full course. */
  Deadline: DaySchema.nullable(),
  Step: z.object({
    Kind: LicenceStepKindSchema,
    ProductId: IdSchema,
    Title_en: z.string(),
    Title_ar: z.string(),
    Link: LinkSchema,
  }),
  /** The next program of the step's course that fits before its deadline, or null when none does. */
  Program: LicenceProgramSchema.nullable(),
  /** The customer has booked the step's course since recording this expiry date (reminders stop). */
  Booked: z.boolean(),
  /** The reminder e-mails of this expiry date (empty when the customer turned them off). */
  Reminders: z.array(LicenceReminderSchema),
});
export type LicenceTimeline = z.infer<typeof LicenceTimelineSchema>;

/** The licence as recorded (the data export), without the timeline computed from it. */
export const LicenceRecordSchema = z.object({
  Authority: LicenceAuthoritySchema,
  CardNumber: z.string(),
  CardType: LicenceCardTypeSchema,
  IssueDate: DaySchema,
  ExpiryDate: DaySchema,
  EmployerTradeLicence: z.string().nullable(),
  CardCopy: FileIdSchema.nullable(),
  Reminders: z.boolean(),
  /** The expiry date is shown to the companies whose seats the customer accepted (docs/company.md). */
  ShareWithCompany: z.boolean(),
});

export const LicenceSchema = LicenceRecordSchema.extend({ Timeline: LicenceTimelineSchema });
export type Licence = z.infer<typeof LicenceSchema>;

/** Staff: a customer whose card expires within the days asked (outreach list, CSV). */
export const ExpiringLicenceSchema = z.object({
  UniqueID: UuidSchema,
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  MobileNumber: z.string().nullable(),
  PreferredLanguage: z.enum(['en', 'ar']),
  Authority: LicenceAuthoritySchema,
  CardNumber: z.string(),
  CardType: LicenceCardTypeSchema,
  ExpiryDate: DaySchema,
  DaysLeft: z.number().int(),
  /** Booked the renewal (or the step the rules now ask for) since recording this expiry. */
  Booked: z.boolean(),
});
export type ExpiringLicence = z.infer<typeof ExpiringLicenceSchema>;
