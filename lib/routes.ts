/**
 * Paths of the site's pages, without their language prefix: pass them to lib/i18n/navigation's Link, redirect or
 * router (which add it), or prefix them with `localePath` where a plain URL is needed (a redirect Response, an
 * e-mail, a form action). Item paths take the upstream's own link text and id, so the page can check both.
 */

/** A path segment from upstream text (a course's Link…), or `fallback` when there is none. */
function segment(value: string | null | undefined, fallback: string): string {
  const text = (value ?? '').trim();
  return encodeURIComponent(text || fallback);
}

export const HOME_PATH = '/home';
/** Where next.config's fallback rewrite sends a path that no route matches (the translated 404 page). */
export const NOT_FOUND_PATH = '/page-not-found';
export const COURSES_PATH = '/courses';
export const ACADEMIC_PROGRAMS_PATH = '/academic-programs';
export const TRAINING_PROGRAMS_PATH = '/training-programs';
export const BLOG_PATH = '/blog';
export const INSTRUCTORS_PATH = '/instructors';
export const INITIATIVES_PATH = '/initiatives';
export const MEDIA_CENTER_PATH = '/media-center';
export const VIDEOS_PATH = '/media-center/videos';
export const GALLERY_PATH = '/media-center/gallery';
export const LOGIN_PATH = '/login';
export const CART_PATH = '/cart';
export const PAYMENT_PATH = '/payment';
export const MY_ACCOUNT_PATH = '/my-account';
export const MY_ORDERS_PATH = '/my-account/my-orders';
export const MEMBERSHIPS_PATH = '/memberships';
export const BOOKS_PATH = '/books';
export const CONTACT_PATH = '/contact';
export const PAYMENT_METHODS_PATH = '/payment-methods';
export const TRAINING_PLAN_PATH = '/training-plan';
export const VERIFY_CERTIFICATE_PATH = '/verify-certificate';
export const FORGET_PASSWORD_PATH = '/forget-password';
export const CREATE_ACCOUNT_PATH = '/create-an-account';
export const PRACTICE_EXAMS_PATH = '/practice-exams';
/** The site search's results: `/search?q=`. */
export const SEARCH_PATH = '/search';

/** `/{lang}{path}`: a path as a URL of one language. */
export function localePath(lang: string, path: string): string {
  return `/${lang}${path}`;
}

/* ------------------------------------------------------------- catalogue */

/** `/course/{Link}/{ProductId}` */
export function coursePath(course: { Link: string | null; ProductId: number }): string {
  return `/course/${segment(course.Link, 'course')}/${course.ProductId}`;
}

/** `/courses/{CatLink}/{CategoryId}` */
export function categoryPath(category: { CatLink: string | null; CategoryId: number }): string {
  return `${COURSES_PATH}/${segment(category.CatLink, 'category')}/${category.CategoryId}`;
}

/** `/academic-program/{DiplomaID}/{Link}` */
export function diplomaPath(diploma: { DiplomaID: number; Link: string | null }): string {
  return `/academic-program/${diploma.DiplomaID}/${segment(diploma.Link, 'program')}`;
}

/** Page `n` of /training-programs: `/training-programs/page/{n}`, page 1 being the list's own path. */
export function programsPagePath(n: number): string {
  return n <= 1 ? TRAINING_PROGRAMS_PATH : `${TRAINING_PROGRAMS_PATH}/page/${n}`;
}

/** The .ics file of a program (app/api/calendar/program/[id]/route.ts), in the page's language. */
export function programCalendarPath(priceOptionId: number, locale: string): string {
  return `/api/calendar/program/${priceOptionId}?lang=${locale === 'ar' ? 'ar' : 'en'}`;
}

/* ------------------------------------------------------ editorial, people */

/** `/blog/article/{ArticleID}/{Link}` */
export function articlePath(article: { ArticleID: number; Link: string | null }): string {
  return `${BLOG_PATH}/article/${article.ArticleID}/${segment(article.Link, 'article')}`;
}

/** `/instructor/{InstructorLink}/{InstructorID}` */
export function instructorPath(instructor: { InstructorLink: string | null; InstructorID: number }): string {
  return `/instructor/${segment(instructor.InstructorLink, 'instructor')}/${instructor.InstructorID}`;
}

