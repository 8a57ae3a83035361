import type { BffAnswer } from './answer-types';

/**
 * The browser's side of the BFF: one place that turns a route's JSON into the answer type the route exports
 * (lib/bff/answer-types.ts), so callers name the type instead of casting `res.json()`.
 */

/** The status and the body; `body` is null when the answer is not JSON (a proxy's error page, a cut connection). */
export type Fetched<T> = { status: number; ok: boolean; body: T | null };

/** The JSON body as the route's answer type, or null when it is not JSON. */
export async function readAnswer<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/**
 * Resolves in a task of its own. The fetchers that run when a page hydrates (the session summary, the visitor
 * count) await it first: SWR calls them from a layout effect, inside the task that commits the hydrated page, and the
 * browser's first fetch() of a document costs that task several milliseconds more (docs/architecture.md#page-weight).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A same-origin request to a BFF route, accepting JSON; throws only as fetch does (network failure). */
export async function fetchAnswer<T>(url: string, init: RequestInit = {}): Promise<Fetched<T>> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    ...init,
    headers: { accept: 'application/json', ...init.headers },
  });
  return { status: response.status, ok: response.ok, body: await readAnswer<T>(response) };
}

/** A JSON POST to a BFF route (a mutation: the route checks its Origin, which the browser sends). */
export function postAnswer<T = BffAnswer>(url: string, body: unknown, init: RequestInit = {}): Promise<Fetched<T>> {
  return fetchAnswer<T>(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init.headers },
    body: JSON.stringify(body ?? {}),
  });
}
