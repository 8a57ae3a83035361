'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import { fetchAnswer } from '@/lib/bff/client';

/** How long a carousel waits for its later slides before it starts with those it has. */
const LATER_TIMEOUT_MS = 5000;

/**
 * A carousel's slides after its first view, fetched from `url` (a cached BFF answer, read by `read`) when the
 * carousel is about to load: pass `load` as its `onBeforeLoad`, which Swiper waits for. Slides already in the first
 * view are not added twice; when the answer fails or is late, the first view's slides stay on their own. `url` null:
 * nothing follows the first view.
 */
export function useLaterSlides<T extends { id: number }, A>(
  first: T[],
  url: string | null,
  read: (answer: A) => T[] | undefined,
): { slides: T[]; load: (() => Promise<void>) | undefined } {
  const [later, setLater] = useState<T[]>([]);

  async function load() {
    // Not AbortSignal.timeout: Safari has it only from 16.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), LATER_TIMEOUT_MS);
    try {
      const { body } = await fetchAnswer<A>(url!, { signal: abort.signal });
      const fetched = body ? read(body) : undefined;
      if (!fetched) return;
      const seen = new Set(first.map((s) => s.id));
      flushSync(() => setLater(fetched.filter((s) => !seen.has(s.id))));
    } catch {
      // The first view's slides stay; the carousel starts with them.
    } finally {
      clearTimeout(timer);
    }
  }

  return { slides: [...first, ...later], load: url ? load : undefined };
}
