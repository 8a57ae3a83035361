import { routing, type AppLocale } from './routing';

/**
 * Turns a link from upstream data into an href for `locale`: external http(s) URLs stay as they are;
 * site paths (`/courses`, `courses`) get the language prefix unless they already have one.
 * Anything else (javascript:, data:, protocol-relative) gives null.
 */
export function localizeHref(link: string | null | undefined, locale: AppLocale): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const path = value.startsWith('/') ? value : `/${value}`;
  const prefixed = routing.locales.some(
    (l) => path === `/${l}` || path.startsWith(`/${l}/`) || path.startsWith(`/${l}?`),
  );
  return prefixed ? path : `/${locale}${path}`;
}
