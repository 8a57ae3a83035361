// User accounts end to end on the real app: codes by e-mail, sign-up, sign-in, reset password, sign-out.
import { eq } from 'drizzle-orm';
import { otpCodes, users, userTokens } from '../../../upstream/src/db/schema';
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { createTestApp, type TestContext } from './harness';
import { api, fresh, lastCode, PASSWORD, signUpUser, watchContractDrift } from './user-helpers';

let t: TestContext;
watchContractDrift();
let offsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
}, 180_000);
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  offsetMs = 0;
});

const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

async function codeFor(email: string, lang: 'en' | 'ar' = 'en') {
  const gen = await api(t, `User/generate-otp?${q({ email })}`, { as: { lang } });
  expect(gen.status).toBe(200);
  return { token: gen.json.data as string, otp: await lastCode(t, email) };
}

describe('sign-up', () => {
  test('end to end: code from the outbox, verify, sign-up, then the token works and the profile is there', async () => {
    const { email, userId, token } = await signUpUser(t, { firstName: 'Omar' });
    const profile = await api(t, 'User/get-profile', { as: { userId, token } });
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({
      UniqueID: userId,
      FirstName: 'Omar',
      EmailAddress: email,
      IsEmailVerified: true,
      CountryID: 1,
    });
    // Stored hashed: neither the password, the code nor the token appear in the database.
    const [u] = await t.database.db.select().from(users).where(eq(users.uniqueId, userId));
    expect(u.passwordHash).toMatch(/^scrypt\$/);
    expect(u.passwordHash).not.toContain(PASSWORD);
    const toks = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, userId));
    expect(toks.map((x) => x.tokenHash)).not.toContain(token);
    expect(toks[0].expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  test('the code e-mail follows x-lang', async () => {
    const { email } = fresh('ar');
    await api(t, `User/generate-otp?${q({ email })}`, { as: { lang: 'ar' } });
    const [m] = await readOutbox(t.outboxDir, { to: email, limit: 1 });
    expect(m.text).toMatch(/رمز/);
    expect(m.html).toContain('dir="rtl"');
    expect(m.text).toMatch(/\d{6}/);
  });

  test('duplicate email is 302, duplicate mobile is 301', async () => {
    const first = await signUpUser(t);
    const [u] = await t.database.db.select().from(users).where(eq(users.uniqueId, first.userId));
    // Same email (different mobile) → 302.
    const a = await codeFor(first.email);
    const dupEmail = await api(t, 'User/sign-up', {
      body: {
        email: first.email.toUpperCase(),
        password: PASSWORD,
        ...a,
        FirstName: 'X',
        LastName: 'Y',
        RegType: 'email',
        MobileNumber: fresh().mobile,
      },
    });
    expect(dupEmail.json.data).toEqual({ CODE: 302, FirstName: null, token: null, UniqueID: null, Role: null });
    // New email with the first user's mobile → 301 (CountryID defaults to 1).
    const other = fresh().email;
    const b = await codeFor(other);
    const dupMobile = await api(t, 'User/sign-up', {
      body: {
        email: other,
        password: PASSWORD,
        ...b,
        FirstName: 'X',
        LastName: 'Y',
        RegType: 'email',
        MobileNumber: Number(u.mobileNumber),
      },
    });
    expect(dupMobile.json.data.CODE).toBe(301);
    // The code was not used up by the refusal: with another mobile the same code signs up.
    const ok = await api(t, 'User/sign-up', {
      body: {
        email: other,
        password: PASSWORD,
        ...b,
        FirstName: 'X',
        LastName: 'Y',
        RegType: 'email',
        MobileNumber: fresh().mobile,
      },
    });
    expect(ok.json.data.CODE).toBe(200);
  });

  test('a code is single use: a second sign-up with it is refused (306)', async () => {
    const { email } = fresh();
    const c = await codeFor(email);
    const body = {
      email,
      password: PASSWORD,
      ...c,
      FirstName: 'A',
      LastName: 'B',
      RegType: 'email',
      MobileNumber: fresh().mobile,
    };
    expect((await api(t, 'User/sign-up', { body })).json.data.CODE).toBe(200);
    const again = await api(t, 'User/sign-up', { body: { ...body, email: email, MobileNumber: fresh().mobile } });
    expect(again.json.data.CODE).toBe(306);
  });

  test('sign-up needs the token of the code request and a password of the rule; mobile is numeric', async () => {
    const { email, mobile } = fresh();
    const c = await codeFor(email);
    const base = {
      email,
      password: PASSWORD,
      otp: c.otp,
      token: c.token,
      FirstName: 'A',
      LastName: 'B',
      RegType: 'email',
      MobileNumber: mobile,
    };
    expect((await api(t, 'User/sign-up', { body: { ...base, token: 'someone-elses-token' } })).json.data.CODE).toBe(
      306,
    );
    for (const password of ['short#1', 'NoDigits#here', 'NoSpecial123']) {
      expect((await api(t, 'User/sign-up', { body: { ...base, password } })).status).toBe(400);
    }
    expect((await api(t, 'User/sign-up', { body: { ...base, MobileNumber: '50abc' } })).status).toBe(400);
    expect((await api(t, 'User/sign-up', { body: base })).json.data.CODE).toBe(200);
  });

  test('wrong code 5 times, then the right code is still refused', async () => {
    const { email } = fresh();
    const c = await codeFor(email);
    const wrong = c.otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await api(t, `User/verify-otp?${q({ email, otp: wrong, token: c.token })}`);
      expect(r.json).toEqual({ data: 0 });
    }
    expect((await api(t, `User/verify-otp?${q({ email, otp: c.otp, token: c.token })}`)).json).toEqual({ data: 0 });
    const r = await api(t, 'User/sign-up', {
      body: {
        email,
        password: PASSWORD,
        ...c,
        FirstName: 'A',
        LastName: 'B',
        RegType: 'email',
        MobileNumber: fresh().mobile,
      },
    });
    expect(r.json.data.CODE).toBe(306);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row.attempts).toBe(5);
    expect(row.codeHash).not.toContain(c.otp);
  });

  test('parallel wrong guesses cannot go past the cap', async () => {
    const { email } = fresh();
    const c = await codeFor(email);
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(c.otp) + 1 + i) % 1_000_000).padStart(6, '0'));
    const rs = await Promise.all(guesses.map((otp) => api(t, `User/verify-otp?${q({ email, otp, token: c.token })}`)));
    expect(rs.every((r) => r.json.data === 0)).toBe(true);
    const [row] = await t.database.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row.attempts).toBe(5);
    expect((await api(t, `User/verify-otp?${q({ email, otp: c.otp, token: c.token })}`)).json).toEqual({ data: 0 });
  });

  test('a right code after 4 wrong ones still works (only failures count)', async () => {
    const { email } = fresh();
    const c = await codeFor(email);
    const wrong = c.otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await api(t, `User/verify-otp?${q({ email, otp: wrong, token: c.token })}`);
    expect((await api(t, `User/verify-otp?${q({ email, otp: c.otp, token: c.token })}`)).json).toEqual({ data: 1 });
  });

  test('a code older than 10 minutes is refused', async () => {
    const { email } = fresh();
    const c = await codeFor(email);
    offsetMs = 10 * 60_000 + 1_000;
    const long = { expiresIn: 7200 }; // the bearer is checked against the same (moved) clock
    expect((await api(t, `User/verify-otp?${q({ email, otp: c.otp, token: c.token })}`, { as: long })).json).toEqual({
      data: 0,
    });
    const r = await api(t, 'User/sign-up', {
      as: long,
      body: {
        email,
        password: PASSWORD,
        ...c,
        FirstName: 'A',
        LastName: 'B',
        RegType: 'email',
        MobileNumber: fresh().mobile,
      },
    });
    expect(r.json.data.CODE).toBe(306);
  });

  test('a newer code replaces the older one', async () => {
    const { email } = fresh();
    const first = await codeFor(email);
    const second = await codeFor(email);
    expect((await api(t, `User/verify-otp?${q({ email, otp: first.otp, token: first.token })}`)).json).toEqual({
      data: 0,
    });
    expect((await api(t, `User/verify-otp?${q({ email, otp: second.otp, token: second.token })}`)).json).toEqual({
      data: 1,
    });
  });
});

