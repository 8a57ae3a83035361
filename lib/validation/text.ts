import * as z from 'zod/mini';

/** Text the forms take as typed, at most `max` characters, with its surrounding spaces dropped. */
export const trimmed = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((v) => v.trim()),
  );

/** A number typed as text (a mobile number, a TRN), at most `max` characters, without the spaces and dashes between. */
export const withoutSeparators = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  );
