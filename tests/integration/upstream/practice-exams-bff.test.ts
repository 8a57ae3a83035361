/**
 * Practice exams through the web's BFF against the real upstream app (PGlite): bad input is refused with a message
 * key that both languages translate, and nothing is saved; a visitor is asked to log in for a timed exam but may
 * check the sample; a customer without the purchase is refused; an API without the extension answers 'unavailable'.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));

import { and, eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as saveAnswer } from '@/app/api/practice-exams/answer/route';
import { POST as checkSample } from '@/app/api/practice-exams/sample/route';
import { POST as startAttempt } from '@/app/api/practice-exams/start/route';
import { POST as submitAttempt } from '@/app/api/practice-exams/submit/route';
import { resetRateLimits } from '@/lib/security/rate-limit';
import { clearBearerCache } from '@/lib/upstream/bearer';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import * as s from '../../../upstream/src/db/schema';
import { CUSTOMER } from './cart-helpers';
import { ANON_TOKEN, createTestApp, SIGNING_SECRET, type TestContext } from './harness';
import { watchContractDrift } from './user-helpers';
import { setEnv } from '../../support/settings-env';

const SITE = 'http://127.0.0.1:3109';
const UPSTREAM = 'http://upstream.test';

let on: TestContext;
let off: TestContext;
let target: TestContext;
let SAMPLE: number;
let MOCK: number;
watchContractDrift();
const realFetch = global.fetch;
const env = process.env as Record<string, string | undefined>;
const saved = { url: env.UPSTREAM_URL, secret: env.UPSTREAM_SIGNING_SECRET, anon: env.UPSTREAM_ANON_TOKEN };

beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({ config: { extensions: false } });
  setEnv({ UPSTREAM_URL: UPSTREAM, UPSTREAM_SIGNING_SECRET: SIGNING_SECRET, UPSTREAM_ANON_TOKEN: ANON_TOKEN });
  clearBearerCache();
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(UPSTREAM)) throw new Error(`unexpected fetch ${url}`);
    return target.app.request(url, init);
  }) as typeof fetch;
  const exams = await on.database.db.select().from(s.practiceExams);
  SAMPLE = exams.find((e) => e.open)!.id;
  MOCK = exams.find((e) => !e.open)!.id;
}, 180_000);
afterAll(async () => {
  global.fetch = realFetch;
  setEnv({ UPSTREAM_URL: saved.url, UPSTREAM_SIGNING_SECRET: saved.secret, UPSTREAM_ANON_TOKEN: saved.anon });
  await Promise.all([on?.close(), off?.close()]);
});
beforeEach(() => {
  target = on;
  jar.clear();
  resetRateLimits();
});

function post(path: string, body: unknown, origin = SITE): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, host: '127.0.0.1:3109', 'x-forwarded-for': '10.3.3.3' },
    body: JSON.stringify(body),
  });
}
const call = async (handler: (r: Request) => Promise<Response>, path: string, body: unknown, origin?: string) => {
  const r = await handler(post(path, body, origin));
  return { status: r.status, body: await r.json() };
};
const start = (body: unknown) => call(startAttempt, '/api/practice-exams/start', body);
const answer = (body: unknown, origin?: string) => call(saveAnswer, '/api/practice-exams/answer', body, origin);
const sample = (body: unknown) => call(checkSample, '/api/practice-exams/sample', body);

/** The message of a dotted key in one language's messages. */
const message = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const expectTranslated = (key: string) => {
  expect(typeof message(en, key)).toBe('string');
  expect(message(ar, key)).toMatch(/[\u0600-\u06FF]/);
};

async function signIn() {
  const r = await login(post('/api/auth/login', CUSTOMER));
  expect(await r.json()).toMatchObject({ ok: true });
}

