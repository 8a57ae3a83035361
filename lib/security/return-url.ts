import { hasLocale } from 'next-intl';
import { routing } from '@/lib/i18n/routing';

const PLACEHOLDER_ORIGIN = 'http://site.invalid';
// Control characters (C0, DEL, C1) and the invisible direction/format marks that can disguise a URL.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/;
const LANG_PATH = new RegExp(`^/(?:${routing.locales.join('|')})(?:[/?#]|$)`);

/** Where to go when a returnUrl is missing or unsafe. */
export function homePath(lang: string): string {
  const safeLang = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  return `/${safeLang}/home`;
}

/** Decodes percent-escapes repeatedly (at most 4 rounds) so `%252F%252F` is seen as `//`. Null when malformed. */
function decodeFully(value: string): string | null {
  let current = value;
  for (let i = 0; i < 4; i++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null; // still changing after 4 rounds: refuse
}

/**
 * An open-redirect guard: returns `raw` only when it is a relative path inside this site under a language
 * (`/en/...` or `/ar/...`); anything else (absolute URLs, `//host`, `/\host`, encoded variants, backslashes,
 * `javascript:`, `data:`, control characters, paths that climb out of the language) gives `/{lang}/home`.
 */
export function safeReturnUrl(raw: unknown, lang: string): string {
  const fallback = homePath(lang);
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  const decoded = decodeFully(raw);
  if (decoded === null) return fallback;
  for (const form of [raw, decoded]) {
    if (UNSAFE_CHARS.test(form) || form.includes('\\')) return fallback;
    if (!form.startsWith('/') || form.startsWith('//')) return fallback;
    if (!LANG_PATH.test(form)) return fallback;
    // No empty or dot segments in the path, even encoded: `/en/%2F..%2F..%2F%2Fhost` is refused.
    const pathOnly = form.split(/[?#]/, 1)[0];
    if (/\/\/|(^|\/)\.{1,2}(\/|$)/.test(pathOnly)) return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // After dot-segment removal (`/en/../../x`), the path must still sit under a language and not start with `//`.
  if (path.startsWith('//') || !LANG_PATH.test(path) || !LANG_PATH.test(decodeFully(url.pathname) ?? ''))
    return fallback;
  return path;
}
