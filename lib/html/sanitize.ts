import sanitizeHtml from 'sanitize-html';

/** Video and map players whose embeds may appear in upstream HTML (ExtraInfo3, page content). */
const IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'player.vimeo.com',
  'www.openstreetmap.org',
  'openstreetmap.org',
];

function allowedIframeSrc(src: string): boolean {
  let url: URL;
  try {
    url = new URL(src, 'https://invalid.local');
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !IFRAME_HOSTS.includes(url.hostname)) return false;
  if (url.hostname.includes('youtube')) return url.pathname.startsWith('/embed/');
  if (url.hostname === 'player.vimeo.com') return url.pathname.startsWith('/video/');
  return url.pathname.startsWith('/export/embed.html');
}

function safeHref(href: string): boolean {
  const value = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return true;
  // Relative: path, query or fragment, never protocol-relative (`//evil.example`).
  return /^(\/(?!\/)|\?|#|[a-z0-9._~-]+(\/|$))/i.test(value) && !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

function safeImgSrc(src: string): boolean {
  const value = src.trim();
  return /^https:\/\//i.test(value) || /^\/(?!\/)/.test(value);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'a',
    'img',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Scheme checks are done in the filters below (sanitize-html's own list does not cover relative rules).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && safeHref(attribs.href) ? attribs.href.trim() : undefined;
      const external = href ? /^https?:/i.test(href) : false;
      const out: sanitizeHtml.Attributes = {};
      if (href) out.href = href;
      if (attribs.title) out.title = attribs.title;
      if (external && attribs.target === '_blank') out.target = '_blank';
      if (external) out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { alt: attribs.alt ?? '' };
      if (attribs.src && safeImgSrc(attribs.src)) out.src = attribs.src.trim();
      if (attribs.width) out.width = attribs.width;
      if (attribs.height) out.height = attribs.height;
      out.loading = 'lazy';
      return { tagName, attribs: out };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        loading: 'lazy',
        referrerpolicy: 'strict-origin-when-cross-origin',
      },
    }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !allowedIframeSrc(frame.attribs.src ?? '')) ||
    (frame.tag === 'img' && !frame.attribs.src),
};
// transformTags adds `loading`/`referrerpolicy`: allow them after the transform.
(OPTIONS.allowedAttributes as Record<string, string[]>).img.push('loading');
(OPTIONS.allowedAttributes as Record<string, string[]>).iframe.push('referrerpolicy');

export type HeadingLevel = 2 | 3 | 4;

/**
 * Moves the headings of cleaned HTML so the highest one is `top` and the order has no gap: editors write
 * `<h3>` straight under the page title, which skips a level for screen readers (axe "heading-order").
 * Only the allow-listed h2-h4 can be present, without attributes, so the tags are matched exactly.
 */
export function rebaseHeadings(clean: string, top: HeadingLevel): string {
  const levels = [...clean.matchAll(/<h([2-4])>/g)].map((m) => Number(m[1]));
  if (levels.length === 0) return clean;
  const shift = top - Math.min(...levels);
  if (shift === 0) return clean;
  return clean.replace(/<(\/?)h([2-4])>/g, (_, slash: string, level: string) => {
    const next = Math.min(6, Math.max(2, Number(level) + shift));
    return `<${slash}h${next}>`;
  });
}

/**
 * Cleans upstream HTML with the allow-list: no scripts, styles, event handlers or unknown embeds. With
 * `headingsFrom`, its headings start at that level (the level under the heading the HTML sits in).
 */
export function sanitize(html: string | null | undefined, headingsFrom?: HeadingLevel): string {
  if (!html) return '';
  const clean = sanitizeHtml(html, OPTIONS);
  return headingsFrom ? rebaseHeadings(clean, headingsFrom) : clean;
}
