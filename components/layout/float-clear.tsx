'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** What the floating button must never cover: controls, and the cart's figures (its total above all). */
const AVOID = 'a, button, input, select, textarea, label, summary, [role="button"], [data-testid="order-summary"] dd';
/** How soon after the page's content changes the button looks again (a scroll or resize: the next frame). */
const SETTLE_MS = 200;

/**
 * Wraps a floating control (the WhatsApp link) and hides it while it would cover a control or the cart's
 * figures under it (docs/product/screens.md#header-footer-chat: on phones it covered form fields, the Arabic cart total
 * and the diploma's Enroll button). Checked after each scroll and resize, at most once a frame, and shortly after the
 * page's content changes, by asking the browser which elements lie under the button's box; hidden means invisible
 * and not clickable, so taps reach what is underneath.
 */
export function FloatClear({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const rect = box.getBoundingClientRect();
      if (rect.width === 0) return;
      const inset = 4;
      const points = [
        [rect.left + inset, rect.top + inset],
        [rect.right - inset, rect.top + inset],
        [rect.left + inset, rect.bottom - inset],
        [rect.right - inset, rect.bottom - inset],
        [rect.left + rect.width / 2, rect.top + rect.height / 2],
      ];
      const covered = points.some(([x, y]) =>
        document.elementsFromPoint(x, y).some((el) => !box.contains(el) && el.closest(AVOID) !== null),
      );
      box.toggleAttribute('data-covering', covered);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    // Content that appears without a scroll (a cart that loaded, a menu that opened) is checked too, at most every
    // SETTLE_MS: while a page hydrates its body changes in most frames, and a check in each (a layout and five hit
    // tests) added up to a main-thread cost on every load (docs/performance.md#main-thread-and-hydration).
    let timer = 0;
    const settle = () => {
      if (!timer)
        timer = window.setTimeout(() => {
          timer = 0;
          schedule();
        }, SETTLE_MS);
    };
    settle();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(settle);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);
  return (
    // A landmark of its own (complementary, beside <main>): its text is content, and all content sits in a landmark
    // (axe region).
    <aside
      ref={ref}
      aria-label={label}
      data-chrome
      data-testid="float-clear"
      className="fixed bottom-4 end-4 z-40 transition-opacity focus-within:!pointer-events-auto focus-within:!opacity-100 data-[covering]:pointer-events-none data-[covering]:opacity-0 sm:bottom-5 sm:end-5"
    >
      {children}
    </aside>
  );
}
