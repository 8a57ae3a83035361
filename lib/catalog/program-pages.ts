import { TRAINING_PROGRAMS_PATH } from './paths';

/**
 * Programs per page of /training-programs. Every program is a full card (docs/product/screens.md#training-programs) and
 * a card with its island and its Event JSON-LD costs about 9 KB of HTML, so all of them (87 in the demo data, up to
 * 1000) on one page would pass the 400 KB a phone should load (docs/architecture.md#page-weight): the list is paged by
 * path (/training-programs/page/2), each page static, linked from the others and listed in the sitemap, so every
 * program stays reachable and indexable.
 */
export const PROGRAMS_PAGE_SIZE = 24;

/** Locale-less path of page `n` of the list (page 1 is the list's own path). */
export function programsPagePath(n: number): string {
  return n <= 1 ? TRAINING_PROGRAMS_PATH : `${TRAINING_PROGRAMS_PATH}/page/${n}`;
}

/** How many pages `total` programs fill (at least one). */
export function programPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PROGRAMS_PAGE_SIZE));
}
