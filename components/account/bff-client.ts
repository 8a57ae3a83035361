'use client';

import type { BffAnswer } from '@/lib/bff/answer-types';
import { fetchAnswer } from '@/lib/bff/client';

/** The client caller of the accounts BFF: posts JSON (or a form) to /api/…, answers `{ ok, … } | { ok: false, error }`. */
export type BffResult<T extends object = object> = BffAnswer<T>;

const FAILED = 'forms.failed';

async function send<T extends object>(path: string, init: RequestInit, lang: string): Promise<BffResult<T>> {
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}`;
  try {
    const { body } = await fetchAnswer<BffResult<T>>(url, init);
    if (body && typeof body === 'object' && 'ok' in body) return body;
    return { ok: false, error: FAILED };
  } catch {
    return { ok: false, error: FAILED };
  }
}

export function postJson<T extends object = object>(path: string, body: unknown, lang: string): Promise<BffResult<T>> {
  return send<T>(
    path,
    { method: 'POST', body: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } },
    lang,
  );
}

export function postForm<T extends object = object>(path: string, form: FormData, lang: string): Promise<BffResult<T>> {
  return send<T>(path, { method: 'POST', body: form }, lang);
}
