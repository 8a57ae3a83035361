import { sanitize, type HeadingLevel } from '@/lib/html/sanitize';

type Props = {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
  /** The level the HTML's own headings start at: one below the heading it sits under. */
  headingsFrom?: HeadingLevel;
};

/** The only way to render HTML from the upstream: cleaned with the allow-list of lib/html/sanitize. */
export function SafeHtml({ html, className, as: Tag = 'div', headingsFrom }: Props) {
  const clean = sanitize(html, headingsFrom);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
