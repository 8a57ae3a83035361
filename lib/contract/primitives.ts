import { z } from 'zod';

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
export type Lang = z.infer<typeof LangSchema>;
/** A relative slug or URL path (`Link`, `CatLink`, …). */
export const LinkSchema = z.string();
/** HTML markup (rendered only through SafeHtml on the web). */
export const HtmlSchema = z.string();
/** Yes/no flag that travels as 0 or 1 (only where the spec says so, e.g. bulk-order `Selected`). */
export const ZeroOneSchema = z.literal([0, 1]);

/** Integer query parameter: accepts a number or its text (query strings are text); a PostgreSQL integer. */
export const queryInt = () => z.coerce.number<string | number>().int().min(-2_147_483_648).max(2_147_483_647);

/** PostgreSQL's `integer`: every numeric id and count of the contract fits in it. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export type TextRules = {
  /** Tab and line breaks allowed (a message, an e-mail body). */
  multiline?: boolean;
  /** Printed on documents (names, addresses): bidi embedding, override and isolate controls are refused too. */
  printed?: boolean;
};

/**
 * True when `value` holds a character no stored text should: C0 and C1 controls and DEL (PostgreSQL refuses NUL
 * outright), tab and line breaks outside multi-line text, and in printed text the bidi controls (U+202A-U+202E,
 * U+2066-U+2069) that would reorder a name on a certificate or an invoice.
 */
export function hasUnsafeCharacters(value: string, rules: TextRules = {}): boolean {
  for (const ch of value) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20 && !(rules.multiline && (c === 0x09 || c === 0x0a || c === 0x0d))) return true;
    if (c >= 0x7f && c <= 0x9f) return true;
    if (rules.printed && ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))) return true;
  }
  return false;
}

/** `value` without the characters hasUnsafeCharacters refuses (for free text where refusing helps nobody). */
export function withoutUnsafeCharacters(value: string, rules: TextRules = {}): string {
  return [...value].filter((ch) => !hasUnsafeCharacters(ch, rules)).join('');
}

/** The issue message of refused characters (the upstream's 400 says it; the web shows security.invalidCharacters). */
export const UNSAFE_CHARACTERS = 'unsafe_characters';

/** Text sent to the upstream: at most `max` characters, none of hasUnsafeCharacters'. */
export const textSchema = (max: number, rules: TextRules = {}) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasUnsafeCharacters(v, rules), UNSAFE_CHARACTERS);
