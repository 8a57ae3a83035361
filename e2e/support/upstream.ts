import { expect, type APIRequestContext } from '@playwright/test';
import { SignJWT } from 'jose';

/**
 * Direct calls to the test upstream, for what a journey must read or arrange behind the web (ids, seat counts,
 * the e-mailed codes of the dev outbox). playwright.config.ts gives E2E_UPSTREAM_URL of the upstream it starts.
 */
export const UPSTREAM = process.env.E2E_UPSTREAM_URL ?? 'http://127.0.0.1:4300';
const SIGNING_SECRET = process.env.UPSTREAM_SIGNING_SECRET ?? 'dev-signing-secret-change-me-0123456789';
export const ANON_TOKEN = process.env.UPSTREAM_ANON_TOKEN ?? 'anon-dev-token';
export const ANONYMOUS = '00000000-0000-0000-0000-000000000000';

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
export const newMobile = () => `5${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The contract's headers of a call as `userId` (anonymous by default), signed as the BFF signs them. */
export async function upstreamHeaders(
  userId = ANONYMOUS,
  token = ANON_TOKEN,
  deviceId = 'e2e',
): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const jwt = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('web')
    .setAudience('upstream')
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(new TextEncoder().encode(SIGNING_SECRET));
  return {
    authorization: `Bearer ${jwt}`,
    'x-unique-id': userId,
    'x-secret-token': token,
    'x-device-id': deviceId,
    'x-country': 'AE',
    'x-platform': 'web',
    'x-lang': 'en',
    'x-env': 'test',
    'x-node': 'e2e',
    'x-request-id': crypto.randomUUID(),
  };
}

/** The newest 6-digit code e-mailed to this address after `since` (ms), from the upstream's dev outbox. */
export async function codeFor(
  request: APIRequestContext,
  email: string,
  since: number,
  upstream = UPSTREAM,
): Promise<string> {
  for (let i = 0; i < 60; i++) {
    const response = await request.get(`${upstream}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
    const { data } = (await response.json()) as { data: { date: string; subject: string; text: string }[] };
    const message = data[0];
    if (message && Date.parse(message.date) >= since - 1000) {
      const code = /\b(\d{6})\b/.exec(`${message.subject}\n${message.text}`)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code e-mailed to ${email}`);
}

/** A read of the contract as an anonymous visitor, signed as the BFF signs it: the `data` of a 200. */
export async function upstreamGet<T>(request: APIRequestContext, path: string, upstream = UPSTREAM): Promise<T> {
  const response = await request.get(`${upstream}/api/${path}`, { headers: await upstreamHeaders() });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}
