import { z } from 'zod';
import { IdSchema } from '../primitives';

/** Country of the built-in list (~240). UAE is CountryID 1, ISO AE, PhoneCode 971. */
export const CountrySchema = z.object({
  CountryID: IdSchema,
  CountryName: z.string(),
  /** ISO 3166-1 alpha-2. */
  ISO: z.string().length(2),
  PhoneCode: z.number().int(),
});
export type Country = z.infer<typeof CountrySchema>;
