import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ReadMorePanel } from '@/components/catalog/read-more-panel';

/** Collapsed heights (docs/product/constants.md#layout). */
export const READ_MORE_HEIGHT = { course: 430, diploma: 580 } as const;

export type ReadMoreProps = {
  children: ReactNode;
  /** px; use READ_MORE_HEIGHT.course (430) or READ_MORE_HEIGHT.diploma (580). */
  collapsedHeight: number;
  className?: string;
};

/**
 * Read more / Read less around long content (e.g. a <SafeHtml> description). Works in server and client
 * components; the labels come from the `catalog` namespace, the interactive part is a small client panel.
 */
export function ReadMore({ children, collapsedHeight, className }: ReadMoreProps) {
  const t = useTranslations('catalog');
  return (
    <ReadMorePanel
      collapsedHeight={collapsedHeight}
      moreLabel={t('readMore')}
      lessLabel={t('readLess')}
      className={className}
    >
      {children}
    </ReadMorePanel>
  );
}
