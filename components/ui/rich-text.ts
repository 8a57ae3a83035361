/**
 * Typography of sanitised upstream HTML rendered through <SafeHtml>, with logical properties only: classes of
 * globals.css.
 */
export const RICH_TEXT = {
  /** Course and diploma descriptions. */
  course: 'prose-course',
  /** The course typography in a small size (cards, order lines). */
  courseSmall: 'prose-course-sm',
  /** Articles, bios, pages and albums. */
  editorial: 'prose-editorial',
} as const;
