import { decideDocumentAccess } from '@/lib/documents/access';
import { signDocumentLink } from '@/lib/documents/signed-link';
import type { SessionData } from '@/lib/session/config';

const OWNER = '5b0f7c1e-2d1a-4c3b-9e8f-000000000002';
const OTHER = '5b0f7c1e-2d1a-4c3b-9e8f-000000000003';
const STAFF = '5b0f7c1e-2d1a-4c3b-9e8f-000000000001';
const NOW = 1_795_000_000;
const PATH = `/en/pdf/invoice?oid=f7f5b28f-b482-5c36-996d-6f2ddb5ebd7b&uid=${OWNER}`;

function ask(link: string, session: SessionData, now = NOW) {
  const url = new URL(link, 'http://x.invalid');
  return decideDocumentAccess({
    session,
    uid: url.searchParams.get('uid')!,
    lang: 'en',
    pathname: url.pathname,
    params: url.searchParams,
    now,
  });
}

const owner: SessionData = { userId: OWNER, token: 'tok-owner', role: 'customer', deviceId: 'd1' };
const other: SessionData = { userId: OTHER, token: 'tok-other', role: 'customer' };
const staff: SessionData = { userId: STAFF, token: 'tok-staff', role: 'staff' };

describe('decideDocumentAccess', () => {
  it("the owner's session reads as the owner", () => {
    expect(ask(PATH, owner)).toEqual({
      kind: 'owner',
      ctx: { userId: OWNER, token: 'tok-owner', deviceId: 'd1', lang: 'en' },
    });
    expect(ask(PATH.replace(OWNER, OWNER.toUpperCase()), owner).kind).toBe('owner');
  });

  it("staff read any uid with the session's own token: the upstream confirms the token and the role on each read", () => {
    const access = ask(PATH, staff);
    expect(access.kind).toBe('staff');
    expect(access.kind === 'staff' && access.ctx.token).toBe('tok-staff');
    expect(access.kind === 'staff' && access.ctx.userId).toBe(STAFF);
  });

  it('signed links read anonymously: the link is the proof', () => {
    const access = ask(signDocumentLink(PATH, 600, NOW), {});
    expect(access.kind === 'signed' && access.ctx.token).toBeUndefined();
  });

  it("another customer's uid is a 404, like a document that does not exist", () => {
    expect(ask(PATH, other)).toEqual({ kind: 'not-found' });
    // a customer whose session claims staff without a token is not staff
    expect(ask(PATH, { userId: OTHER, role: 'staff' }).kind).toBe('login');
  });

  it('a valid signed link opens without a session, and for another signed-in customer', () => {
    const link = signDocumentLink(PATH, 600, NOW);
    expect(ask(link, {}).kind).toBe('signed');
    expect(ask(link, other).kind).toBe('signed');
  });

  it('a tampered signature is a 404 for everyone but the owner and staff', () => {
    const link = signDocumentLink(PATH, 600, NOW).replace(/sig=([0-9a-f])/, (_, c) => `sig=${c === 'a' ? 'b' : 'a'}`);
    expect(ask(link, {})).toEqual({ kind: 'not-found' });
    expect(ask(link, other)).toEqual({ kind: 'not-found' });
    expect(ask(link, owner).kind).toBe('owner');
  });

  it('an expired link, or no session at all, goes to login with the document path (without exp/sig) as returnUrl', () => {
    const link = signDocumentLink(PATH, 60, NOW);
    expect(ask(link, {}, NOW + 61)).toEqual({
      kind: 'login',
      location: `/en/login?returnUrl=${encodeURIComponent(PATH)}`,
    });
    expect(ask(PATH, {})).toEqual({ kind: 'login', location: `/en/login?returnUrl=${encodeURIComponent(PATH)}` });
    expect(ask(link, other, NOW + 61)).toEqual({ kind: 'not-found' });
    expect(ask(PATH, { userId: '00000000-0000-0000-0000-000000000000', token: 'anon' }).kind).toBe('login');
  });
});
