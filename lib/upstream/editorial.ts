import 'server-only';
import * as contract from '@/lib/contract';
import { BLOG_PAGE_SIZE, TESTIMONIALS_LIMIT } from '@/lib/contract/constants/limits';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

// Blog and testimonials (Shared/get-blog, get-article, get-testimonial(s)). Anonymous, bilingual payloads:
// one cache entry serves both languages.

/** One page (1-based) of `top` articles, newest first. More may exist while a page is full. */
export function getBlog(page = 1, top: number = BLOG_PAGE_SIZE) {
  return cachedRead(['Shared/get-blog', top, page], { tags: [TAGS.blog], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getBlog, { query: page > 1 ? { top, page } : { top } }),
  );
}

export function getArticle(id: number) {
  return cachedRead(
    ['Shared/get-article', id],
    { tags: [TAGS.blog, tagFor(TAGS.blog, id)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getArticle, { query: { id } }),
  );
}

/**
 * A testimonial. Its unsuffixed fields follow x-lang, so the reader asks in English and pages pick the
 * `_en` / `_ar` extras (falling back to the unsuffixed fields): one cache entry for both languages.
 */
export function getTestimonial(id: number) {
  return cachedRead(
    ['Shared/get-testimonial', id],
    { tags: [TAGS.testimonials, tagFor(TAGS.testimonials, id)], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getTestimonial, { query: { id } }),
  );
}

export function getTestimonials(top: number = TESTIMONIALS_LIMIT) {
  return cachedRead(
    ['Shared/get-testimonials', top],
    { tags: [TAGS.testimonials], revalidate: LIFETIMES.catalogue },
    () => upstreamFetch(contract.getTestimonials, { query: { top } }),
  );
}
