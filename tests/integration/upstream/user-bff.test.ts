/**
 * The accounts BFF route handlers against the real upstream app (PGlite): the web's fetch to UPSTREAM_URL is
 * answered by the app itself, so every header, the bearer, the multipart upload and the token check are real.
 * cookies() is a small in-memory jar (one browser).
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { eq } from 'drizzle-orm';
import { unsealData } from 'iron-session';
import sharp from 'sharp';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as readProfile, POST as saveProfile } from '@/app/api/account/profile/route';
import { POST as upload } from '@/app/api/account/upload/route';
import { GET as sessionSummary } from '@/app/api/session/route';
import { EMPTY_FILE_ID } from '@/lib/contract/headers';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { sessionCookieName, sessionOptions, type SessionData } from '@/lib/session/config';
import { clearBearerCache } from '@/lib/upstream/bearer';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../../support/settings-env';
import { profileToForm } from '@/lib/validation/profile';
import { files } from '../../../upstream/src/db/schema';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { api, PASSWORD, signUpUser, watchContractDrift } from './user-helpers';

const SITE = 'http://127.0.0.1:3108';
const UPSTREAM = 'http://upstream.test';

let t: TestContext;
watchContractDrift();
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  t = await createTestApp();
  env.UPSTREAM_URL = UPSTREAM;
  env.UPSTREAM_SIGNING_SECRET = SIGNING_SECRET;
  env.UPSTREAM_ANON_TOKEN = ANON_TOKEN;
  reloadSettings();
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${url}`);
    return t.app.request(url, init);
  }) as typeof fetch;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await t?.close();
});
beforeEach(() => {
  jar.clear();
  resetRateLimits();
});

function post(path: string, body: unknown): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: SITE,
      host: '127.0.0.1:3108',
      // the socket address, as Next.js (patched) hands it to a route handler
      'x-next-socket-address': '10.1.1.1',
    },
    body: JSON.stringify(body),
  });
}

function postForm(path: string, form: FormData): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { origin: SITE, host: '127.0.0.1:3108' },
    body: form,
  });
}

async function sealed(): Promise<SessionData> {
  const cookie = jar.get(sessionCookieName());
  if (!cookie) return {};
  return unsealData<SessionData>(cookie.value, { password: sessionOptions().password });
}

async function signInThroughBff(email: string, password: string) {
  const response = await login(post('/api/auth/login', { email, password }));
  expect(await response.json()).toMatchObject({ ok: true });
  return sealed();
}

describe('the session role comes from the sign-in response', () => {
  test('staff@institute.test is staff, a customer is a customer', async () => {
    expect((await signInThroughBff('staff@institute.test', 'Staff#2026')).role).toBe('staff');
    jar.clear();
    expect((await signInThroughBff('customer@institute.test', 'Customer#2026')).role).toBe('customer');
  });

  test('the upstream sign-in answer carries Role', async () => {
    const staff = await api(t, 'User/sign-in', { body: { email: 'staff@institute.test', password: 'Staff#2026' } });
    expect(staff.json.data).toMatchObject({ CODE: 200, Role: 'staff' });
    const wrong = await api(t, 'User/sign-in', { body: { email: 'staff@institute.test', password: 'Wrong#2026' } });
    expect(wrong.json.data).toEqual({ CODE: 302, FirstName: null, token: null, UniqueID: null, Role: null });
  });
});

describe('logout revokes the token upstream', () => {
  test('after logout the old token is refused (401), and the cookie is gone', async () => {
    const { userId, token } = await signInThroughBff('second@institute.test', 'Second#2026');
    expect((await api(t, 'User/get-profile', { as: { userId, token } })).status).toBe(200);

    const response = await logout(post('/api/auth/logout', {}));
    expect(await response.json()).toEqual({ ok: true });
    expect(jar.has(sessionCookieName())).toBe(false);
    expect((await api(t, 'User/get-profile', { as: { userId, token } })).status).toBe(401);

    // A stolen copy of the old cookie is worth nothing either: the session summary sees a logged-out visitor.
    const again = await signInThroughBff('second@institute.test', 'Second#2026');
    const stolen = jar.get(sessionCookieName())!;
    await logout(post('/api/auth/logout', {}));
    jar.set(stolen.name, stolen);
    expect(await (await sessionSummary()).json()).toMatchObject({ loggedIn: false, firstName: null, cartCount: 0 });
    expect((await api(t, 'User/get-profile', { as: { userId: again.userId, token: again.token } })).status).toBe(401);
  });

  test('a logout without a session still answers ok', async () => {
    expect(await (await logout(post('/api/auth/logout', {}))).json()).toEqual({ ok: true });
  });
});

describe('profile uploads reach the upstream', () => {
  const png = () =>
    sharp({ create: { width: 16, height: 12, channels: 3, background: '#13807a' } })
      .png()
      .toBuffer();
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  const fileForm = (kind: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new File([new Uint8Array(bytes)], name, { type }));
    return form;
  };

  test('a PNG photo and a PDF Emirates ID are stored, saved in the profile; a .png-named text file is refused', async () => {
    const user = await signUpUser(t, { firstName: 'Upload' });
    await signInThroughBff(user.email, PASSWORD);

    const photo = await upload(postForm('/api/account/upload', fileForm('photo', await png(), 'me.png', 'image/png')));
    const photoBody = await photo.json();
    expect(photo.status).toBe(200);
    expect(photoBody.fileId).toMatch(/^[0-9a-f-]{36}$/);
    const front = await upload(
      postForm('/api/account/upload', fileForm('eidFront', pdf, 'eid-front.pdf', 'application/pdf')),
    );
    const frontBody = await front.json();
    expect(front.status).toBe(200);

    const [photoRow] = await t.database.db.select().from(files).where(eq(files.id, photoBody.fileId));
    expect(photoRow).toMatchObject({ mime: 'image/png', ownerId: user.userId, isPublic: true, width: 16, height: 12 });
    const [frontRow] = await t.database.db.select().from(files).where(eq(files.id, frontBody.fileId));
    expect(frontRow).toMatchObject({ mime: 'application/pdf', ownerId: user.userId, isPublic: false });

    // A PDF is not a photo; a text file named .png is nothing: both refused, nothing stored.
    const before = (await t.database.db.select({ id: files.id }).from(files)).length;
    const pdfAsPhoto = await upload(
      postForm('/api/account/upload', fileForm('photo', pdf, 'me.pdf', 'application/pdf')),
    );
    expect(pdfAsPhoto.status).toBe(415);
    const fake = await upload(
      postForm('/api/account/upload', fileForm('photo', Buffer.from('not an image, just text'), 'me.png', 'image/png')),
    );
    expect(fake.status).toBe(415);
    expect(await fake.json()).toEqual({ ok: false, error: 'forms.fileType' });
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(before);

    // The ids go into the profile with a save, as the form does.
    const current = await (await readProfile(new Request(`${SITE}/api/account/profile`))).json();
    expect(current.profile.ProfilePhoto).toBe(EMPTY_FILE_ID);
    const form = {
      ...profileToForm(current.profile),
      DOB: '1992-03-04',
      ProfilePhoto: photoBody.fileId,
      EID_front_ByUser: frontBody.fileId,
    };
    expect(await (await saveProfile(post('/api/account/profile', form))).json()).toEqual({ ok: true });

    const stored = await api(t, 'User/get-profile', { as: { userId: user.userId, token: user.token } });
    expect(stored.json.data).toMatchObject({ ProfilePhoto: photoBody.fileId, EID_front_ByUser: frontBody.fileId });
    const completion = await api(t, 'User/get-profile-completion', { as: { userId: user.userId, token: user.token } });
    const missing = (completion.json.data.missing as { CODE: number }[]).map((m) => m.CODE);
    expect(missing).not.toContain(904);
    expect(missing).not.toContain(905);
    expect(missing).toContain(906);
  });

  test('uploads need a session', async () => {
    const response = await upload(
      postForm('/api/account/upload', fileForm('photo', await png(), 'me.png', 'image/png')),
    );
    expect(response.status).toBe(401);
  });
});