test('a visitor checks the sample, is refused bad input with a translated message, and must log in for a timed exam', async () => {
  const [question] = await on.database.db.select().from(s.practiceQuestions).limit(1);
  const bad = await sample({ examId: SAMPLE, answers: [{ questionId: question.id, choice: 4 }] });
  expect(bad).toEqual({ status: 400, body: { ok: false, error: 'practiceExams.errors.invalid' } });
  expectTranslated(bad.body.error);
  const checked = await sample({ examId: SAMPLE, answers: [] });
  expect(checked.status).toBe(200);
  expect(checked.body).toMatchObject({ ok: true, result: { Score: 0, Total: 10, Passed: false } });
  expect(await sample({ examId: MOCK, answers: [] })).toEqual({
    status: 404,
    body: { ok: false, error: 'practiceExams.errors.gone' },
  });
  expect(await start({ examId: MOCK })).toEqual({ status: 401, body: { ok: false, error: 'errors.loginFirst' } });
});

test('a customer: refused without the purchase; then bad answers are refused and change nothing', async () => {
  await signIn();
  const refused = await start({ examId: MOCK });
  expect(refused).toEqual({ status: 403, body: { ok: false, error: 'practiceExams.errors.notEntitled' } });
  expectTranslated(refused.body.error);

  // The seeded customer's paid program entitles them once its course is an entitling one.
  const [me] = await on.database.db.select().from(s.users).where(eq(s.users.email, CUSTOMER.email));
  const [line] = await on.database.db
    .select({ courseId: s.programs.courseId })
    .from(s.orders)
    .innerJoin(s.orderItems, eq(s.orderItems.orderId, s.orders.id))
    .innerJoin(s.programs, eq(s.programs.id, s.orderItems.itemId))
    .where(and(eq(s.orders.userId, me.uniqueId), eq(s.orders.statusId, 2), eq(s.orderItems.itemType, 'program')));
  await on.database.db
    .insert(s.practiceExamEntitlements)
    .values({ examId: MOCK, itemType: 'program', courseId: line.courseId })
    .onConflictDoNothing();
  const started = await start({ examId: MOCK });
  expect(started.status).toBe(200);
  const attemptId = started.body.attemptId as string;
  const [attempt] = await on.database.db.select().from(s.practiceAttempts).where(eq(s.practiceAttempts.id, attemptId));
  const questionId = attempt.questionIds[0];

  for (const body of [
    { attemptId, questionId, choice: 4, flagged: false },
    { attemptId, questionId, choice: 'A', flagged: false },
    { attemptId: 'nope', questionId, choice: 1, flagged: false },
    { attemptId, questionId: 999_999, choice: 1, flagged: false },
  ]) {
    const r = await answer(body);
    expect(r).toEqual({ status: 400, body: { ok: false, error: 'practiceExams.errors.invalid' } });
  }
  expect((await answer({ attemptId, questionId, choice: 1, flagged: false }, 'https://evil.example')).status).toBe(403);
  expect(
    await on.database.db.select().from(s.practiceAnswers).where(eq(s.practiceAnswers.attemptId, attemptId)),
  ).toEqual([]);

  const ok = await answer({ attemptId, questionId, choice: 1, flagged: true });
  expect(ok).toMatchObject({ status: 200, body: { ok: true, status: 'saved' } });
  expect(JSON.stringify(ok.body)).not.toMatch(/Correct|Explanation/);
  expect(await call(submitAttempt, '/api/practice-exams/submit', { attemptId })).toEqual({
    status: 200,
    body: { ok: true },
  });
  expect((await answer({ attemptId, questionId, choice: 2, flagged: false })).body).toMatchObject({
    ok: true,
    status: 'submitted',
  });
});

test('an API without the extension: the routes answer unavailable', async () => {
  target = off;
  await signIn();
  const r = await start({ examId: MOCK });
  expect(r).toEqual({ status: 404, body: { ok: false, error: 'practiceExams.errors.unavailable' } });
  expectTranslated(r.body.error);
});
