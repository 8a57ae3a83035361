import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import {
  ACADEMIC_PROGRAMS_PATH,
  albumPath,
  articlePath,
  BLOG_PATH,
  BOOKS_PATH,
  categoryPath,
  CONTACT_PATH,
  coursePath,
  COURSES_PATH,
  diplomaPath,
  GALLERY_PATH,
  HOME_PATH,
  initiativePath,
  INITIATIVES_PATH,
  instructorPath,
  INSTRUCTORS_PATH,
  MEDIA_CENTER_PATH,
  MEMBERSHIPS_PATH,
  PAYMENT_METHODS_PATH,
  programsPagePath,
  STATIC_PAGE_IDS,
  staticPagePath,
  testimonialPath,
  TRAINING_PLAN_PATH,
  TRAINING_PROGRAMS_PATH,
  VIDEOS_PATH,
} from '@/lib/routes';
import { ALBUMS_PAGE_SIZE, BLOG_PAGE_SIZE, type Article } from '@/lib/contract';
import { routing } from '@/lib/i18n/routing';
import { alternatesFor, siteUrl } from '@/lib/seo/hreflang';
import { getDiplomas } from '@/lib/upstream/academic-programs';
import { getCourses, getPrograms } from '@/lib/upstream/courses';
import { getBlog, getTestimonials } from '@/lib/upstream/editorial';
import { listInitiatives } from '@/lib/upstream/initiatives';
import { programPageCount } from '@/lib/catalog/program-pages';
import { getInstructors } from '@/lib/upstream/instructors';
import { getAlbums } from '@/lib/upstream/media';
import { getCategories } from '@/lib/upstream/shared';

type Entry = {
  path: string;
  lastModified?: string;
  priority?: number;
  changeFrequency?: MetadataRoute.Sitemap[number]['changeFrequency'];
};

const STATIC_ROUTES: Entry[] = [
  { path: HOME_PATH, priority: 1, changeFrequency: 'daily' },
  { path: COURSES_PATH, priority: 0.9, changeFrequency: 'daily' },
  { path: ACADEMIC_PROGRAMS_PATH, priority: 0.9, changeFrequency: 'weekly' },
  { path: TRAINING_PROGRAMS_PATH, priority: 0.9, changeFrequency: 'daily' },
  { path: MEMBERSHIPS_PATH, priority: 0.6 },
  { path: BOOKS_PATH, priority: 0.6 },
  { path: INSTRUCTORS_PATH, priority: 0.7 },
  { path: BLOG_PATH, priority: 0.7, changeFrequency: 'weekly' },
  { path: MEDIA_CENTER_PATH, priority: 0.4 },
  { path: VIDEOS_PATH, priority: 0.5 },
  { path: GALLERY_PATH, priority: 0.5 },
  { path: CONTACT_PATH, priority: 0.6 },
  { path: PAYMENT_METHODS_PATH, priority: 0.4 },
  { path: TRAINING_PLAN_PATH, priority: 0.5 },
  { path: INITIATIVES_PATH, priority: 0.6 },
];

/** Static pages of Shared/get-page that the site links to (menu, footer, registration terms). */

/** Upper bounds of the paged lists read for the sitemap. */
const MAX_BLOG_PAGES = 40;
const MAX_ALBUM_PAGES = 20;

async function allArticles(): Promise<Article[]> {
  const all: Article[] = [];
  for (let page = 1; page <= MAX_BLOG_PAGES; page++) {
    const result = await getBlog(page);
    if (!result.ok) break;
    all.push(...result.data);
    if (result.data.length < BLOG_PAGE_SIZE) break;
  }
  return all;
}

async function albumEntries(type: 1 | 2): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; page <= MAX_ALBUM_PAGES; page++) {
    const result = await getAlbums(type, page);
    if (!result.ok) break;
    entries.push(...result.data.albums.map((album) => ({ path: albumPath(album), priority: 0.3 })));
    if (page * ALBUMS_PAGE_SIZE >= result.data.rows.Total || result.data.albums.length === 0) break;
  }
  return entries;
}

async function initiativeEntries(): Promise<Entry[]> {
  const initiatives = await listInitiatives();
  return initiatives.ok ? initiatives.data.map((init) => ({ path: initiativePath(init), priority: 0.5 })) : [];
}

/**
 * Every public URL in both languages, each with its hreflang alternates (en, ar, x-default).
 * Rendered per request, never at build: a build-time copy carried the build's origin (SITE_URL of the machine that
 * built, e.g. localhost:3000) until its first refresh, and only the entries the build could read. Its data comes
 * from the cached readers (the catalogue's and blog's lifetimes and webhook tags), so a request costs no upstream
 * call; the origin is the running server's SITE_URL.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const [courses, categories, diplomas, instructors, articles, testimonials, videos, photos, initiatives, programs] =
    await Promise.all([
      getCourses(),
      getCategories(),
      getDiplomas(),
      getInstructors(),
      allArticles(),
      getTestimonials(),
      albumEntries(2),
      albumEntries(1),
      initiativeEntries(),
      getPrograms(),
    ]);

  const entries: Entry[] = [
    ...STATIC_ROUTES,
    ...STATIC_PAGE_IDS.map((id) => ({ path: staticPagePath(id), priority: 0.4 })),
    ...(categories.ok ? categories.data.map((c) => ({ path: categoryPath(c), priority: 0.7 })) : []),
    ...(courses.ok
      ? courses.data.map((c) => ({ path: coursePath(c), priority: 0.8, changeFrequency: 'weekly' as const }))
      : []),
    ...(diplomas.ok ? diplomas.data.map((d) => ({ path: diplomaPath(d), priority: 0.8 })) : []),
    ...(instructors.ok ? instructors.data.map((i) => ({ path: instructorPath(i), priority: 0.5 })) : []),
    ...articles.map((a) => ({ path: articlePath(a), lastModified: a.PublishDate, priority: 0.6 })),
    ...(testimonials.ok ? testimonials.data.map((t) => ({ path: testimonialPath(t), priority: 0.3 })) : []),
    ...videos,
    ...photos,
    ...initiatives,
    // Pages 2 and on of /training-programs (page 1 is among the static routes).
    ...(programs.ok
      ? Array.from({ length: programPageCount(programs.data.length) - 1 }, (_, i) => ({
          path: programsPagePath(i + 2),
          priority: 0.6,
        }))
      : []),
  ];

  const origin = siteUrl().origin;
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    if (seen.has(entry.path)) return [];
    seen.add(entry.path);
    // The same alternates as the page's own <link rel="alternate">, made absolute.
    const relative = alternatesFor(entry.path, routing.defaultLocale).languages;
    const languages = Object.fromEntries(Object.entries(relative).map(([key, href]) => [key, `${origin}${href}`]));
    return routing.locales.map((locale) => ({
      url: languages[locale],
      lastModified: entry.lastModified,
      changeFrequency: entry.changeFrequency,
      priority: entry.priority,
      alternates: { languages },
    }));
  });
}
