import type { WaitlistStanding } from '@/lib/contract/entities/waitlist';

/** The BFF routes of the waitlist and notify-me islands (app/api/waitlist, app/api/notify-me). */
export const WAITLIST_API = '/api/waitlist';
export const NOTIFY_API = '/api/notify-me';

type Unavailable = { ok: true; available: false };
type Failed = { ok: false; error: string };

export type StandingAnswer =
  | Unavailable
  | { ok: true; available: true; loggedIn: false }
  | { ok: true; available: true; loggedIn: true; standing: WaitlistStanding }
  | Failed;

export type NotifyAnswer =
  | Unavailable
  | { ok: true; available: true; loggedIn: false }
  | { ok: true; available: true; loggedIn: true; requested: boolean }
  | Failed;

/** SWR fetcher: the JSON of a same-origin GET (its `ok: false` bodies too). */
export async function readJson<T>(url: string): Promise<T> {
  const r = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    cache: 'no-store',
  });
  if (r.status >= 500) throw new Error(String(r.status));
  return (await r.json()) as T;
}

/** A same-origin JSON POST; the status and the body (null when it is not JSON). */
export async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; body: ({ ok: boolean } & Record<string, unknown>) | null }> {
  const r = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let json: ({ ok: boolean } & Record<string, unknown>) | null = null;
  try {
    json = (await r.json()) as typeof json;
  } catch {
    json = null;
  }
  return { status: r.status, body: json };
}
