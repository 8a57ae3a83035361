/** Typography of upstream HTML (descriptions, membership text) rendered through <SafeHtml>: classes of globals.css. */
export const RICH_TEXT = 'prose-course';

/** The same in a small size (cards). */
export const RICH_TEXT_SM = 'prose-course-sm';
