import { sanitize } from '@/lib/html/sanitize';

type Props = {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article';
};

/** The only way to render HTML from the upstream: cleaned with the allow-list of lib/html/sanitize. */
export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  const clean = sanitize(html);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
