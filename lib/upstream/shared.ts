import 'server-only';
import * as contract from '@/lib/contract';
import type { EnquiryRequest } from '@/lib/contract/entities/enquiry';
import { cachedRead } from './cached';
import { LIFETIMES, TAGS, tagFor } from './cache-tags';
import { upstreamFetch } from './client';

// Shared/* reads for public pages. Bilingual payloads (`_en` / `_ar`), so one cache entry serves
// both languages and no caller context is needed: these calls are anonymous.

export function getSettings() {
  return cachedRead(['Shared/get-settings'], { tags: [TAGS.settings], revalidate: LIFETIMES.long }, () =>
    upstreamFetch(contract.getSettings),
  );
}

/** Page meta for `generateMetadata` (id = page key, e.g. 'home'). */
export function getMetaTags(id: string) {
  return cachedRead(
    ['Shared/get-meta-tags', id],
    { tags: [TAGS.metaTags, tagFor(TAGS.metaTags, id)], revalidate: LIFETIMES.long },
    () => upstreamFetch(contract.getMetaTags, { query: { id } }),
  );
}

export function getPage(id: string) {
  return cachedRead(
    ['Shared/get-page', id],
    { tags: [TAGS.pages, tagFor(TAGS.pages, id)], revalidate: LIFETIMES.long },
    () => upstreamFetch(contract.getPage, { query: { id } }),
  );
}

export function getSlider() {
  return cachedRead(['Shared/get-slider'], { tags: [TAGS.slider], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getSlider),
  );
}

export function getCategories() {
  return cachedRead(['Shared/get-categories'], { tags: [TAGS.categories], revalidate: LIFETIMES.catalogue }, () =>
    upstreamFetch(contract.getCategories),
  );
}

export function getPartners() {
  return cachedRead(['Shared/get-partners'], { tags: [TAGS.partners], revalidate: LIFETIMES.long }, () =>
    upstreamFetch(contract.getPartners),
  );
}

/** The visitor counter: cached briefly so a burst of footers costs one upstream call a minute. */
export function getVisits() {
  return cachedRead(['Shared/get-visits'], { tags: [TAGS.visits], revalidate: LIFETIMES.visits }, () =>
    upstreamFetch(contract.getVisits),
  );
}

/** Records one visit (never cached). */
export function recordVisit(ctx?: { lang?: 'en' | 'ar'; deviceId?: string; country?: string }) {
  return upstreamFetch(contract.visit, { ctx });
}

/** Sends the contact or course-interest enquiry (Shared/send-message); the data is the upstream's success flag. */
export function sendMessage(message: EnquiryRequest) {
  return upstreamFetch(contract.sendMessage, { body: message });
}
