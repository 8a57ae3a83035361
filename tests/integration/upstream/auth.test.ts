// The caller check on /api/*: signed bearer (iss/aud/sub/exp) plus the anonymous or a user token.
import { eq } from 'drizzle-orm';
import { users } from '../../../upstream/src/db/schema';
import { issueToken } from '../../../upstream/src/services/tokens';
import { bearer, call, createTestApp, headers, ZERO, type TestContext } from './harness';

const PATH = '/api/Shared/get-settings';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const expect401 = async (h: Record<string, string>) => {
  const r = await call(t.app, PATH, { headers: h });
  expect(r.status).toBe(401);
  expect(r.json).toEqual({ error: { code: 'unauthorized' } });
};

test('anonymous token with a valid bearer is accepted', async () => {
  const r = await call(t.app, PATH);
  expect(r.status).toBe(200);
  expect(r.json.data.EmailAddress).toMatch(/@/);
});

test('no bearer is 401', async () => {
  const { authorization, ...rest } = await headers();
  void authorization;
  await expect401(rest);
});

test('bearer signed with another secret is 401', async () => {
  await expect401({
    ...(await headers()),
    authorization: `Bearer ${await bearer({ secret: 'some-other-secret-0123456789-abcdef' })}`,
  });
});

test('expired bearer is 401', async () => {
  await expect401({ ...(await headers()), authorization: `Bearer ${await bearer({ expiresIn: -30 })}` });
});

test('wrong issuer or audience is 401', async () => {
  await expect401({ ...(await headers()), authorization: `Bearer ${await bearer({ issuer: 'someone' })}` });
  await expect401({ ...(await headers()), authorization: `Bearer ${await bearer({ audience: 'elsewhere' })}` });
});

test('bearer minted for another user id is 401', async () => {
  const h = await headers();
  await expect401({
    ...h,
    authorization: `Bearer ${await bearer({ userId: '11111111-1111-4111-8111-111111111111' })}`,
  });
});

test('missing or wrong secret token is 401', async () => {
  const { ['x-secret-token']: _drop, ...noToken } = await headers();
  void _drop;
  await expect401(noToken);
  await expect401({ ...(await headers()), 'x-secret-token': 'not-the-anon-token' });
});

describe('user tokens', () => {
  let userId: string;
  let token: string;
  beforeAll(async () => {
    const [u] = await t.database.db.select({ id: users.uniqueId }).from(users).limit(1);
    userId = u.id;
    token = await issueToken(t.database.db, userId, 'test-device', new Date());
  });

  test('a live token of the caller is accepted', async () => {
    const r = await call(t.app, PATH, { headers: await headers({ userId, token }) });
    expect(r.status).toBe(200);
  });

  test("a user token presented under another user's id is 401", async () => {
    const other = '22222222-2222-4222-8222-222222222222';
    await expect401(await headers({ userId: other, token }));
  });

  test('a user token with the anonymous id is 401', async () => {
    await expect401({ ...(await headers({ token })), 'x-unique-id': ZERO });
  });

  test('a revoked token is 401', async () => {
    const { revokeToken } = await import('../../../upstream/src/services/tokens');
    const t2 = await issueToken(t.database.db, userId, null, new Date());
    await revokeToken(t.database.db, t2, new Date());
    await expect401(await headers({ userId, token: t2 }));
  });

  test('the seeded user exists', async () => {
    const rows = await t.database.db.select().from(users).where(eq(users.uniqueId, userId));
    expect(rows).toHaveLength(1);
  });
});

test('routes outside /api need no headers, unknown routes are 404 with the error shape', async () => {
  const r = await t.app.request('/nope');
  expect(r.status).toBe(404);
  expect(await r.json()).toEqual({ error: { code: 'not_found' } });
});
