'use client';

import { useState, type ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * A link of the site chrome (header, menu, footer) or of the breadcrumbs that prefetches its page only when the
 * visitor shows the intent to follow it (pointer over it, focus, a touch), not when it scrolls into view: these are on
 * every page, and prefetching their targets on load made every page download the cart's, the home page's and its
 * parent list's data and JavaScript besides its own (Next's "hover-triggered prefetch").
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      prefetch={wanted ? null : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
    />
  );
}
