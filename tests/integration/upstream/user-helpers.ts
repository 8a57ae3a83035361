// Helpers of the user-*.test.ts suites: codes read from the outbox, and a full sign-up through the API.
import { logger } from '../../../upstream/src/log';
import { readOutbox } from '../../../upstream/src/mail/outbox';
import { call, headers, type HeaderOptions, type TestContext } from './harness';

/** The newest code e-mailed to the address (the outbox keeps it in meta; the text must carry it too). */
export async function lastCode(t: TestContext, email: string): Promise<string> {
  const [m] = await readOutbox(t.outboxDir, { to: email, limit: 1 });
  if (!m) throw new Error(`no mail to ${email}`);
  const code = String(m.meta.otp);
  expect(m.text).toContain(code);
  return code;
}

export const api = async (
  t: TestContext,
  path: string,
  init: { method?: string; body?: unknown; as?: HeaderOptions } = {},
) =>
  call(t.app, `/api/${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    body: init.body,
    headers: await headers(init.as ?? {}),
  });

let seq = 0;
/** A unique address and a 9-digit mobile number per call. */
export function fresh(tag = 'user') {
  seq += 1;
  // Padded: a clock whose last six digits start with zeros (one time in a hundred) made 7-digit numbers, which the
  // 9-digit rule for UAE mobiles refuses.
  const n = `${String(Date.now() % 1e6).padStart(6, '0')}${seq}`.slice(-6);
  return {
    email: `${tag}.${n}.${seq}@example.test`,
    mobile: Number(`5${String(seq).padStart(2, '0')}${n}`.slice(0, 9)),
  };
}

export const PASSWORD = 'Secret#2026';

/** generate-otp → code from the outbox → verify-otp → sign-up. Returns the signed-in identity. */
export async function signUpUser(t: TestContext, o: { email?: string; mobile?: number; firstName?: string } = {}) {
  const f = fresh();
  const email = o.email ?? f.email;
  const gen = await api(t, `User/generate-otp?email=${encodeURIComponent(email)}`);
  expect(gen.status).toBe(200);
  const token = gen.json.data as string;
  const otp = await lastCode(t, email);
  const ver = await api(
    t,
    `User/verify-otp?email=${encodeURIComponent(email)}&otp=${otp}&token=${encodeURIComponent(token)}`,
  );
  expect(ver.json).toEqual({ data: 1 });
  const r = await api(t, 'User/sign-up', {
    body: {
      email,
      password: PASSWORD,
      token,
      otp,
      FirstName: o.firstName ?? 'Layla',
      LastName: 'Haddad',
      RegType: 'email',
      CountryID: 1,
      MobileNumber: o.mobile ?? f.mobile,
    },
  });
  expect(r.status).toBe(200);
  expect(r.json.data.CODE).toBe(200);
  return { email, userId: r.json.data.UniqueID as string, token: r.json.data.token as string };
}

/** Fails the suite when the app warned that a payload drifted from the contract (mount's response check). */
export function watchContractDrift() {
  let spy: jest.SpyInstance;
  beforeAll(() => {
    spy = jest.spyOn(logger, 'warn');
  });
  afterAll(() => {
    const drift = spy.mock.calls.filter((c) => String(c[1]).includes('does not match contract'));
    spy.mockRestore();
    expect(drift).toEqual([]);
  });
}
