// Item 11 of the hardening issue, at the API: what the contract does not admit (control characters, ids beyond a
// PostgreSQL integer, bidi overrides in printed names) is the caller's 400, never a 500 from the database.
import { createTestApp, type TestContext } from './harness';
import { api, signUpUser } from './user-helpers';
import { onError } from '../../../upstream/src/http/errors';
import { logger } from '../../../upstream/src/log';

let t: TestContext;
let user: { userId: string; token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t, { firstName: 'Input' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const address = {
  AddressID: null,
  Label: 'Home',
  FullName: 'Mona Saeed',
  Phone: '+971501234567',
  Line1: 'Villa 12',
  Line2: null,
  City: 'Dubai',
  Emirate: 'Dubai',
  IsDefault: true,
};

test('a NUL in an address line, a voucher code or an e-mail: 400, nothing stored', async () => {
  const saved = await api(t, 'User/save-address', { body: { ...address, Line1: 'Villa\u000012' }, as: user });
  expect(saved.status).toBe(400);
  expect(saved.json.error.code).toBe('bad_request');
  expect((await api(t, 'User/get-addresses', { as: user })).json.data).toEqual([]);

  expect(
    (await api(t, `Cart/get-cart-promo-code?promoCode=${encodeURIComponent('WEL\u0000COME')}`, { as: user })).status,
  ).toBe(400);
  expect((await api(t, `User/generate-otp?email=${encodeURIComponent('a\u0000b@example.test')}`)).status).toBe(400);
  expect(
    (await api(t, 'User/sign-in', { body: { email: `${user.email}\u0000`, password: 'Secret#2026' } })).status,
  ).toBe(400);
  expect((await api(t, `Cart/get-order?oid=${encodeURIComponent('x\u0000')}&uid=${user.userId}`)).status).toBe(400);
});

test('ids of 2^31 and beyond: 400', async () => {
  for (const ItemID of [2 ** 31, 2 ** 40]) {
    const r = await api(t, 'Cart/add-to-cart', { body: { ItemID, ItemType: 'program', DiplomaLang: null }, as: user });
    expect(r.status).toBe(400);
  }
  expect((await api(t, `Courses/get-course?id=${2 ** 31}&top=3`)).status).toBe(400);
  expect((await api(t, 'User/delete-address', { body: { AddressID: 2 ** 31 }, as: user })).status).toBe(400);
  // The largest integer still is a plain "not found" or an empty answer, not an error.
  expect((await api(t, `Courses/get-course?id=${2 ** 31 - 1}&top=3`)).status).toBe(404);
});

test('bidi override characters in a printed name are refused; Arabic names are not', async () => {
  const profile = (await api(t, 'User/get-profile', { as: user })).json.data;
  const update = {
    FirstName: 'Input',
    MiddleName: null,
    LastName: 'User',
    FirstName_ar: null,
    MiddleName_ar: null,
    LastName_ar: null,
    CompanyName: null,
    TRN: null,
    ProfilePhoto: profile.ProfilePhoto,
    EID: null,
    EID_front_ByUser: profile.EID_front_ByUser,
    EID_back_ByUser: profile.EID_back_ByUser,
    DOB: '1990-01-02',
    Gender: null,
    PreferredLanguage: 'en',
    MobileNumber: null,
    CountryID: profile.CountryID,
  };
  expect((await api(t, 'User/set-profile', { body: { ...update, LastName: 'Us\u202eer' }, as: user })).status).toBe(
    400,
  );
  expect((await api(t, 'User/set-profile', { body: { ...update, FirstName_ar: 'منى\u2066' }, as: user })).status).toBe(
    400,
  );
  const arabic = await api(t, 'User/set-profile', {
    body: { ...update, FirstName_ar: 'منى', LastName_ar: 'سعيد' },
    as: user,
  });
  expect(arabic.json).toEqual({ data: 200 });
});

test("a database data exception that slips past the contract is still the caller's 400", async () => {
  const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status });
  const c = { json, get: () => 'request-1' } as unknown as Parameters<typeof onError>[1];
  const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  const wrapped = Object.assign(new Error('Failed query'), { cause: pg });
  expect((await onError(wrapped, c)).status).toBe(400);
  const other = Object.assign(new Error('deadlock detected'), { code: '40P01' });
  const spy = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  expect((await onError(other, c)).status).toBe(500);
  // the 500 is logged with the request's id, so it can be found beside the web's line for the same request
  expect(spy).toHaveBeenCalledWith(
    expect.objectContaining({ requestId: 'request-1', err: other }),
    'deadlock detected',
  );
  spy.mockRestore();
});
