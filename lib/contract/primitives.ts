import { z } from 'zod';
import { hasUnsafeCharacters, UNSAFE_CHARACTERS, type TextRules } from './text-rules';

/** Numeric catalogue id (ProductId, PriceOptionID, CategoryId, DiplomaID, ArticleID, …): a PostgreSQL integer. */
export const IdSchema = z.number().int().min(-2_147_483_648).max(2_147_483_647);
/** UUID string (user UniqueID, file ids). Lenient on version bits so hand-written seed ids pass. */
export const UuidSchema = z.guid();
/** File id: a UUID; the all-zero id (EMPTY_FILE_ID) means "no file". */
export const FileIdSchema = z.guid();
/** ISO 8601 date-time (`2026-12-01T09:00:00.000Z`) or a plain date (`2026-12-01`). */
export const IsoDateSchema = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);
/** Money in AED, a number with up to 2 decimals (computed on the server from integer fils). */
export const MoneySchema = z.number();
/** Interface / content language. */
export const LangSchema = z.enum(['en', 'ar']);
/** A relative slug or URL path (`Link`, `CatLink`, …). */
export const LinkSchema = z.string();
/** HTML markup (rendered only through SafeHtml on the web). */
export const HtmlSchema = z.string();
/** Yes/no flag that travels as 0 or 1 (only where the spec says so, e.g. bulk-order `Selected`). */
export const ZeroOneSchema = z.literal([0, 1]);

/** Integer query parameter: accepts a number or its text (query strings are text); a PostgreSQL integer. */
export const queryInt = () => z.coerce.number<string | number>().int().min(-2_147_483_648).max(2_147_483_647);
/**
 * A catalogue id that must exist (1 and up), in a body and as a query parameter. One lower bound (`min(1)`, not
 * `.positive()` on top of IdSchema's), so the published document says `minimum: 1` instead of two bounds at once.
 */
/**
 * An integer query parameter that `out` checks further (a literal's values, a lower bound). The published document
 * would show the parameter as queryInt() alone (the generator documents a pipe by its input): `.meta` adds what
 * zod's own JSON Schema of `out` says (enum, minimum, …), so the document allows what the server allows.
 */
export function queryIntOf<T extends z.ZodType<number, number>>(out: T) {
  const { $schema: _schema, type: _type, ...rules } = z.toJSONSchema(out) as Record<string, unknown>;
  return queryInt().pipe(out).meta(rules);
}
export const PositiveIdSchema = z.number().int().min(1).max(2_147_483_647);
export const queryPositiveInt = () => z.coerce.number<string | number>().int().min(1).max(2_147_483_647);

// The text rules live in a zod-free module, so that the browser's forms can use them without zod.
export type { TextRules } from './text-rules';

/** Text sent to the upstream: at most `max` characters, none of hasUnsafeCharacters'. */
export const textSchema = (max: number, rules: TextRules = {}) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasUnsafeCharacters(v, rules), UNSAFE_CHARACTERS);
