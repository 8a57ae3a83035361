import { z } from 'zod';
import { IdSchema, IsoDateSchema } from '../primitives';

/** A dated session of an initiative (docs/product/entities.md#initiative). Full when Registered >= SeatsPerProgram. */
export const InitiativeProgramSchema = z.object({
  /** Chosen name (spec silent): the program id sent to Shared/init-reg as programId. */
  ID: IdSchema,
  StartDate: IsoDateSchema,
  EndDate: IsoDateSchema,
  /** Start time "HH:mm" (spec's spelling "form" kept). */
  TimeSlot_form: z.string(),
  /** End time "HH:mm". */
  TimeSlot_to: z.string(),
  Registered: z.number().int(),
});
export type InitiativeProgram = z.infer<typeof InitiativeProgramSchema>;
