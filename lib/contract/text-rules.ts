/**
 * The contract's rules for stored text and its integer bounds, without zod: the browser's forms (lib/validation)
 * check with them, and a module the browser loads must not bring zod's classic API with it. primitives.ts re-exports
 * them for the server.
 */

/** PostgreSQL's `integer`: every numeric id and count of the contract fits in it. */
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
