// Plain text of upstream HTML (timings, descriptions, articles) for meta tags, JSON-LD, calendar files, PDFs and
// e-mails. No `@/` import and no 'server-only': the upstream imports this module by its relative path too.
import sanitizeHtml from 'sanitize-html';

/** Elements whose end is a line break in the text. */
const BLOCKS = ['p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'blockquote', 'ul', 'ol', 'table'];

const BLOCK_END = new RegExp(`</(?:${BLOCKS.join('|')})>`, 'g');
const BLOCK_START = new RegExp(`<(?:${BLOCKS.join('|')})>`, 'g');

/**
 * sanitize-html parses (htmlparser2 decodes every named and numeric entity), drops scripts, styles and every other
 * tag, and writes the rest back with only `&amp;`, `&lt;` and `&gt;` escaped. The block elements and <br> it keeps
 * come out bare (`<p>`, `</p>`, `<br />`), so they can be turned into line breaks without parsing HTML again.
 */
function normalised(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...BLOCKS, 'br'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
}

/** HTML to plain text: block ends and <br> become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return (
    normalised(html)
      // White space in the source, line breaks included, is one space; only <br> and block ends break lines.
      // \s covers the no-break space that &nbsp; decoded to.
      .replace(/\s+/g, ' ')
      .replace(/<br \/>/g, '\n')
      .replace(BLOCK_END, '\n')
      .replace(BLOCK_START, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      // Last, so an escaped entity in the text ("&amp;lt;") stays the text it was ("&lt;").
      .replace(/&amp;/g, '&')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** HTML to one line of text: its lines joined by `separator`, runs of white space as one space. */
export function htmlToLine(html: string | null | undefined, separator = ' '): string {
  return htmlToText(html)
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(separator);
}

/**
 * Text cut to at most `max` characters, the ellipsis included; `atWord` cuts before the word that would be split
 * (cards, where a broken word reads badly). Meta descriptions keep the plain cut so they stay as they were.
 */
export function truncate(text: string, max: number, { atWord = false }: { atWord?: boolean } = {}): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  // The cut splits a word when the first character left out is not a space: drop that word's start.
  if (atWord && !/\s/.test(text[max - 1])) cut = cut.replace(/\s+\S*$/, '') || cut;
  return `${cut.trimEnd()}…`;
}
