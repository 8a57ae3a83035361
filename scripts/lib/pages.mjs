// The pages the speed scripts measure (npm run lighthouse, npm run main-thread): home, /courses, a course, a diploma,
// an article and /training-programs, in both languages. The detail pages are the first real catalogue entries of
// their lists. LH_PAGES=home,course keeps only those kinds.

/** The first link of a list page that matches `pattern`: the pages measured are real catalogue entries. */
export async function firstLink(baseUrl, listPath, pattern) {
  const res = await fetch(baseUrl + listPath);
  if (!res.ok) throw new Error(`${listPath}: HTTP ${res.status}`);
  const match = (await res.text()).match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} on ${listPath}`);
  return match[1].replace(/&amp;/g, '&');
}

/** [name, path] of each page to measure. */
export async function measuredPages(baseUrl, only = process.env.LH_PAGES?.split(',')) {
  const pages = [];
  for (const lang of ['en', 'ar']) {
    const link = (list, pattern) =>
      firstLink(baseUrl, `/${lang}/${list}`, new RegExp(`href="(/${lang}/${pattern}/[^"]+)"`));
    pages.push([`home (${lang})`, `/${lang}/home`]);
    pages.push([`courses (${lang})`, `/${lang}/courses`]);
    pages.push([`course (${lang})`, await link('courses', 'course')]);
    pages.push([`diploma (${lang})`, await link('academic-programs', 'academic-program')]);
    pages.push([`article (${lang})`, await link('blog', 'blog/article')]);
    pages.push([`training programs (${lang})`, `/${lang}/training-programs`]);
  }
  return only ? pages.filter(([name]) => only.some((kind) => name.startsWith(kind))) : pages;
}

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
