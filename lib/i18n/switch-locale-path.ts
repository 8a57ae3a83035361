import { routing, type AppLocale } from './routing';

const LOCALE_RE = new RegExp(`^/(${routing.locales.join('|')})(?=/|$)`);

/**
 * The language switch: the same path, query and hash in the other language.
 * `/en/courses?x=1#top` → `/ar/courses?x=1#top`; `/courses` → `/ar/courses`; `/` → `/ar`.
 * Accepts a path (with optional `?query` and `#hash`), never a full URL.
 */
export function switchLocalePath(href: string, target: AppLocale): string {
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const bare = absolute.replace(LOCALE_RE, '');
  const tail = bare === '/' ? '' : bare;
  return `/${target}${tail}${rest}`;
}
