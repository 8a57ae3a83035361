import { createElement } from 'react';

/*
 * The part of lib/seo/jsonld.ts that client components may import (no catalogue, money or HTML helpers): a course
 * list's island writes its ItemList from the fields it already has (components/catalog/course-card-list.tsx), so the
 * list is in the page's HTML but not a second time in its flight data.
 */

export type JsonLdObject = { [key: string]: unknown };
export const CONTEXT = 'https://schema.org';

export function abs(origin: string, path: string): string {
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).toString();
}

/** Absolute URL of a locale page: `pageUrl(origin, 'ar', '/courses')` → `https://site/ar/courses`. */
export function pageUrl(origin: string, locale: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return abs(origin, `/${locale}${clean === '/' ? '' : clean}`);
}

/** Drops undefined / null / empty-string members, so the output holds only what is known. */
export function clean<T extends JsonLdObject>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

export type ItemListEntry = { url: string; name?: string };

/** ItemList of pages (course lists: `courses.map(c => ({ url, name }))`). */
export function itemListJsonLd(items: ItemListEntry[], name?: string): JsonLdObject {
  return clean({
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) =>
      clean({ '@type': 'ListItem', position: i + 1, url: item.url, name: item.name }),
    ),
  });
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>`, `&` and the JS line separators are written as
 * \u escapes, so no text of the data (e.g. `</script>`) can close the script or open markup.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** <script type="application/ld+json"> with the escaped data; server and client components render it alike. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return createElement('script', {
    type: 'application/ld+json',
    dangerouslySetInnerHTML: { __html: serializeJsonLd(data) },
  });
}
