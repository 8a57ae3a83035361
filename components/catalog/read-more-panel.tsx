'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

const FADE = {
  maskImage: 'linear-gradient(to bottom, #000 calc(100% - 6rem), transparent)',
  WebkitMaskImage: 'linear-gradient(to bottom, #000 calc(100% - 6rem), transparent)',
} as const;

export type ReadMorePanelProps = {
  children: ReactNode;
  /** Collapsed height in px (430 course, 580 diploma: docs/product/constants.md#layout). */
  collapsedHeight: number;
  moreLabel: string;
  lessLabel: string;
  className?: string;
};

/**
 * Collapsible content with a gradient fade; the toggle (aria-expanded, aria-controls) shows only when the
 * content is taller than the collapsed height, measured once laid out and on resize.
 */
export function ReadMorePanel({ children, collapsedHeight, moreLabel, lessLabel, className = '' }: ReadMorePanelProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const id = useId();

  const measure = useCallback(() => {
    const el = contentRef.current;
    if (el) setOverflows(el.scrollHeight > collapsedHeight + 1);
  }, [collapsedHeight]);

  useEffect(() => {
    const el = contentRef.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') return measure();
    // Measured by the observer's first callback, which comes after the next layout: reading scrollHeight here, in
    // the effect, forced a layout of the whole page in the middle of hydration.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const collapsed = overflows && !expanded;

  return (
    <div className={className}>
      <div
        id={id}
        ref={contentRef}
        className="overflow-hidden"
        // The fade is a mask, so it works on any background (white card or sand page).
        style={expanded ? undefined : { maxHeight: collapsedHeight, ...(collapsed ? FADE : {}) }}
        data-faded={collapsed ? 'true' : 'false'}
        data-testid="read-more-content"
      >
        {children}
      </div>
      {overflows && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="mt-3 rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-50"
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}
