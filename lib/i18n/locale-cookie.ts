/**
 * The language a visitor chose with the language switch, remembered for a year (next-intl's NEXT_LOCALE cookie):
 * `/` and unprefixed paths redirect to it before the browser's Accept-Language is considered (proxy.ts). It is
 * written only in the browser, by the switch: no page response sets it, so cached pages carry no Set-Cookie.
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function rememberLocale(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
