/**
 * The memo of unsealed session cookies (lib/session/unsealed.ts) and getSession() on top of it: a known cookie is
 * not unsealed again, yet its session saves and destroys as ever; an expired, forged or empty one is never answered
 * from memory; and a route that changes its session does not change what the next request reads.
 */
import { cookieJar as jar, mockCookieStore } from '../../support/cookie-jar';
jest.mock('next/headers', () => ({ cookies: async () => mockCookieStore }));
// Counts iron's unseal calls; everything else is the real library.
jest.mock('iron-webcrypto', () => {
  const actual = jest.requireActual('iron-webcrypto');
  return { ...actual, unseal: jest.fn(actual.unseal) };
});

import { sealData } from 'iron-session';
import { unseal } from 'iron-webcrypto';
import { sessionCookieName, sessionOptions } from '@/lib/session/config';
import { getSession } from '@/lib/session/session';
import { forgetSessions, knownSession, rememberSession } from '@/lib/session/unsealed';
import { reloadSettings } from '@/lib/settings';
import { setEnv } from '../../support/settings-env';

const unsealCalls = unseal as unknown as jest.Mock;
const USER = { userId: '4cd319e5-282a-4be7-a2a0-d3cd0d864c54', token: 'upstream-secret-token-abcdefghijklmnop' };

async function sealed(data: object, ttl = 3600): Promise<string> {
  return sealData(data, { password: sessionOptions().password, ttl });
}

function setCookie(value: string) {
  jar.set(sessionCookieName(), { name: sessionCookieName(), value });
}

beforeAll(() => {
  setEnv({ SESSION_SECRET: 'a'.repeat(64) });
  reloadSettings();
});

beforeEach(() => {
  jar.clear();
  forgetSessions();
  unsealCalls.mockClear();
});

describe('getSession with the memo', () => {
  it('unseals a cookie once: the next request with the same cookie reads the same session from memory', async () => {
    setCookie(await sealed({ ...USER, firstName: 'Sara' }));
    const first = await getSession();
    const second = await getSession();
    expect(unsealCalls).toHaveBeenCalledTimes(1);
    expect({ ...second }).toEqual({ ...USER, firstName: 'Sara' });
    expect({ ...second }).toEqual({ ...first });
  });

  it('a session read from memory saves and destroys through the real cookie store', async () => {
    setCookie(await sealed(USER));
    await getSession();
    const session = await getSession();
    session.firstName = 'Mariam';
    await session.save();
    const saved = jar.get(sessionCookieName())!.value;
    expect(saved).not.toBe('');
    forgetSessions();
    expect((await getSession()).firstName).toBe('Mariam');

    (await getSession()).destroy();
    expect(jar.has(sessionCookieName())).toBe(false);
    expect({ ...(await getSession()) }).toEqual({});
  });

  it("a route's change to its session stays its own until saved", async () => {
    setCookie(await sealed(USER));
    const mine = await getSession();
    mine.firstName = 'changed, not saved';
    delete mine.token;
    const next = await getSession();
    expect(next.firstName).toBeUndefined();
    expect(next.token).toBe(USER.token);
  });

  it('a forged cookie unseals to nothing, every time, and is never remembered', async () => {
    const good = await sealed(USER);
    const parts = good.split('*');
    parts[4] = parts[4].slice(0, -4) + 'AAAA';
    setCookie(parts.join('*'));
    expect({ ...(await getSession()) }).toEqual({});
    expect({ ...(await getSession()) }).toEqual({});
    expect(unsealCalls).toHaveBeenCalledTimes(2);
  });
});

describe('the memo', () => {
  it('never answers for a seal past its expiry, which iron writes in the clear', async () => {
    const seal = await sealed(USER, 120);
    const expiry = Number(seal.split('*')[5]);
    expect(expiry).toBeGreaterThan(Date.now());
    rememberSession(seal, USER);
    expect(knownSession(seal, expiry - 1)).toEqual(USER);
    expect(knownSession(seal, expiry)).toBeNull();
    // and once expired it is gone
    expect(knownSession(seal, expiry - 1)).toBeNull();
  });

  it('keeps nothing for an empty session, or a value without an expiry', async () => {
    const seal = await sealed(USER);
    rememberSession(seal, {});
    expect(knownSession(seal)).toBeNull();
    rememberSession('Fe26.2*1*salt*iv*data**hmacsalt*hmac~2', USER);
    expect(knownSession('Fe26.2*1*salt*iv*data**hmacsalt*hmac~2')).toBeNull();
  });

  it('hands out copies', async () => {
    const seal = await sealed(USER);
    const data = { ...USER, pending: { purpose: 'reset' as const, email: 'a@b.ae', token: 't', at: 1 } };
    rememberSession(seal, data);
    data.pending.email = 'changed@b.ae';
    const copy = knownSession(seal)!;
    expect(copy.pending!.email).toBe('a@b.ae');
    copy.pending!.email = 'mine@b.ae';
    expect(knownSession(seal)!.pending!.email).toBe('a@b.ae');
  });
});
