/** Locale-less paths of catalogue pages (prefix with the locale, or pass to lib/i18n/navigation's Link). */

function segment(value: string | null | undefined, fallback: string): string {
  const text = (value ?? '').trim();
  return encodeURIComponent(text || fallback);
}

/** `/course/{Link}/{ProductId}` */
export function coursePath(course: { Link: string | null; ProductId: number }): string {
  return `/course/${segment(course.Link, 'course')}/${course.ProductId}`;
}

/** `/courses/{CatLink}/{CategoryId}` */
export function categoryPath(category: { CatLink: string | null; CategoryId: number }): string {
  return `/courses/${segment(category.CatLink, 'category')}/${category.CategoryId}`;
}

/** `/academic-program/{DiplomaID}/{Link}` */
export function diplomaPath(diploma: { DiplomaID: number; Link: string | null }): string {
  return `/academic-program/${diploma.DiplomaID}/${segment(diploma.Link, 'program')}`;
}

/** `/blog/article/{ArticleID}/{Link}` */
export function articlePath(article: { ArticleID: number; Link: string | null }): string {
  return `/blog/article/${article.ArticleID}/${segment(article.Link, 'article')}`;
}

/** The .ics file of a program (app/api/calendar/program/[id]/route.ts), in the page's language. */
export function programCalendarPath(priceOptionId: number, locale: string): string {
  return `/api/calendar/program/${priceOptionId}?lang=${locale === 'ar' ? 'ar' : 'en'}`;
}

export const COURSES_PATH = '/courses';
export const ACADEMIC_PROGRAMS_PATH = '/academic-programs';
export const TRAINING_PROGRAMS_PATH = '/training-programs';
export const HOME_PATH = '/home';
