'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Keeps `--header-height` on <html> at the real height of the sticky site header that holds `inside`. The stylesheet
 * turns it into `scroll-padding-top` (app/globals.css), so whatever the browser scrolls into view (a field an error
 * focuses, a control reached by Tab, an anchor) stops below the header instead of under it (WCAG 2.4.11). The header's
 * height changes with the width, the text size and the language: measured, not assumed.
 */
export function useHeaderHeight(inside: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const header = inside.current?.closest('header');
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [inside]);
}
