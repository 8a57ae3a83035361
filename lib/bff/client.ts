import type { BffAnswer } from './answer-types';

/**
 * The browser's side of the BFF: one place that turns a route's JSON into the answer type the route exports
 * (lib/bff/answer-types.ts), so callers name the type instead of casting `res.json()`.
 */

/**
 * The status and the body; `body` is null when the answer is not JSON (a proxy's error page, a cut connection);
 * status 0: no answer at all (a network failure).
 */
export type Fetched<T> = { status: number; ok: boolean; body: T | null };

/** The JSON body as the route's answer type, or null when it is not JSON. */
async function readAnswer<T>(response: Response): Promise<T | null> {
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

/** What a mutation sends besides its body; `lang`, the interface language, goes in the query (`?lang=`). */
export type PostInit = RequestInit & { lang?: string };

/**
 * The browser's one caller of a BFF mutation: a JSON POST (a FormData goes as it is, multipart) to a same-origin
 * route, which checks its Origin (the browser sends it). Never throws: a network failure answers status 0, no body.
 */
export async function postAnswer<T = BffAnswer>(url: string, body: unknown, init: PostInit = {}): Promise<Fetched<T>> {
  const { lang, ...rest } = init;
  const target = lang === undefined ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  try {
    return await fetchAnswer<T>(target, {
      ...rest,
      method: 'POST',
      headers: form ? rest.headers : { 'content-type': 'application/json', ...rest.headers },
      body: form ? body : JSON.stringify(body ?? {}),
    });
  } catch {
    return { status: 0, ok: false, body: null };
  }
}

/** The message key of a mutation that got no answer of the BFF's shape (not JSON, no `ok`, a cut connection). */
const FAILED = 'forms.failed';

/** A mutation's answer as its form reads it: the route's `{ ok, … }`, or a refusal with 'forms.failed'. */
export function answerOf<A extends BffAnswer>({ body }: Fetched<A>): A {
  return body && typeof body === 'object' && 'ok' in body ? body : ({ ok: false, error: FAILED } as A);
}
