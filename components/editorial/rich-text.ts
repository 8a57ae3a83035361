/** Typography for sanitised upstream HTML (articles, bios, pages), with logical properties only: a class of globals.css. */
export const RICH_TEXT = 'prose-editorial';
