import * as z from 'zod/mini';
import { SEAT_CSV_MAX_BYTES } from '@/lib/company-seats/csv-parse';
import { EMAIL_PATTERN } from './enquiry';

/**
 * The Seats area's forms and their BFF (/api/company/seats/*), checked in the browser and again by the BFF; the
 * upstream checks each row's e-mail itself and reports it (a CSV's bad rows are results, not a refused request).
 */
const MSG = {
  email: 'companySeats.errors.email',
  file: 'companySeats.errors.file',
  invalid: 'companySeats.errors.invalid',
} as const;

const id = () => z.number({ message: MSG.invalid }).check(z.int(), z.positive());
const itemType = () => z.enum(['program', 'diploma', 'membership'], { message: MSG.invalid });
const email = () =>
  z.pipe(
    z.string({ message: MSG.email }).check(z.maxLength(254, MSG.email)),
    z.transform((v) => v.trim()),
  );

/** One agent by e-mail. */
export const AssignSeatFormSchema = z
  .object({ CompanyID: id(), ItemType: itemType(), ItemID: id(), Email: email() })
  .check(
    z.superRefine((v, ctx) => {
      if (!EMAIL_PATTERN.test(v.Email)) ctx.addIssue({ code: 'custom', path: ['Email'], message: MSG.email });
    }),
  );

/** A CSV file's text (read in the browser), at most SEAT_CSV_MAX_BYTES. */
export const AssignCsvFormSchema = z.object({
  CompanyID: id(),
  ItemType: itemType(),
  ItemID: id(),
  Csv: z.string({ message: MSG.file }).check(z.minLength(1, MSG.file), z.maxLength(SEAT_CSV_MAX_BYTES, MSG.file)),
});

export const ChangeSeatFormSchema = z
  .object({
    CompanyID: id(),
    SeatID: id(),
    Action: z.enum(['unassign', 'reassign'], { message: MSG.invalid }),
    Email: z.optional(email()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.Action === 'reassign' && !EMAIL_PATTERN.test(v.Email ?? ''))
        ctx.addIssue({ code: 'custom', path: ['Email'], message: MSG.email });
    }),
  );

export const AnswerSeatFormSchema = z.object({
  Token: z.string({ message: MSG.invalid }).check(z.regex(/^[0-9a-f-]{36}$/i, MSG.invalid)),
  Accept: z.boolean({ message: MSG.invalid }),
});
