/** How far outside the viewport an element counts as near: its code loads before it scrolls in. */
const NEAR_MARGIN = '400px 0px';

const USE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/** Calls `callback` once, at the first touch, pointer or focus inside `el`. Returns the cleanup. */
export function whenUsed(el: HTMLElement, callback: () => void): () => void {
  const fire = () => {
    cleanup();
    callback();
  };
  const cleanup = () => USE_EVENTS.forEach((type) => el.removeEventListener(type, fire));
  USE_EVENTS.forEach((type) => el.addEventListener(type, fire, { passive: true }));
  return cleanup;
}

/**
 * Calls `callback` once, when `el` comes within NEAR_MARGIN of the viewport or the visitor touches, points at or
 * focuses something inside it (a keyboard user tabbing in), whichever is first. Returns the cleanup.
 */
export function whenNear(el: HTMLElement, callback: () => void): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cleanup();
    callback();
  };
  const stopUse = whenUsed(el, fire);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && fire(), {
          rootMargin: NEAR_MARGIN,
        });
  if (observer) observer.observe(el);
  else queueMicrotask(fire);
  function cleanup() {
    observer?.disconnect();
    stopUse();
  }
  return cleanup;
}

/** A promise and its opener: a lazy component's code waits on it. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
