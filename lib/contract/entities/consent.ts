import { z } from 'zod';
import { IsoDateSchema } from '../primitives';

/**
 * Consents (extension; UAE PDPL): each kind is recorded separately with the time and the version of the text
 * the customer saw. `terms` and `privacy` are required to hold an account (given at sign-up); `marketing`
 * (promotional e-mails) is optional, off unless given, and can be withdrawn at any time in My Account.
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'marketing'] as const;
const ConsentKindSchema = z.enum(CONSENT_KINDS);
export type ConsentKind = z.infer<typeof ConsentKindSchema>;

/** Where the choice was made. */
export const CONSENT_SOURCES = ['sign-up', 'profile', 'privacy'] as const;
const ConsentSourceSchema = z.enum(CONSENT_SOURCES);

/** One recorded choice: the current state of a kind, or one entry of its history (data export). */
export const ConsentSchema = z.object({
  Kind: ConsentKindSchema,
  Granted: z.boolean(),
  /** The version of the text agreed to (e.g. the date of the terms, privacy policy or marketing wording). */
  Version: z.string(),
  RecordedAt: IsoDateSchema,
  Source: ConsentSourceSchema,
});
export type Consent = z.infer<typeof ConsentSchema>;

/** One choice to record. */
const ConsentInputSchema = z.object({
  Kind: ConsentKindSchema,
  Granted: z.boolean(),
  Version: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[\w.-]+$/),
});

/** User/set-consents body: one to three choices (each kind at most once). */
export const SetConsentsSchema = z.object({
  Consents: z
    .array(ConsentInputSchema)
    .min(1)
    .max(CONSENT_KINDS.length)
    .refine((list) => new Set(list.map((c) => c.Kind)).size === list.length, 'duplicate_kind'),
  Source: ConsentSourceSchema,
});
export type SetConsents = z.infer<typeof SetConsentsSchema>;