describe('sign-in and sign-out', () => {
  test('right password: CODE 200 with token, UniqueID and FirstName; wrong password or unknown email: 302', async () => {
    const ok = await api(t, 'User/sign-in', {
      body: { email: ' Customer@Institute.test ', password: 'Customer#2026' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.data).toMatchObject({
      CODE: 200,
      FirstName: 'Mohammed',
      UniqueID: '5b0f7c1e-2d1a-4c3b-9e8f-000000000002',
      Role: 'customer',
    });
    expect(ok.json.data.token).toMatch(/^[\w-]{43}$/);
    const bad = await api(t, 'User/sign-in', { body: { email: 'customer@institute.test', password: 'Customer#2027' } });
    expect(bad.json.data).toEqual({ CODE: 302, FirstName: null, token: null, UniqueID: null, Role: null });
    const nobody = await api(t, 'User/sign-in', {
      body: { email: 'nobody@institute.test', password: 'Customer#2026' },
    });
    expect(nobody.json.data.CODE).toBe(302);
  });

  test('sign-out revokes the token: the next call with it is 401, other sessions stay', async () => {
    const { email, userId, token } = await signUpUser(t);
    const second = (await api(t, 'User/sign-in', { body: { email, password: PASSWORD } })).json.data.token as string;
    expect((await api(t, 'User/get-profile', { as: { userId, token } })).status).toBe(200);
    expect((await api(t, 'User/sign-out', { method: 'POST', as: { userId, token } })).json).toEqual({ data: 1 });
    const after = await api(t, 'User/get-profile', { as: { userId, token } });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ error: { code: 'unauthorized' } });
    expect((await api(t, 'User/get-profile', { as: { userId, token: second } })).status).toBe(200);
  });

  test('an expired session token is 401', async () => {
    const { userId, token } = await signUpUser(t);
    offsetMs = 31 * 86_400_000;
    expect((await api(t, 'User/get-profile', { as: { userId, token, expiresIn: 40 * 86_400 } })).status).toBe(401);
  });

  test('user endpoints refuse the anonymous token', async () => {
    expect((await api(t, 'User/get-profile')).status).toBe(401);
    expect((await api(t, 'User/sign-out', { method: 'POST' })).status).toBe(401);
  });
});

