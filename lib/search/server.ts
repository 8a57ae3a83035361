import 'server-only';
import { after } from 'next/server';
import { ALL_COURSES_ID, BLOG_PAGE_SIZE } from '@/lib/contract/constants/limits';
import { MemType } from '@/lib/contract/constants/media-types';
import { STATIC_PAGE_IDS } from '@/lib/routes';
import { logger } from '@/lib/log';
import { getDiplomas } from '@/lib/upstream/academic-programs';
import { LIFETIMES } from '@/lib/upstream/cache-tags';
import { getCourses, getPrograms } from '@/lib/upstream/courses';
import { getBlog } from '@/lib/upstream/editorial';
import { getInstructors } from '@/lib/upstream/instructors';
import { getMembershipsAndBooks } from '@/lib/upstream/memberships-and-books';
import { getPage } from '@/lib/upstream/shared';
import type { SearchCatalogue } from './documents';
import { SiteSearch } from './engine';

/** The blog is read page by page; this many pages at most (24 articles each). */
const MAX_BLOG_PAGES = 20;

/**
 * The catalogue from the cached reads (lib/upstream): no upstream call while the cache holds them. Null when the
 * course list cannot be read; another kind that fails is left out until the next refresh.
 */
async function loadCatalogue(): Promise<SearchCatalogue | null> {
  const [courses, diplomas, programs, instructors, books, memberships, pages] = await Promise.all([
    getCourses(ALL_COURSES_ID),
    getDiplomas(),
    getPrograms(),
    getInstructors(),
    getMembershipsAndBooks(MemType.Book),
    getMembershipsAndBooks(MemType.Membership),
    Promise.all(STATIC_PAGE_IDS.map(async (id) => ({ id, page: await getPage(id) }))),
  ]);
  if (!courses.ok) return null;
  const articles = [];
  for (let page = 1; page <= MAX_BLOG_PAGES; page++) {
    const blog = await getBlog(page);
    if (!blog.ok) break;
    articles.push(...blog.data);
    if (blog.data.length < BLOG_PAGE_SIZE) break;
  }
  return {
    courses: courses.data,
    diplomas: diplomas.ok ? diplomas.data : [],
    programs: programs.ok ? programs.data : [],
    instructors: instructors.ok ? instructors.data : [],
    articles,
    pages: pages.flatMap(({ id, page }) => (page.ok ? [{ id, page: page.data }] : [])),
    books: books.ok ? books.data : [],
    memberships: memberships.ok ? memberships.data : [],
  };
}

type Holder = {
  search: SiteSearch | null;
  /** JSON of the catalogue it was built from: a refresh that reads the same builds nothing. */
  source: string;
  checkedAt: number;
  refreshing: Promise<SiteSearch | null> | null;
};

// One index per process: route handlers and pages are separate bundles, so the holder lives on globalThis.
const KEY = Symbol.for('site-search.index');
const holder = ((globalThis as Record<symbol, Holder | undefined>)[KEY] ??= {
  search: null,
  source: '',
  checkedAt: 0,
  refreshing: null,
});

function refresh(): Promise<SiteSearch | null> {
  holder.refreshing ??= (async () => {
    try {
      const catalogue = await loadCatalogue();
      holder.checkedAt = Date.now();
      if (!catalogue) return holder.search;
      const source = JSON.stringify(catalogue);
      if (source !== holder.source || !holder.search) {
        const started = performance.now();
        holder.search = SiteSearch.fromCatalogue(catalogue);
        holder.source = source;
        logger.info(
          { name: 'search', items: holder.search.size, ms: Math.round(performance.now() - started) },
          'search index built',
        );
      }
      return holder.search;
    } finally {
      holder.refreshing = null;
    }
  })();
  return holder.refreshing;
}

/**
 * The site search over the cached catalogue, kept in memory. Built on first use; afterwards, once the catalogue's
 * cache lifetime has passed, the next call answers from the index it has and re-reads the cached catalogue after
 * its response (stale-while-revalidate), rebuilding only when the catalogue changed. The revalidation webhook's tags
 * expire those cached reads, so a change reaches the index within one lifetime. Null when the course list cannot
 * be read (callers show their error state).
 */
export async function getSiteSearch(): Promise<SiteSearch | null> {
  if (!holder.search) return refresh();
  if (Date.now() - holder.checkedAt > LIFETIMES.catalogue * 1000 && !holder.refreshing) {
    after(() => refresh().then(() => undefined));
  }
  return holder.search;
}
