import { z } from 'zod';
import { IdSchema, textSchema } from '../primitives';

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

/** An address line: printed on invoices and shipping labels, so no control or bidi override characters. */
const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .pipe(textSchema(max, { printed: true }));

/** User/save-address body: AddressID null creates a new address. */
export const AddressInputSchema = AddressSchema.extend({
  AddressID: IdSchema.nullable(),
  Label: line(1, 50),
  FullName: line(1, 120),
  Phone: line(5, 20),
  Line1: line(1, 200),
  Line2: line(0, 200).nullable(),
  City: line(1, 80),
  Emirate: line(1, 80),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;