describe('reset password', () => {
  test('without the e-mailed code, an unknown and a known address get the same answer (no account enumeration)', async () => {
    const { email } = await signUpUser(t);
    const unknown = fresh().email;
    const guess = { token: 'a-made-up-token', otp: '123456', password: 'Another#2026' };
    const known = await api(t, 'User/reset-password', { body: { email, ...guess } });
    const stranger = await api(t, 'User/reset-password', { body: { email: unknown, ...guess } });
    expect(known.json).toEqual({ data: 500 });
    expect(stranger.json).toEqual(known.json);
    expect(stranger.status).toBe(known.status);
    // With a code asked for each (a token either way) but a wrong code typed: the same answer again.
    const a = await codeFor(email);
    const b = await codeFor(unknown);
    const otp = ['000000', '111111', '222222'].find((w) => w !== a.otp && w !== b.otp)!;
    const password = 'Another#2026';
    expect((await api(t, 'User/reset-password', { body: { email, token: a.token, otp, password } })).json).toEqual(
      (await api(t, 'User/reset-password', { body: { email: unknown, token: b.token, otp, password } })).json,
    );
  });

  test('302 unknown email (only with its code), 500 wrong code, 200 done; the new password signs in, the old one and old sessions do not', async () => {
    const { email, userId, token } = await signUpUser(t);
    const unknown = fresh().email;
    const u = await codeFor(unknown);
    expect(
      (await api(t, 'User/reset-password', { body: { email: unknown, ...u, password: 'Another#2026' } })).json,
    ).toEqual({ data: 302 });

    const c = await codeFor(email);
    const wrong = c.otp === '000000' ? '111111' : '000000';
    expect(
      (await api(t, 'User/reset-password', { body: { email, token: c.token, otp: wrong, password: 'Another#2026' } }))
        .json,
    ).toEqual({ data: 500 });
    expect(
      (
        await api(t, 'User/reset-password', {
          body: { email, token: 'not-the-token', otp: c.otp, password: 'Another#2026' },
        })
      ).json,
    ).toEqual({ data: 500 });
    expect((await api(t, 'User/reset-password', { body: { email, ...c, password: 'weakpassword' } })).status).toBe(400);
    expect((await api(t, 'User/reset-password', { body: { email, ...c, password: 'Another#2026' } })).json).toEqual({
      data: 200,
    });
    // Single use.
    expect((await api(t, 'User/reset-password', { body: { email, ...c, password: 'Third#2026' } })).json).toEqual({
      data: 500,
    });

    expect((await api(t, 'User/sign-in', { body: { email, password: PASSWORD } })).json.data.CODE).toBe(302);
    expect((await api(t, 'User/sign-in', { body: { email, password: 'Another#2026' } })).json.data.CODE).toBe(200);
    expect((await api(t, 'User/get-profile', { as: { userId, token } })).status).toBe(401);
  });
});
