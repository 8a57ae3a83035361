import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing, type AppLocale } from './routing';

/*
 * The one locale guard of app/[lang]. The `[lang]` segment matches any string, so each page and layout checks it
 * before rendering, and tells next-intl the locale for static rendering (setRequestLocale: a layout and its page
 * render apart, so each must). Params arrive typed by `next typegen` (`PageProps<'/[lang]/…'>`,
 * `LayoutProps<'/[lang]'>`, `RouteContext<…>`, global types); these hand them back with `lang` narrowed.
 */

type WithLocale<P extends { lang: string }, L> = Omit<P, 'lang'> & { lang: L };

/** Pages and layouts: an unknown locale is a 404; a known one becomes the request's locale for next-intl. */
export async function pageParams<P extends { lang: string }>(params: Promise<P>): Promise<WithLocale<P, AppLocale>> {
  const resolved = await params;
  const { lang } = resolved;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  return { ...resolved, lang };
}

/**
 * generateMetadata and route handlers: `lang` is null for an unknown locale (the metadata is then empty, a handler
 * answers 404 itself). No side effect: nothing thrown, the request's locale not set.
 */
export async function metadataParams<P extends { lang: string }>(
  params: Promise<P>,
): Promise<WithLocale<P, AppLocale | null>> {
  const resolved = await params;
  return { ...resolved, lang: hasLocale(routing.locales, resolved.lang) ? resolved.lang : null };
}