/** `/initiatives/{Link}/{InitID}` */
export function initiativePath(initiative: { Link: string | null; InitID: number }): string {
  return `${INITIATIVES_PATH}/${segment(initiative.Link, 'initiative')}/${initiative.InitID}`;
}

/** `/testimonial/{TestimonialID}` */
export function testimonialPath(testimonial: { TestimonialID: number }): string {
  return `/testimonial/${testimonial.TestimonialID}`;
}

/** `/media-center/videos/video-album?id=` (type 2) or `/media-center/gallery/photo-album?id=` (type 1). */
export function albumPath(album: { AlbumID: number; AlbumType: number }): string {
  return album.AlbumType === 2
    ? `${VIDEOS_PATH}/video-album?id=${album.AlbumID}`
    : `${GALLERY_PATH}/photo-album?id=${album.AlbumID}`;
}

/** The static pages (/page/{id}) the menu, the footer, the sitemap and the site search link to. */
export const STATIC_PAGE_IDS = ['about', 'ceo-message', 'partners', 'terms-and-conditions', 'privacy-policy'] as const;

/** `/page/{id}` (about, terms-and-conditions, privacy-policy…) */
export function staticPagePath(id: string): string {
  return `/page/${segment(id, 'page')}`;
}

/** `/verify-certificate?number=`: the public page that verifies a certificate (LinkedIn's certUrl too). */
export function verifyCertificatePath(number?: string | null): string {
  return number ? `${VERIFY_CERTIFICATE_PATH}?number=${encodeURIComponent(number)}` : VERIFY_CERTIFICATE_PATH;
}

/** `/practice-exams/{id}`: an exam (the sample, or a timed exam's start or attempt in progress). */
export function practiceExamPath(examId: number): string {
  return `${PRACTICE_EXAMS_PATH}/${examId}`;
}

/** `/practice-exams/{id}?attempt=`: one attempt of a timed exam (in progress, or its review once submitted). */
export function practiceAttemptPath(examId: number, attemptId: string): string {
  return `${practiceExamPath(examId)}?attempt=${encodeURIComponent(attemptId)}`;
}

/* ------------------------------------------------------ account, sign-in */

/** `/my-account/{page}` (my-profile, my-orders, my-orders/order…) */
export function accountPath(page: string): string {
  return `${MY_ACCOUNT_PATH}/${page}`;
}

/** Where the card page sends the browser back: `/payment?status=success|failed&oid=`. */
export function paymentReturnPath(status: 'success' | 'failed', oid: string): string {
  return `${PAYMENT_PATH}?status=${status}&oid=${encodeURIComponent(oid)}`;
}

/** `/payment-link/{token}`: the pay link the upstream e-mails for an unpaid order. */
export function paymentLinkPath(token: string): string {
  return `/payment-link/${encodeURIComponent(token)}`;
}

/** The orders list, opened on one order when `orderId` is given: `/my-account/my-orders?id=`. */
export function ordersPath(orderId?: string | number | null): string {
  return orderId ? `${MY_ORDERS_PATH}?id=${encodeURIComponent(orderId)}` : MY_ORDERS_PATH;
}

/** One order: `/my-account/my-orders/order?id=` (an OrderID or an OrderUniqueID). */
export function orderPath(orderId: string | number): string {
  return `${MY_ORDERS_PATH}/order?id=${encodeURIComponent(orderId)}`;
}

/** The sign-in page, back to `returnUrl` (a `/{lang}/…` path) afterwards, with the reason it was asked for. */
/** The landing page of a company seat's e-mailed invitation (docs/company.md "Assigning seats"). */
export function seatInvitationPath(token: string): string {
  return `/seat-invitation/${encodeURIComponent(token)}`;
}

export function loginPath(returnUrl?: string | null, reason?: string | null): string {
  const query = [
    returnUrl ? `returnUrl=${encodeURIComponent(returnUrl)}` : '',
    reason ? `reason=${encodeURIComponent(reason)}` : '',
  ].filter(Boolean);
  return query.length ? `${LOGIN_PATH}?${query.join('&')}` : LOGIN_PATH;
}
