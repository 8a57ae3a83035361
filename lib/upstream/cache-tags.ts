/**
 * Cache tags and lifetimes of every cached upstream read, in one place.
 * A read is cached with `unstable_cache(fn, [key], { tags: [TAGS.x], revalidate: LIFETIMES.x })`;
 * the signed revalidation webhook calls `revalidateTag(TAGS.x)` when content changes.
 */
export const TAGS = {
  settings: 'settings',
  metaTags: 'meta-tags',
  pages: 'pages',
  slider: 'slider',
  categories: 'categories',
  partners: 'partners',
  visits: 'visits',
  courses: 'courses',
  programs: 'programs',
  diplomas: 'diplomas',
  memberships: 'memberships',
  instructors: 'instructors',
  blog: 'blog',
  testimonials: 'testimonials',
  albums: 'albums',
  initiatives: 'initiatives',
} as const;

export type CacheTag = (typeof TAGS)[keyof typeof TAGS];

/** Tag of one item, e.g. `tagFor(TAGS.pages, 'about')` → `pages:about`. */
export function tagFor(tag: CacheTag, id: string | number): string {
  return `${tag}:${id}`;
}

/** Seconds. */
export const LIFETIMES = {
  /** Site settings and static pages: rarely change. */
  long: 3600,
  /** Catalogue data: matches `export const revalidate = 300` of catalogue pages. */
  catalogue: 300,
  /** Seats and schedules. */
  short: 60,
  /** The visitor counter. */
  visits: 60,
} as const;
