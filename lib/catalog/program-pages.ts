/**
 * Programs per page of /training-programs. Every program is a full card, and a card with its island and its Event
 * JSON-LD adds HTML and elements that React hydrates, so all of them (87 in the demo data, up to 1000) on one page
 * would pass the 400 KB a phone should load, and even 24 kept a phone's main thread blocked past Lighthouse's target
 * (docs/performance.md#html-and-flight-data): the list is paged by path (`programsPagePath` of
 * lib/routes.ts), each page static, linked from the others and listed in the sitemap, so every program stays
 * reachable and indexable. Twelve fill four rows of the widest grid.
 */
export const PROGRAMS_PAGE_SIZE = 12;

/** How many pages `total` programs fill (at least one). */
export function programPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PROGRAMS_PAGE_SIZE));
}
