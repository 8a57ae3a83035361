import { z } from 'zod';
import { IdSchema } from '../primitives';

/** Customer address (beyond the spec: the "addresses" screen and "choose a shipping address" message). */
export const AddressSchema = z.object({
  AddressID: IdSchema,
  /** e.g. "Home", "Office". */
  Label: z.string(),
  FullName: z.string(),
  Phone: z.string(),
  Line1: z.string(),
  Line2: z.string().nullable(),
  City: z.string(),
  /** One of EMIRATES for UAE addresses (free text tolerated). */
  Emirate: z.string(),
  IsDefault: z.boolean(),
});
export type Address = z.infer<typeof AddressSchema>;

/** User/save-address body: AddressID null creates a new address. */
export const AddressInputSchema = AddressSchema.extend({
  AddressID: IdSchema.nullable(),
  Label: z.string().trim().min(1).max(50),
  FullName: z.string().trim().min(1).max(120),
  Phone: z.string().trim().min(5).max(20),
  Line1: z.string().trim().min(1).max(200),
  Line2: z.string().trim().max(200).nullable(),
  City: z.string().trim().min(1).max(80),
  Emirate: z.string().trim().min(1).max(80),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
